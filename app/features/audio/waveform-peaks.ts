import type { WaveformPeaks } from "~/adapters/db/schema";

/**
 * Min/max pairs of a mono 16-bit PCM stream, `bins` of them for the whole file, in the JSON layout of BBC's
 * audiowaveform and waveform-data.js (version 2, one channel, 8 bits: each value is the 16-bit sample >> 8,
 * −128…127). The stream is read once as it arrives: each bin holds `samplesPerPixel` samples, chosen from the
 * expected sample count (the probe's duration): `bins` of them when the container's duration is right, a few fewer
 * when it over-states it (an MP3's encoder padding), and never more — a file longer than expected gets its bins merged
 * in groups at the end.
 */
export class WaveformPeaksBuilder {
  readonly #sampleRate: number;
  readonly #bins: number;
  readonly #samplesPerPixel: number;
  readonly #minima: number[] = [];
  readonly #maxima: number[] = [];
  #count = 0;
  #min = 0;
  #max = 0;
  /** A byte left over from the previous chunk (a sample split between two chunks). */
  #carry: number | null = null;

  constructor({ sampleRate, expectedSamples, bins }: { sampleRate: number; expectedSamples: number; bins: number }) {
    this.#sampleRate = sampleRate;
    this.#bins = bins;
    this.#samplesPerPixel = Math.max(1, Math.ceil(expectedSamples / bins));
  }

  /** Samples read so far. */
  get samples(): number {
    return this.#minima.length * this.#samplesPerPixel + this.#count;
  }

  /** Takes the next bytes of little-endian signed 16-bit samples. */
  push(chunk: Uint8Array): void {
    let offset = 0;
    if (this.#carry !== null && chunk.length > 0) {
      this.#take((((chunk[0]! << 8) | this.#carry) << 16) >> 16);
      this.#carry = null;
      offset = 1;
    }
    for (; offset + 1 < chunk.length; offset += 2) this.#take((((chunk[offset + 1]! << 8) | chunk[offset]!) << 16) >> 16);
    if (offset < chunk.length) this.#carry = chunk[offset]!;
  }

  #take(sample: number): void {
    if (this.#count === 0 || sample < this.#min) this.#min = sample;
    if (this.#count === 0 || sample > this.#max) this.#max = sample;
    if (++this.#count === this.#samplesPerPixel) this.#closeBin();
  }

  #closeBin(): void {
    this.#minima.push(this.#min);
    this.#maxima.push(this.#max);
    this.#count = 0;
  }

  finish(): WaveformPeaks {
    if (this.#count > 0) this.#closeBin();
    const group = Math.max(1, Math.ceil(this.#minima.length / this.#bins));
    const data: number[] = [];
    for (let start = 0; start < this.#minima.length; start += group) {
      const minima = this.#minima.slice(start, start + group);
      const maxima = this.#maxima.slice(start, start + group);
      data.push(Math.min(...minima) >> 8, Math.max(...maxima) >> 8);
    }
    return {
      version: 2,
      channels: 1,
      sample_rate: this.#sampleRate,
      samples_per_pixel: this.#samplesPerPixel * group,
      bits: 8,
      length: data.length / 2,
      data,
    };
  }
}
