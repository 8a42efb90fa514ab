import { AUDIO_ANALYSIS } from "~/config/constants";
import type { Loudness } from "./recording";

// What the loudness figures mean beside a player (loudness-figures.tsx), apart from recording.ts, which a directory card
// shares: the card shows no figures.

export type LoudnessTarget = keyof typeof AUDIO_ANALYSIS.loudnessTargets;

/** The common target nearest to a recording's integrated loudness, and how far above (+) or below (−) it the recording is, in LU. */
export function nearestLoudnessTarget(integratedLufs: number): { target: LoudnessTarget; lufs: number; difference: number } {
  const [target, lufs] = (Object.entries(AUDIO_ANALYSIS.loudnessTargets) as Array<[LoudnessTarget, number]>).reduce((nearest, candidate) =>
    Math.abs(candidate[1] - integratedLufs) < Math.abs(nearest[1] - integratedLufs) ? candidate : nearest,
  );
  return { target, lufs, difference: Math.round((integratedLufs - lufs) * 10) / 10 };
}

/** A true peak above full scale: the recording may clip when decoded or converted (marked "may clip"). */
export const mayClip = (loudness: Loudness): boolean => loudness.truePeakDbtp > 0;
