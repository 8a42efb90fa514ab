import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One received message: envelope recipients, the decoded Subject and the text/plain part (and HTML, if any). */
export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Map<string, string>;
  raw: string;
}

export interface FakeSmtpServer {
  /** `smtp://127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string;
  port: number;
  /** Every message received so far, oldest first. */
  messages: ReceivedMail[];
  /**
   * The oldest message to `to` not yet handed out by this method, waiting for it if none has arrived.
   * Each message is handed out once, so consecutive calls return consecutive mails.
   */
  waitForMessage(to: string, options?: { timeoutMs?: number }): Promise<ReceivedMail>;
  /** Until the returned release is called, new connections get no greeting: a mail server that is slow to answer. */
  hold(): () => void;
  close(): Promise<void>;
}

/** A real SMTP server on the loopback interface (no TLS, no authentication) that keeps what it receives. */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const messages: ReceivedMail[] = [];
  const handedOut = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  let held: Promise<void> = Promise.resolve();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onConnect(_session, callback) {
      void held.then(() => callback());
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const recipients = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        messages.push({ ...parseMail(Buffer.concat(chunks)), to: recipients, from: sender });
        for (const wake of [...waiters]) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  function takeMessage(to: string): ReceivedMail | undefined {
    const address = to.toLowerCase();
    const found = messages.find((message) => !handedOut.has(message) && message.to.includes(address));
    if (found) handedOut.add(found);
    return found;
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitForMessage(to, { timeoutMs = 10_000 } = {}) {
      const ready = takeMessage(to);
      if (ready) return Promise.resolve(ready);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms (received: ${messages.map((message) => message.to.join(",")).join("; ") || "none"})`));
        }, timeoutMs);
        function check() {
          const message = takeMessage(to);
          if (!message) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(message);
        }
        waiters.add(check);
      });
    },
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = Promise.resolve();
        release();
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---------------------------------------------------------------------------------------------
// A minimal MIME reader: enough for what nodemailer writes (multipart/alternative with text and
// HTML parts in quoted-printable, base64 or 7bit/8bit, RFC 2047 encoded headers).
// ---------------------------------------------------------------------------------------------

interface MimePart {
  headers: Map<string, string>;
  /** The undecoded body, one character per byte. */
  body: string;
}

/** Parses a raw message (as sent over SMTP or written to an .eml file) into headers, subject and text. */
export function parseMail(raw: Buffer | string): ReceivedMail {
  const binary = typeof raw === "string" ? Buffer.from(raw, "utf8").toString("latin1") : raw.toString("latin1");
  const root = splitPart(binary);
  const text = findPart(root, "text/plain");
  const html = findPart(root, "text/html");
  const header = (name: string) => decodeHeader(root.headers.get(name) ?? "");
  return {
    to: header("to")
      .split(",")
      .map((address) => (/<([^>]+)>/.exec(address)?.[1] ?? address).trim().toLowerCase())
      .filter(Boolean),
    from: header("from"),
    subject: header("subject"),
    text: text ? decodeBody(text) : "",
    html: html ? decodeBody(html) : "",
    headers: new Map([...root.headers].map(([name, value]) => [name, decodeHeader(value)])),
    raw: Buffer.from(binary, "latin1").toString("utf8"),
  };
}

function splitPart(source: string): MimePart {
  const match = /\r?\n\r?\n/.exec(source);
  const head = match ? source.slice(0, match.index) : source;
  const body = match ? source.slice(match.index + match[0].length) : "";
  const headers = new Map<string, string>();
  // Unfold continuation lines, then keep the first occurrence of each header.
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function contentType(part: MimePart): { type: string; params: Map<string, string> } {
  const [type = "text/plain", ...rest] = (part.headers.get("content-type") ?? "text/plain").split(";");
  const params = new Map<string, string>();
  for (const param of rest) {
    const equals = param.indexOf("=");
    if (equals < 0) continue;
    params.set(
      param.slice(0, equals).trim().toLowerCase(),
      param
        .slice(equals + 1)
        .trim()
        .replace(/^"(.*)"$/, "$1"),
    );
  }
  return { type: type.trim().toLowerCase(), params };
}

/** The first part of the given type, depth first through multiparts. */
function findPart(part: MimePart, wanted: string): MimePart | null {
  const { type, params } = contentType(part);
  if (type.startsWith("multipart/")) {
    const boundary = params.get("boundary");
    if (!boundary) return null;
    const sections = part.body.split(new RegExp(`(?:^|\\r?\\n)--${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:--)?[ \\t]*(?:\\r?\\n|$)`));
    // The first section is the preamble, the last one after the closing delimiter the epilogue.
    for (const section of sections.slice(1, -1)) {
      const found = findPart(splitPart(section), wanted);
      if (found) return found;
    }
    return null;
  }
  const disposition = part.headers.get("content-disposition") ?? "";
  return type === wanted && !/^attachment/i.test(disposition) ? part : null;
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").trim().toLowerCase();
  const bytes =
    encoding === "base64"
      ? Buffer.from(part.body.replace(/[^A-Za-z0-9+/=]/g, ""), "base64")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(part.body)
        : Buffer.from(part.body, "latin1");
  const charset = contentType(part).params.get("charset") ?? "utf-8";
  return new TextDecoder(charset).decode(bytes).replace(/\r\n/g, "\n");
}

/** Quoted-printable (RFC 2045): soft line breaks `=\r\n` vanish, `=XX` is a byte. */
function decodeQuotedPrintable(source: string): Buffer {
  const joined = source.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const char = joined[index] ?? "";
    const hex = joined.slice(index + 1, index + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(joined.charCodeAt(index) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`); whitespace between two of them is dropped. */
function decodeHeader(value: string): string {
  const utf8 = Buffer.from(value, "latin1").toString("utf8");
  return utf8
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?[^?]+\?[BbQq]\?[^?]*\?=)/g, "$1")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_word, charset: string, kind: string, encoded: string) => {
      const bytes = kind.toUpperCase() === "B" ? Buffer.from(encoded, "base64") : decodeQuotedPrintable(encoded.replace(/_/g, " "));
      return new TextDecoder(charset.split("*")[0]).decode(bytes);
    });
}
