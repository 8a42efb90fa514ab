import type { Database } from "~/adapters/db/client.server";
import { logger } from "~/adapters/logger.server";
import type { Storage } from "~/adapters/storage/storage";
import { sweepUploads } from "./sweep-uploads.server";

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<unknown> | undefined;

/**
 * Sweeps unattached uploads now and then every `intervalMs` (ARCHITECTURE "scheduler"), never two rounds at once;
 * instances share the work through the sweep's advisory lock. Start-up does not wait for the first round.
 */
export function startUploadSweep(db: Database, storage: Storage, intervalMs: number): void {
  if (timer) clearInterval(timer);
  const round = () => {
    running ??= sweepUploads(db, storage)
      .catch((error: unknown) => logger.error({ err: error }, "upload sweep failed"))
      .finally(() => {
        running = undefined;
      });
  };
  timer = setInterval(round, intervalMs);
  // The schedule alone must never keep the process alive (tests, graceful shutdown).
  timer.unref();
  // A deployment that restarts more often than the interval still sweeps.
  round();
}

/** Stops the schedule; resolves once a round that is under way has finished. */
export async function stopUploadSweep(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  await running;
}
