import type { Database } from "~/adapters/db/client.server";
import type { Storage } from "~/adapters/storage/storage";
import { startSchedule, type Schedule } from "~/server/schedule";
import { sweepUploads } from "./sweep-uploads.server";

let schedule: Schedule | undefined;

/**
 * Sweeps unattached uploads now and then every `intervalMs` (app/server/schedule.ts); instances share the work
 * through the sweep's advisory lock. Start-up does not wait for the first round; a deployment that restarts more
 * often than the interval still sweeps.
 */
export function startUploadSweep(db: Database, storage: Storage, intervalMs: number): void {
  void schedule?.stop();
  schedule = startSchedule("upload sweep", intervalMs, () => sweepUploads(db, storage));
  void schedule.runNow();
}

/** Stops the schedule; resolves once a round that is under way has finished. */
export async function stopUploadSweep(): Promise<void> {
  const stopping = schedule;
  schedule = undefined;
  await stopping?.stop();
}
