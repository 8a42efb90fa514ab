import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "~/adapters/db/advisory-lock.server";
import type { Database } from "~/adapters/db/client.server";
import { audioAnalyses } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import { defineQueue, enqueue, isQueueStarted } from "~/adapters/queue/queue.server";
import type { Storage } from "~/adapters/storage/storage";
import { AUDIO_ANALYSIS, type AudioAnalysisFailure } from "~/config/constants";
import { announceSiteChange } from "~/server/site-changes";
import { analyseAudioFile } from "./analyse-audio-file.server";

/**
 * One job per stored recording to analyse (`{ storageKey }`, its singleton key): "stately", so a key has at most one
 * job waiting and one running — a second request while one waits is the same job, and a new upload while one runs
 * queues exactly one more. Retried with backoff; an attempt that outlives `expireInSeconds` (a process killed mid-job)
 * is retried like a failure.
 */
export const AUDIO_ANALYSIS_QUEUE = defineQueue({
  name: "audio-analysis",
  options: {
    policy: "stately",
    retryLimit: AUDIO_ANALYSIS.retryLimit,
    retryDelay: AUDIO_ANALYSIS.retryDelaySeconds,
    retryBackoff: true,
    // Two ffmpeg runs at their limit, the download and the copy's upload.
    expireInSeconds: AUDIO_ANALYSIS.timeoutSeconds * 2 + 120,
  },
});

export interface AudioAnalysisJob {
  storageKey: string;
}

/** Where a recording's streaming copy is stored: beside it, under the owner's prefix like the original. */
export const streamKeyOf = (storageKey: string): string => `${storageKey}.stream.m4a`;

/** Figures of a file that may have changed are forgotten: a new upload under the same key is pending again. */
const PENDING = {
  status: "pending",
  failure: null,
  durationMs: null,
  format: null,
  sampleRate: null,
  channels: null,
  bitDepth: null,
  integratedLufs: null,
  loudnessRangeLu: null,
  truePeakDbtp: null,
  peaks: null,
  streamKey: null,
  attempts: 0,
  analysedAt: null,
} as const;

/**
 * Asks for `storageKey` to be analysed, inside `tx` (the transaction that stored or found the file): its row becomes
 * pending (a new `requested_at`, so a job that read the file before cannot write its result) and a job is queued that
 * exists exactly when `tx` commits. Where the queue does not run in this process (tests of the upload alone) the row
 * stays pending and the next start's back-fill queues it.
 */
export async function requestAudioAnalysis(tx: Transaction, storageKey: string): Promise<void> {
  await tx
    .insert(audioAnalyses)
    .values({ storageKey })
    .onConflictDoUpdate({ target: audioAnalyses.storageKey, set: { ...PENDING, requestedAt: sql`now()` } });
  if (isQueueStarted()) await enqueueAudioAnalysis(tx, storageKey);
}

/**
 * Forgets the analysis of a file that was deleted (the upload sweep, a deleted project) and deletes its streaming copy.
 * A copy storage failed to delete is left behind (as the original's own failures are): the caller logs it.
 */
export async function deleteAudioAnalysis(db: Pick<Database, "delete">, storage: Pick<Storage, "delete">, storageKey: string): Promise<void> {
  const [row] = await db.delete(audioAnalyses).where(eq(audioAnalyses.storageKey, storageKey)).returning({ streamKey: audioAnalyses.streamKey });
  // The copy's key is derived, so a copy made by a job whose row was reset meanwhile is found too.
  if (row) await storage.delete(row.streamKey ?? streamKeyOf(storageKey));
}

/** Queues the job for a key whose row already says pending (the back-fill); false when one already waits. */
export async function enqueueAudioAnalysis(tx: Transaction, storageKey: string): Promise<boolean> {
  return (await enqueue(tx, AUDIO_ANALYSIS_QUEUE, { storageKey } satisfies AudioAnalysisJob, { singletonKey: storageKey })) !== null;
}

/**
 * The job: analyses the stored file and writes what it found, once. A row already done or failed is left alone (a job
 * run again after its result was written does nothing); a file that cannot be decoded, or is too long, is marked
 * failed at once; a timeout is retried, and marked failed on the last attempt. Anything else (storage or database
 * down) throws, so pg-boss retries the job; a row whose retries ran out stays pending and the next start's back-fill
 * asks again. The result is written in one statement, and only if the row still asks for the file this job read.
 */
export async function analyseStoredAudio(db: Database, storage: Storage, storageKey: string): Promise<void> {
  const [row] = await db
    .update(audioAnalyses)
    .set({ attempts: sql`${audioAnalyses.attempts} + 1` })
    .where(and(eq(audioAnalyses.storageKey, storageKey), eq(audioAnalyses.status, "pending")))
    // As text: a JavaScript Date keeps milliseconds, the column microseconds.
    .returning({ requestedAt: sql<string>`${audioAnalyses.requestedAt}::text`, attempts: audioAnalyses.attempts });
  if (!row) return;
  const stillRequested = and(
    eq(audioAnalyses.storageKey, storageKey),
    sql`${audioAnalyses.requestedAt}::text = ${row.requestedAt}`,
    eq(audioAnalyses.status, "pending"),
  );
  const markFailed = async (failure: AudioAnalysisFailure) => {
    const written = await db
      .update(audioAnalyses)
      .set({ status: "failed", failure, analysedAt: sql`now()` })
      .where(stillRequested)
      .returning({ storageKey: audioAnalyses.storageKey });
    logger.info({ key: storageKey, failure }, "audio analysis failed");
    if (written.length > 0) await announceSiteChange("directory");
  };

  const stored = await storage.get(storageKey);
  if (!stored) return markFailed("MISSING");
  const directory = await mkdtemp(path.join(tmpdir(), "audio-analysis-"));
  try {
    const original = path.join(directory, "original");
    const streamCopy = path.join(directory, "stream.m4a");
    await pipeline(stored.body, createWriteStream(original));
    const analysis = await analyseAudioFile(original, stored.contentType, streamCopy);
    if (!analysis.ok) {
      if (analysis.refusal === "TIMEOUT" && row.attempts <= AUDIO_ANALYSIS.retryLimit) throw new Error(`audio analysis of ${storageKey} timed out`);
      return await markFailed(analysis.refusal);
    }
    const streamKey = analysis.hasStreamCopy ? streamKeyOf(storageKey) : null;
    if (streamKey) await storage.put(streamKey, createReadStream(streamCopy), { contentType: "audio/mp4" });
    // A previous file under this key may have had a copy this one does not need.
    else await storage.delete(streamKeyOf(storageKey));
    const { probe, loudness } = analysis;
    const written = await db
      .update(audioAnalyses)
      .set({
        status: "done",
        failure: null,
        durationMs: analysis.durationMs,
        format: probe.codec,
        sampleRate: probe.sampleRate,
        channels: probe.channels,
        bitDepth: probe.bitDepth,
        integratedLufs: loudness.integratedLufs,
        loudnessRangeLu: loudness.loudnessRangeLu,
        truePeakDbtp: loudness.truePeakDbtp,
        peaks: analysis.peaks,
        streamKey,
        analysedAt: sql`now()`,
      })
      .where(stillRequested)
      .returning({ storageKey: audioAnalyses.storageKey });
    // Profiles and the directory show the waveform and figures: every instance forgets its cached renders of them.
    if (written.length > 0) await announceSiteChange("directory");
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
