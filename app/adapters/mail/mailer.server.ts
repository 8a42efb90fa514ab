import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { logger } from "../logger.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields (List-Unsubscribe and List-Unsubscribe-Post on alerts, RFC 8058). */
  headers?: Record<string, string>;
  /**
   * Where a reply goes (the Reply-To header), when not to the sender: a project inquiry's mail to the specialist is
   * answered to the client (docs/decisions/036). One plain address (`isPlainEmailAddress`): nodemailer reads a list.
   */
  replyTo?: string;
}

/**
 * Sends one message; `key` (the mail queue's job id) makes its Message-ID, `<key@the sender's domain>`, the same on every
 * attempt, so a message sent again after a crash is recognisably the same one (docs/decisions/034).
 */
export type SendMail = (message: MailMessage, key?: string) => Promise<void>;

/** The Message-ID of the message with this key: a key is a uuid, the domain the MAIL_FROM address's. */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${key}@${domain}>`;
}

let sequence = 0;

/** SMTP when SMTP_URL is set; otherwise each message becomes a .eml file in DATA_DIR/outbox and a log line. */
export function createMailer({ smtpUrl, from, outboxDir }: { smtpUrl?: string; from: string; outboxDir: string }): SendMail {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return async (message, key) => {
      await transport.sendMail({ from, ...message, messageId: key && messageIdFor(key, from) });
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return async (message, key) => {
    const { message: raw } = (await stream.sendMail({ from, ...message, messageId: key && messageIdFor(key, from) })) as { message: Buffer };
    await mkdir(outboxDir, { recursive: true });
    // The sequence number and process id keep two messages to one address in the same millisecond (alerts sent side by
    // side) from overwriting each other; the timestamp first keeps the names in the order they were written.
    sequence += 1;
    const unique = `${process.pid}-${String(sequence).padStart(6, "0")}`;
    const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${unique}-${message.to.replace(/[^\w.@-]/g, "_")}.eml`);
    // Written beside its name, then renamed: whoever reads the outbox (an operator, a test waiting for a link) never
    // sees a half-written .eml, as it did when the file was created empty and then filled.
    const partial = `${file}.partial`;
    await writeFile(partial, raw);
    await rename(partial, file);
    logger.info({ to: message.to, subject: message.subject, file }, "mail written to the outbox");
  };
}
