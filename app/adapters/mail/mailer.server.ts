import { mkdir, writeFile } from "node:fs/promises";
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
}

export type SendMail = (message: MailMessage) => Promise<void>;

let sequence = 0;

/** SMTP when SMTP_URL is set; otherwise each message becomes a .eml file in DATA_DIR/outbox and a log line. */
export function createMailer({ smtpUrl, from, outboxDir }: { smtpUrl?: string; from: string; outboxDir: string }): SendMail {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return async (message) => {
      await transport.sendMail({ from, ...message });
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return async (message) => {
    const { message: raw } = (await stream.sendMail({ from, ...message })) as { message: Buffer };
    await mkdir(outboxDir, { recursive: true });
    // The sequence number and process id keep two messages to one address in the same millisecond (alerts sent side by
    // side) from overwriting each other; the timestamp first keeps the names in the order they were written.
    sequence += 1;
    const unique = `${process.pid}-${String(sequence).padStart(6, "0")}`;
    const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${unique}-${message.to.replace(/[^\w.@-]/g, "_")}.eml`);
    await writeFile(file, raw);
    logger.info({ to: message.to, subject: message.subject, file }, "mail written to the outbox");
  };
}
