import { asc, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { jobPublications } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import { defineQueue, enqueue, getQueue, isQueueStarted, work } from "~/adapters/queue/queue.server";
import { onSiteChange } from "~/server/site-changes";

/**
 * Newly published jobs, handed to whoever announces them (issue 17: the saved-search alerts, the Telegram jobs channel).
 * The `job_published` trigger records a job's first publication in `job_publication` in the transaction that wrote the
 * job, whatever wrote it; a sweep takes the unprocessed rows in batches, sends each consumer queue one job
 * `{ jobIds }` per batch in the same transaction that marks them processed, and so hands every publication to every
 * consumer exactly once. Each consumer is idempotent on its own (one alert per user and job, one channel post per job).
 * The sweep runs when jobs change on this instance (a nudge) and every minute (a cron), so a publication whose nudge
 * was lost to a crash is announced within a minute anyway.
 */
export const JOB_PUBLICATIONS_QUEUE = defineQueue({
  name: "job-publications",
  // One sweep waiting and one running at most: a burst of nudges is one sweep.
  options: { policy: "stately", retryLimit: 10, retryDelay: 5, retryBackoff: true },
});

/** What a consumer queue receives: the ids of jobs published since the last batch (at most PUBLICATION_BATCH). */
export interface PublishedJobs {
  jobIds: string[];
}

const PUBLICATION_BATCH = 500;

/** Takes every unprocessed publication, a batch at a time, and hands each batch to every consumer queue; returns how many. */
export async function sweepJobPublications(db: Database, consumers: readonly string[]): Promise<number> {
  let total = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ jobId: jobPublications.jobId })
        .from(jobPublications)
        .where(isNull(jobPublications.processedAt))
        .orderBy(asc(jobPublications.publishedAt), asc(jobPublications.jobId))
        .limit(PUBLICATION_BATCH)
        .for("update", { skipLocked: true });
      if (rows.length === 0) return 0;
      const jobIds = rows.map((row) => row.jobId);
      for (const consumer of consumers) await enqueue(tx, consumer, { jobIds } satisfies PublishedJobs);
      await tx
        .update(jobPublications)
        .set({ processedAt: sql`now()` })
        .where(inArray(jobPublications.jobId, jobIds));
      return rows.length;
    });
    total += taken;
    if (taken < PUBLICATION_BATCH) return total;
  }
}

let stopNudges: (() => void) | undefined;

/** Starts the sweep (on a nudge after any job change here, and every minute) for these consumer queues. */
export async function startJobPublications(db: Database, consumers: readonly string[]): Promise<void> {
  await work(JOB_PUBLICATIONS_QUEUE, { pollingIntervalSeconds: 1 }, async () => {
    const swept = await sweepJobPublications(db, consumers);
    if (swept > 0) logger.info({ jobs: swept, consumers }, "published jobs handed to their announcers");
  });
  await getQueue().schedule(JOB_PUBLICATIONS_QUEUE, "* * * * *");
  stopNudges?.();
  stopNudges = onSiteChange((change) => {
    if (change === "jobs") void nudgeJobPublications();
  });
}

/** Asks for a sweep now (after jobs were written); the cron sweeps anyway within a minute. */
export async function nudgeJobPublications(): Promise<void> {
  if (!isQueueStarted()) return;
  try {
    await getQueue().send(JOB_PUBLICATIONS_QUEUE, {});
  } catch (error) {
    logger.warn({ err: error }, "could not ask for a sweep of published jobs; the minute's sweep will do it");
  }
}

export function stopJobPublications(): void {
  stopNudges?.();
  stopNudges = undefined;
}
