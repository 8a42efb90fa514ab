import { describe, expect, it } from "vitest";
import { parseLoudnessSummary, parseProbe } from "./ffmpeg-output";

// ffmpeg 5.1's ebur128 summary, as logged for a 20 s 1 kHz sine (recorded 2026-11-27).
const SUMMARY = `size=N/A time=00:00:20.00 bitrate=N/A speed= 174x
[Parsed_ebur128_1 @ 0x55f1bb1de640] Summary:

  Integrated loudness:
    I:         -23.0 LUFS
    Threshold: -33.0 LUFS

  Loudness range:
    LRA:         6.2 LU
    Threshold: -43.1 LUFS
    LRA low:   -26.1 LUFS
    LRA high:  -19.9 LUFS

  True peak:
    Peak:       -1.3 dBFS
`;

describe("parseLoudnessSummary", () => {
  it("reads integrated loudness, loudness range and true peak", () => {
    expect(parseLoudnessSummary(SUMMARY)).toEqual({ integratedLufs: -23, loudnessRangeLu: 6.2, truePeakDbtp: -1.3 });
  });

  it("reads the last summary when the filter logged frames before it", () => {
    expect(parseLoudnessSummary(`[Parsed_ebur128_1] t: 0.1 M: -120.7 S:-120.7 I: -70.0 LUFS LRA: 0.0 LU\n${SUMMARY}`)?.integratedLufs).toBe(-23);
  });

  it("has no loudness and no peak for digital silence", () => {
    const silence = SUMMARY.replace("-23.0 LUFS", "-70.0 LUFS").replace("-1.3 dBFS", "-inf dBFS");
    expect(parseLoudnessSummary(silence)).toEqual({ integratedLufs: null, loudnessRangeLu: 6.2, truePeakDbtp: null });
  });

  it("keeps a true peak above full scale", () => {
    expect(parseLoudnessSummary(SUMMARY.replace("-1.3 dBFS", "0.4 dBFS"))?.truePeakDbtp).toBe(0.4);
  });

  it("is null when ffmpeg stopped before its summary", () => {
    expect(parseLoudnessSummary("Invalid data found when processing input")).toBeNull();
    expect(parseLoudnessSummary("Summary:\n  Integrated loudness:\n")).toBeNull();
  });
});

describe("parseProbe", () => {
  const probe = (stream: object, format: object = {}) =>
    JSON.stringify({
      streams: [
        { codec_type: "video", codec_name: "mjpeg" },
        { codec_type: "audio", ...stream },
      ],
      format,
    });

  it("reads a 24-bit WAV", () => {
    expect(
      parseProbe(
        probe(
          { codec_name: "pcm_s24le", sample_rate: "48000", channels: 2, bits_per_sample: 24, bit_rate: "2304000", duration: "12.500000" },
          { duration: "12.500000" },
        ),
      ),
    ).toEqual({ codec: "pcm_s24le", sampleRate: 48000, channels: 2, bitDepth: 24, durationSeconds: 12.5, bitRate: 2_304_000, isLossless: true });
  });

  it("reads FLAC's depth from bits_per_raw_sample", () => {
    expect(
      parseProbe(probe({ codec_name: "flac", sample_rate: "44100", channels: 2, bits_per_sample: 0, bits_per_raw_sample: "16" }, { duration: "3.0" })),
    ).toMatchObject({
      bitDepth: 16,
      durationSeconds: 3,
      bitRate: null,
      isLossless: true,
    });
  });

  it("gives a lossy stream no bit depth, and the container's bit rate when the stream has none", () => {
    expect(parseProbe(probe({ codec_name: "mp3", sample_rate: "44100", channels: 2, bits_per_sample: 0 }, { duration: "60.1", bit_rate: "128000" }))).toEqual({
      codec: "mp3",
      sampleRate: 44100,
      channels: 2,
      bitDepth: null,
      durationSeconds: 60.1,
      bitRate: 128_000,
      isLossless: false,
    });
  });

  it("is null without an audio stream, or for output that is not ffprobe's JSON", () => {
    expect(parseProbe(JSON.stringify({ streams: [{ codec_type: "video", codec_name: "h264" }] }))).toBeNull();
    expect(parseProbe(JSON.stringify({ streams: [{ codec_type: "audio", codec_name: "mp3", sample_rate: "0", channels: 2 }] }))).toBeNull();
    expect(parseProbe("")).toBeNull();
  });
});
