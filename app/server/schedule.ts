import { logger } from "~/adapters/logger.server";
import { metrics } from "~/adapters/metrics.server";

/**
 * Work that repeats every interval (ARCHITECTURE "scheduler"): never two rounds at once (a round longer than the
 * interval is not overlapped), a failed round is logged and counted, and the timer alone never keeps the process
 * alive. Instances share the work through each job's advisory lock.
 */
export interface Schedule {
  /** Starts a round now unless one is under way; resolves when that round has ended. */
  runNow(): Promise<void>;
  /** Stops the timer; resolves once a round that is under way has finished. */
  stop(): Promise<void>;
}

export function startSchedule(job: string, intervalMs: number, round: () => Promise<unknown>): Schedule {
  let running: Promise<void> | undefined;
  const runNow = () => {
    running ??= round()
      .then(
        () => void metrics.jobRuns.inc({ job, outcome: "done" }),
        (error: unknown) => {
          metrics.jobRuns.inc({ job, outcome: "failed" });
          logger.error({ err: error, job }, `${job} failed`);
        },
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void runNow(), intervalMs);
  timer.unref();
  return {
    runNow,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
