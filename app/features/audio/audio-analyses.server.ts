import { inArray, like } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { escapeLike } from "~/adapters/db/escape-like";
import { audioAnalyses, type AudioAnalysisRow } from "~/adapters/db/schema";
import type { Storage } from "~/adapters/storage/storage";
import { waveformBars, type RecordingAnalysis } from "./recording";

type Urls = Pick<Storage, "publicUrl" | "keyFromUrl">;

function recordingAnalysis(row: AudioAnalysisRow, storage: Pick<Storage, "publicUrl">): RecordingAnalysis {
  const isDone = row.status === "done";
  return {
    status: row.status,
    failure: row.failure,
    durationMs: row.durationMs,
    format: isDone ? { codec: row.format, sampleRate: row.sampleRate, channels: row.channels, bitDepth: row.bitDepth } : null,
    loudness:
      isDone && row.integratedLufs !== null && row.truePeakDbtp !== null && row.loudnessRangeLu !== null
        ? { integratedLufs: row.integratedLufs, truePeakDbtp: row.truePeakDbtp, loudnessRangeLu: row.loudnessRangeLu }
        : null,
    bars: isDone && row.peaks ? waveformBars(row.peaks) : null,
    // Versioned by the analysis: a new file under the same key gets a new copy, and the browser's cached one is not used.
    streamSrc: isDone && row.streamKey ? storage.publicUrl(row.streamKey, row.analysedAt?.getTime().toString(36)) : null,
  };
}

/**
 * The analyses of these recordings, by storage key; a key with no row (not analysed yet, or a file from before the
 * back-fill ran) is missing from the map, which a page shows like "pending". One query for a page's recordings.
 */
async function getAudioAnalyses(db: Database, storage: Pick<Storage, "publicUrl">, storageKeys: readonly string[]): Promise<Map<string, RecordingAnalysis>> {
  if (storageKeys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(audioAnalyses)
    .where(inArray(audioAnalyses.storageKey, [...new Set(storageKeys)]));
  return new Map(rows.map((row) => [row.storageKey, recordingAnalysis(row, storage)]));
}

/** The analyses of the recordings at these URLs (a page's profile and projects), by URL; empty URLs and foreign ones are skipped. */
export async function getRecordingAnalyses(db: Database, storage: Urls, urls: readonly string[]): Promise<Record<string, RecordingAnalysis>> {
  const keys = new Map(
    urls.flatMap((url) => (url ? [[url, storage.keyFromUrl(url)] as const] : [])).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  const analyses = await getAudioAnalyses(db, storage, [...keys.values()]);
  return Object.fromEntries([...keys].flatMap(([url, key]) => (analyses.has(key) ? [[url, analyses.get(key)!]] : [])));
}

/**
 * Every analysis under a storage prefix (an owner's uploads, `profiles/<id>/`), by key: the editor shows the analysis of
 * an upload before the profile names it, and the keys of a profile's recordings are fixed per slot (uploadKey).
 */
export async function getAnalysesUnder(db: Database, storage: Pick<Storage, "publicUrl">, prefix: string): Promise<Record<string, RecordingAnalysis>> {
  const rows = await db
    .select()
    .from(audioAnalyses)
    .where(like(audioAnalyses.storageKey, `${escapeLike(prefix)}%`));
  return Object.fromEntries(rows.map((row) => [row.storageKey, recordingAnalysis(row, storage)]));
}
