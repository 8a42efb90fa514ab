import path from "node:path";
import { getEnv } from "~/config/env.server";
import { createMailer, type SendMail } from "./mailer.server";

let mailer: SendMail | undefined;

/**
 * The process-wide mailer of the configured site, SMTP_URL, else DATA_DIR/outbox: the one way to get it. Only the mail
 * queue's sender uses it (app/entry.server.tsx, tests/support/mail-queue.ts); everything else enqueues (docs/decisions/034).
 */
export function getSiteMailer(): SendMail {
  if (!mailer) {
    const env = getEnv();
    mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.dataDir, "outbox") });
  }
  return mailer;
}
