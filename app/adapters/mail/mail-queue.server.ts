import { eq, sql } from "drizzle-orm";
import { MAIL } from "~/config/constants";
import type { Transaction } from "../db/advisory-lock.server";
import type { Database } from "../db/client.server";
import { sentMails } from "../db/schema";
import { logger } from "../logger.server";
import { defineQueue, enqueue, getQueue, work, workBatches } from "../queue/queue.server";
import type { MailMessage, SendMail } from "./mailer.server";

/**
 * Every mail the site sends goes through this queue (docs/decisions/034): the decision that causes it enqueues the
 * finished message (rendered in the recipient's language, subject from the dictionary) in its own transaction, so the
 * mail exists exactly when the decision committed; one sender sends it, retried with backoff for about a day, and
 * records each mail the server accepted (`sent_mail`), so a job run again sends nothing.
 */
export const MAIL_QUEUE = defineQueue({
  name: "mail",
  options: { retryLimit: MAIL.retryLimit, retryDelay: MAIL.retryDelaySeconds, retryBackoff: true, retryDelayMax: MAIL.retryDelayMaxSeconds },
});

/** The daily sweep of old `sent_mail` records. */
export const MAIL_RECORDS_RETENTION_QUEUE = defineQueue({
  name: "mail-records-retention",
  options: { retryLimit: 5, retryDelay: 300, retryBackoff: true },
});

/** A mail queue job's data: the finished message. */
export interface QueuedMail {
  message: MailMessage;
}

/** Enqueues a finished mail inside the decision's transaction: it goes out only if the transaction commits. */
export async function enqueueMail(tx: Transaction, message: MailMessage): Promise<void> {
  await enqueue(tx, MAIL_QUEUE, { message } satisfies QueuedMail);
}

/**
 * Sends one queued mail unless its job's record says it went already; records it once the mail server accepted it. The
 * job's id is the message's key (its Message-ID). A crash between the server's acceptance and the record sends it again
 * on the retry (at least once at the SMTP edge; the same Message-ID lets a mail client tell): exactly once up to there.
 */
export async function deliverMail(db: Database, job: { id: string; data: QueuedMail }, sendMail: SendMail): Promise<"sent" | "already sent"> {
  const [record] = await db.select({ jobId: sentMails.jobId }).from(sentMails).where(eq(sentMails.jobId, job.id)).limit(1);
  if (record) return "already sent";
  await sendMail(job.data.message, job.id);
  await db.insert(sentMails).values({ jobId: job.id }).onConflictDoNothing();
  return "sent";
}

/** Deletes the records of mails sent more than MAIL.sentRecordDays ago; returns how many. */
export async function sweepSentMailRecords(db: Database): Promise<number> {
  const deleted = await db.execute(sql`delete from ${sentMails} where ${sentMails.sentAt} < now() - make_interval(days => ${MAIL.sentRecordDays})`);
  return deleted.rowCount ?? 0;
}

/**
 * Starts the sender (MAIL.sendBatch mails per fetch, side by side, those to one address in the order they were
 * enqueued: a failed one fails its batch, whose sent ones are then skipped by their records) and the records' daily sweep in this process; every instance may: pg-boss gives each
 * job to one.
 */
export async function startMailSender(db: Database, sendMail: SendMail): Promise<void> {
  await workBatches<QueuedMail>(
    MAIL_QUEUE,
    { pollingIntervalSeconds: 1, batchSize: MAIL.sendBatch, inOrderOf: (job) => job.data.message.to.toLowerCase() },
    async (job) => {
      try {
        if ((await deliverMail(db, job, sendMail)) === "already sent") logger.info({ jobId: job.id }, "a mail already sent was not sent again");
      } catch (error) {
        logger.warn({ err: error, jobId: job.id }, "a mail could not be sent; the queue retries it");
        throw error;
      }
    },
  );
  await work(MAIL_RECORDS_RETENTION_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    logger.info({ deleted: await sweepSentMailRecords(db) }, "old sent-mail records deleted");
  });
  await getQueue().schedule(MAIL_RECORDS_RETENTION_QUEUE, MAIL.retentionCron, {}, { tz: MAIL.retentionTimeZone, missed: "once" });
}
