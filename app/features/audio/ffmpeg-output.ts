// Reading what ffprobe and ffmpeg's ebur128 filter print (docs/decisions/038). Pure, so the parsing is unit-tested on
// recorded output.

/** What ffprobe says about a file's first audio stream. */
export interface AudioProbe {
  /** The decoder's name (`mp3`, `flac`, `pcm_s24le`, `aac`, `opus`…). */
  codec: string;
  sampleRate: number;
  channels: number;
  /** Bits per sample of a lossless stream (PCM, FLAC, ALAC…); null for lossy codecs, which have none. */
  bitDepth: number | null;
  /** From the container; null when it does not say. */
  durationSeconds: number | null;
  /** The stream's (else the container's) bit rate in bits per second; null when unknown. */
  bitRate: number | null;
  isLossless: boolean;
}

const LOSSLESS_CODECS = new Set(["flac", "alac", "wavpack", "ape", "tta", "mlp", "truehd"]);

interface ProbeJson {
  streams?: {
    codec_type?: string;
    codec_name?: string;
    sample_rate?: string;
    channels?: number;
    bits_per_sample?: number;
    bits_per_raw_sample?: string;
    bit_rate?: string;
    duration?: string;
  }[];
  format?: { duration?: string; bit_rate?: string };
}

const positive = (value: unknown): number | null => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : null;
};

/** The first audio stream of `ffprobe -print_format json -show_streams -show_format`, or null when there is none. */
export function parseProbe(json: string): AudioProbe | null {
  let parsed: ProbeJson;
  try {
    parsed = JSON.parse(json) as ProbeJson;
  } catch {
    return null;
  }
  const stream = parsed.streams?.find((candidate) => candidate.codec_type === "audio");
  const sampleRate = positive(stream?.sample_rate);
  const channels = positive(stream?.channels);
  if (!stream?.codec_name || !sampleRate || !channels) return null;
  const isLossless = stream.codec_name.startsWith("pcm_") || LOSSLESS_CODECS.has(stream.codec_name);
  const bits = positive(stream.bits_per_raw_sample) ?? positive(stream.bits_per_sample);
  return {
    codec: stream.codec_name,
    sampleRate,
    channels,
    bitDepth: isLossless ? bits : null,
    durationSeconds: positive(stream.duration) ?? positive(parsed.format?.duration),
    bitRate: positive(stream.bit_rate) ?? positive(parsed.format?.bit_rate),
    isLossless,
  };
}

/** EBU R128 / ITU-R BS.1770 figures of a whole file. */
export interface Loudness {
  /** Integrated loudness (LUFS); null for a file with nothing above the absolute gate (−70 LUFS): silence. */
  integratedLufs: number | null;
  loudnessRangeLu: number;
  /** The highest true peak of any channel (dBTP, 4× oversampled); null for digital silence. */
  truePeakDbtp: number | null;
}

/** The absolute gate of BS.1770-4: blocks under it do not count, and a file with none above it has no loudness. */
const ABSOLUTE_GATE_LUFS = -70;

const figure = (text: string, pattern: RegExp): number | null | undefined => {
  const value = pattern.exec(text)?.[1];
  if (value === undefined) return undefined;
  return value === "-inf" ? null : Number(value);
};

/**
 * The summary the ebur128 filter logs at its end (`I: -23.0 LUFS`, `LRA: 6.2 LU`, `Peak: -1.0 dBFS` — its true peak,
 * dBTP, though it says dBFS), or null when there is none (ffmpeg stopped before the end).
 */
export function parseLoudnessSummary(stderr: string): Loudness | null {
  const start = stderr.lastIndexOf("Summary:");
  if (start === -1) return null;
  const summary = stderr.slice(start);
  const integrated = figure(summary, /\bI:\s+(-?\d+(?:\.\d+)?|-inf) LUFS/);
  const range = figure(summary, /\bLRA:\s+(-?\d+(?:\.\d+)?|-inf) LU\b/);
  const peak = figure(summary, /\bPeak:\s+(-?\d+(?:\.\d+)?|-inf) dBFS/);
  if (integrated === undefined || range === undefined || peak === undefined) return null;
  return {
    integratedLufs: integrated === null || integrated <= ABSOLUTE_GATE_LUFS ? null : integrated,
    loudnessRangeLu: range ?? 0,
    truePeakDbtp: peak,
  };
}
