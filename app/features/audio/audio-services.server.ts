import type { Database } from "~/adapters/db/client.server";
import { logger } from "~/adapters/logger.server";
import { work } from "~/adapters/queue/queue.server";
import type { Storage } from "~/adapters/storage/storage";
import { AUDIO_ANALYSIS_QUEUE, analyseStoredAudio, type AudioAnalysisJob } from "./audio-analysis-jobs.server";
import { startAudioBackfill } from "./audio-backfill.server";
import { hasFfmpeg } from "./run-tool.server";

let isRunning = false;

/**
 * Whether this process analyses recordings (ffmpeg was found when the services started): the editor says «Анализируем…»
 * for a pending recording only then, and otherwise that analysis is off on this server.
 */
export const isAudioAnalysisRunning = (): boolean => isRunning;

/**
 * Starts audio analysis in this process (docs/decisions/038): one job at a time (batch size 1, one worker), and the
 * back-fill's round of this start. Without ffmpeg on the machine it says so in one line and works no job: uploads still
 * queue theirs, rows stay pending, and an instance with ffmpeg (or this one after it is installed) analyses them.
 */
export async function startAudioAnalysis(
  db: Database,
  storage: Storage,
  { isFfmpegInstalled = hasFfmpeg() }: { isFfmpegInstalled?: boolean } = {},
): Promise<boolean> {
  if (!isFfmpegInstalled) {
    logger.warn("ffmpeg not found: audio analysis is off until it is installed (apt-get install ffmpeg)");
    return false;
  }
  await work<AudioAnalysisJob>(AUDIO_ANALYSIS_QUEUE, { pollingIntervalSeconds: 2, localConcurrency: 1 }, async (job) => {
    await analyseStoredAudio(db, storage, job.data.storageKey);
  });
  await startAudioBackfill(db, storage);
  isRunning = true;
  return true;
}
