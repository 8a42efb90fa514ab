import { describe, expect, it } from "vitest";
import type { WaveformPeaks } from "~/adapters/db/schema";
import { AUDIO_ANALYSIS } from "~/config/constants";
import { mayClip, nearestLoudnessTarget } from "./loudness";
import { formatDuration, waveformBars } from "./recording";
import { waveformPath } from "./waveform";

const peaksOf = (pairs: Array<[number, number]>): WaveformPeaks => ({
  version: 2,
  channels: 1,
  sample_rate: 48_000,
  samples_per_pixel: 480,
  bits: 8,
  length: pairs.length,
  data: pairs.flat(),
});

describe("waveformBars", () => {
  it("merges the stored bins into the player's bars, each its group's largest excursion, the loudest 100", () => {
    // 1 000 bins: a ramp from silence to full scale, then a negative spike in the last bin.
    const pairs = Array.from({ length: 1000 }, (_, bin): [number, number] => [-Math.round((bin / 999) * 64), Math.round((bin / 999) * 64)]);
    pairs[999] = [-128, 10];
    const bars = waveformBars(peaksOf(pairs));
    expect(bars).toHaveLength(AUDIO_ANALYSIS.playerBars);
    expect(bars.at(-1)).toBe(100);
    expect(bars[0]).toBe(1);
    // The ramp rises bar by bar to half the spike.
    expect(bars.slice(0, -1).every((bar, index) => index === 0 || bar >= bars[index - 1]!)).toBe(true);
    expect(bars.at(-2)).toBe(50);
  });

  it("keeps fewer bins as they are, and draws silence as a line of the smallest bars", () => {
    expect(
      waveformBars(
        peaksOf([
          [-10, 20],
          [-40, 5],
          [0, 0],
        ]),
      ),
    ).toEqual([50, 100, 1]);
    expect(waveformBars(peaksOf(Array.from({ length: 500 }, () => [0, 0])))).toEqual(Array.from({ length: AUDIO_ANALYSIS.playerBars }, () => 1));
    expect(waveformBars(peaksOf([]))).toEqual([]);
  });

  it("makes a path of one centred stroke per bar", () => {
    expect(waveformPath([100, 1, 50])).toBe("M0.5 0v100M1.5 49.5v1M2.5 25v50");
  });
});

describe("formatDuration", () => {
  it("writes minutes and seconds, hours when there are some, rounding down like the media clock", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(4.999)).toBe("0:04");
    expect(formatDuration(187)).toBe("3:07");
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(formatDuration(Number.NaN)).toBe("0:00");
  });
});

describe("nearestLoudnessTarget and mayClip", () => {
  it("names the nearest common target and the difference in LU, louder positive", () => {
    expect(nearestLoudnessTarget(-14.2)).toEqual({ target: "streaming", lufs: -14, difference: -0.2 });
    expect(nearestLoudnessTarget(-9)).toEqual({ target: "streaming", lufs: -14, difference: 5 });
    expect(nearestLoudnessTarget(-16.4)).toEqual({ target: "podcasts", lufs: -16, difference: -0.4 });
    expect(nearestLoudnessTarget(-24)).toEqual({ target: "broadcast", lufs: -23, difference: -1 });
  });

  it("marks a true peak above full scale only", () => {
    expect(mayClip({ integratedLufs: -9, truePeakDbtp: 0.3, loudnessRangeLu: 4 })).toBe(true);
    expect(mayClip({ integratedLufs: -9, truePeakDbtp: 0, loudnessRangeLu: 4 })).toBe(false);
  });
});
