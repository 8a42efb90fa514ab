import { inArray, like } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { escapeLike } from "~/adapters/db/escape-like";
import { audioAnalyses, type AudioAnalysisRow } from "~/adapters/db/schema";
import type { Storage } from "~/adapters/storage/storage";
import type { PlaybackSource } from "./page-audio";
import { waveformBars, type RecordingAnalysis } from "./recording";

type Urls = Pick<Storage, "publicUrl" | "keyFromUrl">;

/** The storage keys of these recordings' URLs (empty and foreign URLs left out), by URL. */
function storageKeysOf(storage: Urls, urls: readonly string[]): Map<string, string> {
  return new Map(
    urls.flatMap((url) => {
      const key = url ? storage.keyFromUrl(url) : null;
      return key === null ? [] : [[url, key] as const];
    }),
  );
}

/**
 * The streaming copy's URL of a finished analysis, or null (play the original): versioned by the analysis, so a new file
 * under the same key gets a new copy and the browser's cached one is not used.
 */
function streamSrcOf(row: Pick<AudioAnalysisRow, "status" | "streamKey" | "analysedAt">, storage: Pick<Storage, "publicUrl">): string | null {
  return row.status === "done" && row.streamKey ? storage.publicUrl(row.streamKey, row.analysedAt?.getTime().toString(36)) : null;
}

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
    streamSrc: streamSrcOf(row, storage),
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
  const keys = storageKeysOf(storage, urls);
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

/**
 * What directory cards play (issue 28): per demo URL, the original or its streaming copy and the length to show — the
 * few columns that takes, not the peaks (a card draws no waveform: reading and merging 14 cards' peaks cost the signed-in
 * directory 3 ms of CPU a render). A demo whose analysis found it unreadable gets none; one not analysed yet plays the original.
 */
export async function getAuditions(db: Database, storage: Urls, urls: readonly string[]): Promise<Map<string, PlaybackSource>> {
  const keys = storageKeysOf(storage, urls);
  if (keys.size === 0) return new Map();
  const rows = await db
    .select({
      storageKey: audioAnalyses.storageKey,
      status: audioAnalyses.status,
      durationMs: audioAnalyses.durationMs,
      streamKey: audioAnalyses.streamKey,
      analysedAt: audioAnalyses.analysedAt,
    })
    .from(audioAnalyses)
    .where(inArray(audioAnalyses.storageKey, [...new Set(keys.values())]));
  const byKey = new Map(rows.map((row) => [row.storageKey, row]));
  return new Map(
    [...keys].flatMap(([url, key]) => {
      const row = byKey.get(key);
      if (!row) return [[url, { src: url, streamSrc: null, durationMs: null }]];
      if (row.status === "failed") return [];
      return [[url, { src: url, streamSrc: streamSrcOf(row, storage), durationMs: row.status === "done" ? row.durationMs : null }]];
    }),
  );
}
