import { logger } from "~/adapters/logger.server";
import { metrics } from "~/adapters/metrics.server";
import { getQueue, work } from "~/adapters/queue/queue.server";

/** How often pg-boss's cron offers a round: every minute, its finest grain. */
const EVERY_MINUTE = "* * * * *";

export interface Schedule {
  /** The declared queue the rounds run on (defineQueue, with `retryLimit: 0`: the next round is the retry). */
  queue: string;
  /** The round's name in logs and in scheduled_job_runs_total. */
  job: string;
  intervalSeconds: number;
  round: () => Promise<unknown>;
}

/**
 * Work that repeats every interval, on the job queue like all background work (docs/decisions/034): a pg-boss cron offers
 * a round every minute and `singletonSeconds` lets one through per interval (a job per slot of `intervalSeconds` since
 * the epoch, unique in pg-boss's table), so the rounds run on one instance at a time, survive restarts and show on the
 * console's queue table. The grain is a minute: an interval under 60 s runs every minute, and any other runs on
 * average every interval, each within a minute of its slot's start. A round is counted done or failed and a failure
 * logged (runRound); the work's own advisory locks keep instances from doing it twice at once as before.
 */
export async function startSchedule({ queue, job, intervalSeconds, round }: Schedule): Promise<void> {
  await work(queue, { pollingIntervalSeconds: 5 }, () => runRound(job, round));
  await getQueue().schedule(queue, EVERY_MINUTE, {}, { singletonSeconds: Math.max(60, intervalSeconds) });
}

/** Runs one round in this process: counted done or failed in scheduled_job_runs_total; a failure is logged and thrown. */
export async function runRound(job: string, round: () => Promise<unknown>): Promise<void> {
  try {
    await round();
    metrics.jobRuns.inc({ job, outcome: "done" });
  } catch (error) {
    metrics.jobRuns.inc({ job, outcome: "failed" });
    logger.error({ err: error, job }, `${job} failed`);
    throw error;
  }
}

/** Asks for a round now, besides the schedule's (one at start, where the work wants it). */
export async function runScheduledNow(queue: string): Promise<void> {
  await getQueue().send(queue, {});
}
