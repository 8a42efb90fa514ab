import type { Database } from "~/adapters/db/client.server";
import { defineQueue } from "~/adapters/queue/queue.server";
import type { Storage } from "~/adapters/storage/storage";
import { runScheduledNow, startSchedule } from "~/server/schedule";
import { sweepUploads } from "./sweep-uploads.server";

/** The upload sweep's rounds (a failed one is retried by the next). */
export const UPLOAD_SWEEP_QUEUE = defineQueue({ name: "upload-sweep", options: { retryLimit: 0 } });

/**
 * Sweeps unattached uploads every `intervalSeconds`, on the job queue (app/server/schedule.ts), and once at start: a
 * deployment that restarts more often than the interval still sweeps. Start-up does not wait for that round. Instances
 * share the work through the sweep's advisory lock.
 */
export async function startUploadSweep(db: Database, storage: Storage, intervalSeconds: number): Promise<void> {
  await startSchedule({ queue: UPLOAD_SWEEP_QUEUE, job: "upload sweep", intervalSeconds, round: () => sweepUploads(db, storage) });
  await runScheduledNow(UPLOAD_SWEEP_QUEUE);
}
