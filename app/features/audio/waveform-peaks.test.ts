import { describe, expect, it } from "vitest";
import { WaveformPeaksBuilder } from "./waveform-peaks";

const pcm = (samples: number[]) => new Uint8Array(Int16Array.from(samples).buffer);

describe("WaveformPeaksBuilder", () => {
  it("writes min/max pairs per bin in audiowaveform's 8-bit JSON layout", () => {
    const builder = new WaveformPeaksBuilder({ sampleRate: 8000, expectedSamples: 8, bins: 4 });
    builder.push(pcm([0, 256, -512, 32767, -32768, 100, 0, -256]));
    expect(builder.finish()).toEqual({
      version: 2,
      channels: 1,
      sample_rate: 8000,
      samples_per_pixel: 2,
      bits: 8,
      length: 4,
      data: [0, 1, -2, 127, -128, 0, -1, 0],
    });
  });

  it("takes a sample split between two chunks", () => {
    const bytes = pcm([1000, -3000, 12800]);
    const builder = new WaveformPeaksBuilder({ sampleRate: 8000, expectedSamples: 3, bins: 1 });
    builder.push(bytes.subarray(0, 3));
    builder.push(bytes.subarray(3));
    expect(builder.samples).toBe(3);
    expect(builder.finish().data).toEqual([-3000 >> 8, 12800 >> 8]);
  });

  it("never writes more bins than asked for when the file is longer than its container said", () => {
    const builder = new WaveformPeaksBuilder({ sampleRate: 8000, expectedSamples: 1000, bins: 100 });
    builder.push(pcm(Array.from({ length: 2500 }, (_, index) => (index % 2 === 0 ? index : -index))));
    const peaks = builder.finish();
    expect(peaks.length).toBeLessThanOrEqual(100);
    expect(peaks.data).toHaveLength(peaks.length * 2);
    expect(peaks.samples_per_pixel * peaks.length).toBeGreaterThanOrEqual(2500);
    expect(peaks.data.at(-1)).toBe(2498 >> 8);
  });

  it("keeps a short last bin", () => {
    const builder = new WaveformPeaksBuilder({ sampleRate: 8000, expectedSamples: 10, bins: 4 });
    builder.push(pcm([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((value) => value * 256)));
    const peaks = builder.finish();
    expect(peaks.samples_per_pixel).toBe(3);
    expect(peaks.length).toBe(4);
    expect(peaks.data.slice(-2)).toEqual([10, 10]);
  });
});
