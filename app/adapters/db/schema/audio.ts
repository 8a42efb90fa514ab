// Audio analysis: what the background job found in each uploaded recording (issue 28, docs/decisions/038).
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, real, text, timestamp } from "drizzle-orm/pg-core";
import { AUDIO_ANALYSIS, type AudioAnalysisFailure, type AudioAnalysisStatus } from "../../../config/constants.ts";
import { quotedList } from "./columns.ts";

/** Waveform peaks in the JSON layout of BBC's audiowaveform (version 2, one channel, 8 bits): min/max pairs per bin. */
export interface WaveformPeaks {
  version: 2;
  channels: 1;
  sample_rate: number;
  samples_per_pixel: number;
  bits: 8;
  length: number;
  data: number[];
}

/**
 * One row per stored audio file, keyed by its storage key (a profile's or a project's `audio_url` names it through the
 * storage's `keyFromUrl`). `requested_at` changes whenever the file's bytes may have changed (a new upload under the
 * same key): a job writes its result only where it still matches what it read, so an old file's result never lands on
 * a new one.
 */
export const audioAnalyses = pgTable(
  "audio_analysis",
  {
    storageKey: text("storage_key").primaryKey(),
    status: text("status").$type<AudioAnalysisStatus>().notNull().default("pending"),
    failure: text("failure").$type<AudioAnalysisFailure>(),
    durationMs: integer("duration_ms"),
    format: text("format"),
    sampleRate: integer("sample_rate"),
    channels: integer("channels"),
    bitDepth: integer("bit_depth"),
    integratedLufs: real("integrated_lufs"),
    loudnessRangeLu: real("loudness_range_lu"),
    truePeakDbtp: real("true_peak_dbtp"),
    peaks: jsonb("peaks").$type<WaveformPeaks>(),
    /** The streaming copy beside the original (AAC in MP4), or null when the original is streamed as it is. */
    streamKey: text("stream_key"),
    attempts: integer("attempts").notNull().default(0),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    analysedAt: timestamp("analysed_at", { withTimezone: true }),
  },
  (table) => [
    check("audio_analysis_status_known", sql`${table.status} in (${quotedList(AUDIO_ANALYSIS.statuses)})`),
    check("audio_analysis_failure_known", sql`${table.failure} is null or ${table.failure} in (${quotedList(AUDIO_ANALYSIS.failures)})`),
    check("audio_analysis_failure_when_failed", sql`(${table.status} = 'failed') = (${table.failure} is not null)`),
    index("audio_analysis_status_idx").on(table.status),
  ],
);

export type AudioAnalysisRow = typeof audioAnalyses.$inferSelect;
