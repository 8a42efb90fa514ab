import { logger } from "../logger.server.ts";
import { metrics } from "../metrics.server.ts";

const FIRST_PROBE_MS = 1_000;
const LAST_PROBE_MS = 60_000;

export interface QueueErrorWatch {
  /** pg-boss's "error" event. */
  onError(error: unknown): void;
  stop(): void;
}

/**
 * pg-boss reports every failed query of its loops as an "error" event: a database outage made some 34 of them per
 * instance within seconds (issue 25, D17). Each is counted in job_queue_errors_total; the log says once that the queue
 * lost its database (the first error, with its cause) and once that it is back: meanwhile `probe` (a trivial query on
 * the queue's connection) is tried after 1 s, then twice as long each time up to a minute, and its first success logs
 * the recovery with the number of errors in between.
 */
export function watchQueueErrors(probe: () => Promise<unknown>): QueueErrorWatch {
  let failing: { errors: number; since: number; delayMs: number; timer?: NodeJS.Timeout } | undefined;
  let stopped = false;
  const schedule = () => {
    if (!failing || stopped) return;
    failing.timer = setTimeout(() => void check(), failing.delayMs);
    failing.timer.unref();
  };
  const check = async () => {
    if (!failing || stopped) return;
    try {
      await probe();
    } catch {
      failing.delayMs = Math.min(failing.delayMs * 2, LAST_PROBE_MS);
      return schedule();
    }
    logger.info({ errors: failing.errors, downSeconds: Math.round((Date.now() - failing.since) / 1000) }, "job queue recovered");
    failing = undefined;
  };
  return {
    onError(error) {
      metrics.queueErrors.inc();
      if (failing) {
        failing.errors += 1;
        return;
      }
      failing = { errors: 1, since: Date.now(), delayMs: FIRST_PROBE_MS };
      logger.error({ err: error }, "job queue error; it retries, and the log says when it has recovered");
      schedule();
    },
    stop() {
      stopped = true;
      clearTimeout(failing?.timer);
    },
  };
}
