import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AUDIO_ANALYSIS } from "~/config/constants";
import { analyseAudioFile, needsStreamCopy } from "./analyse-audio-file.server";
import { sineAt, writeTestSignal } from "./audio-fixtures";

const directory = mkdtempSync(path.join(tmpdir(), "audio-analysis-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const file = (name: string) => path.join(directory, name);

// References (ITU-R BS.1770-4): a channel's loudness is −0.691 + 10·log10(mean square after K-weighting); K-weighting
// lifts 1 kHz by ≈ +0.69 dB, which the −0.691 cancels (a full-scale 997 Hz sine in one channel reads −3.01 LUFS, its mean
// square being 1/2). So a 1 kHz sine peaking at −20 dBFS reads −20 − 3.01 = −23.0 LUFS in one channel, and −20.0 LUFS in
// two (the channels' powers add: +3.01 dB) — EBU Tech 3341's case 1 is the same sine at −23 dBFS in stereo, −23.0 LUFS.
// Its samples reach its peak (48 samples a period, one on the crest): true peak −20.0 dBTP.
describe("analyseAudioFile", () => {
  it("measures a 1 kHz sine at −20 dBFS in stereo (WAV): −20.0 LUFS, −20.0 dBTP, LRA 0", async () => {
    writeTestSignal(file("sine.wav"), sineAt(-20), "wav");
    const result = await analyseAudioFile(file("sine.wav"), "audio/wav");
    if (!result.ok) throw new Error(result.refusal);
    expect(result.loudness.integratedLufs).toBeCloseTo(-20.0, 1);
    expect(Math.abs(result.loudness.integratedLufs! - -20.0)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(result.loudness.truePeakDbtp! - -20.0)).toBeLessThanOrEqual(0.1);
    expect(result.loudness.loudnessRangeLu).toBe(0);
    expect(result.probe).toMatchObject({ codec: "pcm_s24le", sampleRate: 48_000, channels: 2, bitDepth: 24, isLossless: true });
    expect(result.durationMs).toBe(20_000);
    expect(result.peaks).toMatchObject({ version: 2, channels: 1, bits: 8, sample_rate: 48_000, length: 1000, samples_per_pixel: 960 });
    // 0.1 of full scale is 3276 in 16 bits, 12 in 8 (3276 >> 8).
    expect(Math.max(...result.peaks.data)).toBe(12);
    expect(Math.min(...result.peaks.data)).toBe(-13);
  });

  it("measures the same sine in one channel at −23.0 LUFS", async () => {
    writeTestSignal(file("mono.flac"), sineAt(-20, { stereo: false }), "flac");
    const result = await analyseAudioFile(file("mono.flac"), "audio/flac");
    if (!result.ok) throw new Error(result.refusal);
    expect(Math.abs(result.loudness.integratedLufs! - -23.01)).toBeLessThanOrEqual(0.1);
    expect(result.probe).toMatchObject({ codec: "flac", channels: 1, bitDepth: 24 });
  });

  it("finds a true peak above the sample peak: an 8 kHz sine at 60° peaks at −6.02 dBTP between samples at −7.27 dBFS", async () => {
    // fs/6 with a 60° phase: the samples fall at ±sin(60°) and ±sin(120°)… of the crest, never on it (as EBU Tech 3341's true-peak cases).
    writeTestSignal(file("true-peak.wav"), { channels: ["0.5*sin(2*PI*8000*t+PI/3)", "0.5*sin(2*PI*8000*t+PI/3)"], seconds: 10 }, "wav");
    const result = await analyseAudioFile(file("true-peak.wav"), "audio/wav");
    if (!result.ok) throw new Error(result.refusal);
    expect(Math.abs(result.loudness.truePeakDbtp! - 20 * Math.log10(0.5))).toBeLessThanOrEqual(0.1);
  });

  it("reads a 320 kb/s MP3 within 0.1 LU and 0.1 dB of the reference, and gives it a smaller streaming copy", async () => {
    writeTestSignal(file("sine.mp3"), sineAt(-20), "mp3");
    const result = await analyseAudioFile(file("sine.mp3"), "audio/mpeg", file("sine.mp3.m4a"));
    if (!result.ok) throw new Error(result.refusal);
    expect(Math.abs(result.loudness.integratedLufs! - -20.0)).toBeLessThanOrEqual(0.1);
    expect(Math.abs(result.loudness.truePeakDbtp! - -20.0)).toBeLessThanOrEqual(0.1);
    expect(result.probe).toMatchObject({ codec: "mp3", bitDepth: null, isLossless: false });
    expect(Math.abs(result.durationMs - 20_000)).toBeLessThan(100);
    // 320 kb/s is over the 192 kb/s a phone needs: it gets its 128 kb/s copy.
    expect(result.hasStreamCopy).toBe(true);
    expect(statSync(file("sine.mp3.m4a")).size).toBeLessThan(statSync(file("sine.mp3")).size);
  });

  it("makes a streaming copy of a WAV, and none of a 128 kb/s MP3", async () => {
    writeTestSignal(file("copy.wav"), sineAt(-20, { seconds: 5 }), "wav");
    const wav = await analyseAudioFile(file("copy.wav"), "audio/wav", file("copy.m4a"));
    expect(wav.ok && wav.hasStreamCopy).toBe(true);
    expect(statSync(file("copy.m4a")).size).toBeLessThan(statSync(file("copy.wav")).size / 5);
    expect(needsStreamCopy({ codec: "mp3", sampleRate: 44_100, channels: 2, bitDepth: null, durationSeconds: 60, bitRate: 128_000, isLossless: false })).toBe(
      false,
    );
    expect(needsStreamCopy({ codec: "opus", sampleRate: 48_000, channels: 2, bitDepth: null, durationSeconds: 60, bitRate: 96_000, isLossless: false })).toBe(
      true,
    );
  });

  it("says UNREADABLE for random bytes named .wav, a cut-off header and a type it does not know", async () => {
    writeFileSync(file("noise.wav"), Buffer.from(Array.from({ length: 64 * 1024 }, (_, index) => (index * 7919) % 251)));
    expect(await analyseAudioFile(file("noise.wav"), "audio/wav")).toEqual({ ok: false, refusal: "UNREADABLE" });
    writeTestSignal(file("whole.wav"), sineAt(-20, { seconds: 1 }), "wav");
    writeFileSync(file("cut.wav"), Buffer.from("RIFF\u0024\u0000\u0000\u0000WAVEfmt "));
    expect(await analyseAudioFile(file("cut.wav"), "audio/wav")).toEqual({ ok: false, refusal: "UNREADABLE" });
    expect(await analyseAudioFile(file("whole.wav"), "application/x-mpegurl")).toEqual({ ok: false, refusal: "UNREADABLE" });
  });

  it(`refuses a recording longer than ${AUDIO_ANALYSIS.maxDurationSeconds / 60} minutes as TOO_LONG`, async () => {
    // Silence at 8 kHz in FLAC: a minute past the limit is a few kilobytes, and the probe alone decides.
    writeTestSignal(file("long.flac"), { channels: ["0"], seconds: AUDIO_ANALYSIS.maxDurationSeconds + 60, sampleRate: 8_000 }, "flac");
    expect(await analyseAudioFile(file("long.flac"), "audio/flac")).toEqual({ ok: false, refusal: "TOO_LONG" });
  });
});
