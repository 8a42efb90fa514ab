import { inArray } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { audioAnalyses, type WaveformPeaks } from "~/adapters/db/schema";
import type { Storage } from "~/adapters/storage/storage";
import type { AudioAnalysisFailure, AudioAnalysisStatus } from "~/config/constants";

/** What a page shows of one recording's analysis (serialisable: it goes through a loader). */
export interface AudioSummary {
  status: AudioAnalysisStatus;
  /** Why analysis failed (a key of the editor's messages), when it did. */
  failure: AudioAnalysisFailure | null;
  durationMs: number | null;
  format: string | null;
  sampleRate: number | null;
  channels: number | null;
  bitDepth: number | null;
  integratedLufs: number | null;
  loudnessRangeLu: number | null;
  truePeakDbtp: number | null;
  peaks: WaveformPeaks | null;
  /** The streaming copy's URL (versioned by its analysis time), or null: play the original. */
  streamUrl: string | null;
}

/**
 * The analyses of these recordings, by storage key; a key with no row (not analysed yet, or a file from before) is
 * missing from the map, which a page shows like "pending". One query for a page's recordings.
 */
export async function getAudioAnalyses(db: Database, storage: Pick<Storage, "publicUrl">, storageKeys: readonly string[]): Promise<Map<string, AudioSummary>> {
  if (storageKeys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(audioAnalyses)
    .where(inArray(audioAnalyses.storageKey, [...new Set(storageKeys)]));
  return new Map(
    rows.map((row) => [
      row.storageKey,
      {
        status: row.status,
        failure: row.failure,
        durationMs: row.durationMs,
        format: row.format,
        sampleRate: row.sampleRate,
        channels: row.channels,
        bitDepth: row.bitDepth,
        integratedLufs: row.integratedLufs,
        loudnessRangeLu: row.loudnessRangeLu,
        truePeakDbtp: row.truePeakDbtp,
        peaks: row.status === "done" ? row.peaks : null,
        streamUrl: row.status === "done" && row.streamKey ? storage.publicUrl(row.streamKey, row.analysedAt?.getTime().toString(36)) : null,
      } satisfies AudioSummary,
    ]),
  );
}
