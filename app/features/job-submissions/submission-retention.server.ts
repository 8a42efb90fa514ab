import { and, lt, ne, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { jobSubmissions } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import { defineQueue, getQueue, work } from "~/adapters/queue/queue.server";
import { JOB_SUBMISSION } from "~/config/constants";

/** The daily retention sweep of employers' submissions (docs/decisions/027): one job a day, from a pg-boss cron. */
export const JOB_SUBMISSIONS_RETENTION_QUEUE = defineQueue({
  name: "job-submissions-retention",
  options: { retryLimit: 5, retryDelay: 300, retryBackoff: true },
});

export interface RetentionOutcome {
  /** Submissions whose client address was erased. */
  addressesErased: number;
  /** Decided submissions deleted. */
  deleted: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

/**
 * Erases the client address of every submission older than `clientAddressDays` and deletes the decided ones (published
 * or declined) decided more than `decidedDays` ago, in one transaction. Pending submissions are kept whatever their
 * age: nobody has decided them yet. A published job is unaffected: it holds its own fields, and its link back is here.
 */
export async function applySubmissionRetention(db: Database, now = new Date()): Promise<RetentionOutcome> {
  const { clientAddressDays, decidedDays } = JOB_SUBMISSION.retention;
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(jobSubmissions)
      .where(and(ne(jobSubmissions.status, "pending"), lt(jobSubmissions.decidedAt, daysBefore(now, decidedDays))))
      .returning({ id: jobSubmissions.id });
    const erased = await tx
      .update(jobSubmissions)
      .set({ clientIp: "" })
      .where(and(lt(jobSubmissions.createdAt, daysBefore(now, clientAddressDays)), sql`${jobSubmissions.clientIp} <> ''`))
      .returning({ id: jobSubmissions.id });
    return { addressesErased: erased.length, deleted: deleted.length };
  });
}

/** Starts the sweep's worker and its daily cron in this process (every instance may; pg-boss runs each job once). */
export async function startSubmissionRetention(db: Database): Promise<void> {
  await work(JOB_SUBMISSIONS_RETENTION_QUEUE, { pollingIntervalSeconds: 60 }, async () => {
    const outcome = await applySubmissionRetention(db);
    logger.info(outcome, "job submissions' retention applied");
  });
  const { cron, timeZone } = JOB_SUBMISSION.retentionSchedule;
  await getQueue().schedule(JOB_SUBMISSIONS_RETENTION_QUEUE, cron, {}, { tz: timeZone, missed: "once" });
}
