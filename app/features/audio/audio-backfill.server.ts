import { eq, inArray, ne } from "drizzle-orm";
import type { Transaction } from "~/adapters/db/advisory-lock.server";
import type { Database } from "~/adapters/db/client.server";
import { audioAnalyses, specialistProfiles, specialistProjects } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import { defineQueue, getQueue, work } from "~/adapters/queue/queue.server";
import type { Storage } from "~/adapters/storage/storage";
import { runRound } from "~/server/schedule";
import { enqueueAudioAnalysis } from "./audio-analysis-jobs.server";

/** The back-fill's round, once per start (no retries: the next start is the retry). */
export const AUDIO_BACKFILL_QUEUE = defineQueue({ name: "audio-analysis-backfill", options: { retryLimit: 0 } });

/** Keys asked for per transaction. */
const BATCH = 100;

/**
 * Asks for the analysis of every recording a profile or project names that has none yet (the demo media, files
 * uploaded before analysis existed), and queues again those left pending (a job lost with its retries spent, or
 * dropped by pg-boss after 14 days waiting for an instance with ffmpeg). The rows' keys and the jobs' singleton keys
 * make a second round — another start, another instance — add nothing. Returns how many jobs it queued.
 */
export async function backfillAudioAnalyses(db: Database, storage: Storage): Promise<number> {
  const named = await db
    .select({ url: specialistProfiles.audioUrl })
    .from(specialistProfiles)
    .where(ne(specialistProfiles.audioUrl, ""))
    .union(db.select({ url: specialistProjects.audioUrl }).from(specialistProjects).where(ne(specialistProjects.audioUrl, "")));
  const keys = [...new Set(named.map(({ url }) => storage.keyFromUrl(url)).filter((key) => key !== null))];
  let asked = 0;
  for (let start = 0; start < keys.length; start += BATCH) {
    const batch = keys.slice(start, start + BATCH);
    asked += await db.transaction(async (tx) => {
      const known = await tx
        .select({ key: audioAnalyses.storageKey, status: audioAnalyses.status })
        .from(audioAnalyses)
        .where(inArray(audioAnalyses.storageKey, batch));
      const settled = new Set(known.filter((row) => row.status !== "pending").map((row) => row.key));
      const wanted = batch.filter((key) => !settled.has(key));
      if (wanted.length === 0) return 0;
      await tx
        .insert(audioAnalyses)
        .values(wanted.map((storageKey) => ({ storageKey })))
        .onConflictDoNothing();
      return queueEach(tx, wanted);
    });
  }
  // Pending rows no profile names any more (an upload not attached yet) are asked for again too.
  const orphans = await db.select({ key: audioAnalyses.storageKey }).from(audioAnalyses).where(eq(audioAnalyses.status, "pending"));
  const rest = orphans.map((row) => row.key).filter((key) => !keys.includes(key));
  for (let start = 0; start < rest.length; start += BATCH) {
    const batch = rest.slice(start, start + BATCH);
    asked += await db.transaction((tx) => queueEach(tx, batch));
  }
  if (asked > 0) logger.info({ recordings: asked }, "audio analysis asked for recordings without one");
  return asked;
}

/** Queues a job for each key that has none waiting; how many it queued. */
async function queueEach(tx: Transaction, keys: readonly string[]): Promise<number> {
  let queued = 0;
  for (const key of keys) if (await enqueueAudioAnalysis(tx, key)) queued++;
  return queued;
}

/** Starts the back-fill's worker and asks for its one round of this start. */
export async function startAudioBackfill(db: Database, storage: Storage): Promise<void> {
  await work(AUDIO_BACKFILL_QUEUE, { pollingIntervalSeconds: 5 }, () => runRound("audio analysis back-fill", () => backfillAudioAnalyses(db, storage)));
  await getQueue().send(AUDIO_BACKFILL_QUEUE, {});
}
