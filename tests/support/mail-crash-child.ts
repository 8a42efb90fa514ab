/**
 * The child process of tests/integration/mail-queue.test.ts: opens the PostgreSQL database named by its first argument,
 * starts the job queue without the mail sender (so nothing is sent here), commits a decision that enqueues a mail (an
 * employer's submission: its confirmation), says so on stdout, and kills itself with SIGKILL: a crash right after the
 * commit, with no chance to clean up or send.
 */
import { openDatabase } from "~/adapters/db/client.server";
import { MAIL_QUEUE } from "~/adapters/mail/mail-queue.server";
import { startQueue } from "~/adapters/queue/queue.server";
import { submitJob } from "~/features/job-submissions/index.server";
import { jobSubmissionSchema } from "~/features/job-submissions/job-submission.schema";

const [url, contactEmail] = process.argv.slice(2);
if (!url || !contactEmail) throw new Error("usage: mail-crash-child.ts <database url> <contact e-mail>");
const handle = await openDatabase({ kind: "postgres", url });
await startQueue(handle, { migrate: false });
const { homepage, ...fields } = jobSubmissionSchema.parse({
  title: "Звукорежиссёр после сбоя",
  company: "Студия Сбой",
  location: "Москва",
  type: "Полная занятость",
  applyTelegram: "@crash",
  contactEmail,
});
if (homepage) throw new Error("the honeypot is left empty here");
const outcome = await submitJob(handle.db, { fields, language: "ru", clientIp: "10.25.0.1" });
process.stdout.write(`${JSON.stringify({ outcome, queue: MAIL_QUEUE })}\n`);
process.kill(process.pid, "SIGKILL");
