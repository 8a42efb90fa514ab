import type { WaveformPeaks } from "~/adapters/db/schema";
import { AUDIO_ANALYSIS, type AudioAnalysisFailure, type AudioAnalysisStatus } from "~/config/constants";

/** Integrated loudness, true peak and loudness range (EBU R128 / ITU-R BS.1770). */
export interface Loudness {
  integratedLufs: number;
  truePeakDbtp: number;
  loudnessRangeLu: number;
}

/**
 * What a page shows of one recording's analysis (docs/decisions/038): a loader's data, so small — the waveform as the
 * player's bars (0–100 each), not the stored 1 000 bins. The recording's own URL is the page's (its profile or project).
 */
export interface RecordingAnalysis {
  status: AudioAnalysisStatus;
  /** Why analysis failed, when it did (the editor says it in the owner's language). */
  failure: AudioAnalysisFailure | null;
  durationMs: number | null;
  format: { codec: string | null; sampleRate: number | null; channels: number | null; bitDepth: number | null } | null;
  loudness: Loudness | null;
  /** AUDIO_ANALYSIS.playerBars heights, 0–100, the loudest bar 100. */
  bars: number[] | null;
  /** The streaming copy (AAC in MP4), versioned by its analysis, or null: the original streams as it is. */
  streamSrc: string | null;
}

/**
 * The player's bars from the stored min/max pairs: the bins merged in `count` groups, each bar the group's largest
 * excursion either way, scaled so the loudest bar is 100 (a quiet recording still shows its shape; its loudness is
 * said in figures). Never below 1, so silence still draws a line.
 */
export function waveformBars(peaks: WaveformPeaks, count: number = AUDIO_ANALYSIS.playerBars): number[] {
  const bins = Math.floor(peaks.data.length / 2);
  if (bins === 0) return [];
  const bars = Array.from({ length: Math.min(count, bins) }, (_, bar) => {
    const from = Math.floor((bar * bins) / Math.min(count, bins));
    const to = Math.max(from + 1, Math.floor(((bar + 1) * bins) / Math.min(count, bins)));
    let peak = 0;
    for (let bin = from; bin < to; bin++) peak = Math.max(peak, Math.abs(peaks.data[2 * bin]!), Math.abs(peaks.data[2 * bin + 1]!));
    return peak;
  });
  const loudest = Math.max(...bars, 1);
  return bars.map((peak) => Math.max(1, Math.round((peak / loudest) * 100)));
}

/** A duration as the player writes it: "3:07", "1:02:05"; whole seconds, rounded down as a media element's clock is. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}
