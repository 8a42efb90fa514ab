import { spawnSync } from "node:child_process";

// Test signals made by ffmpeg itself (lavfi's aevalsrc: an exact amplitude and phase, unlike `sine`, whose level is
// fixed at 1/8 of full scale), for the analysis tests and the bench (docs/decisions/038).

export interface TestSignal {
  /** An aevalsrc expression per channel, e.g. `0.1*sin(2*PI*1000*t)`. */
  channels: string[];
  seconds: number;
  sampleRate?: number;
}

/** Encoder options per fixture format. */
const ENCODERS = {
  wav: ["-c:a", "pcm_s24le"],
  flac: ["-c:a", "flac"],
  mp3: ["-c:a", "libmp3lame", "-b:a", "320k"],
} as const;

export type FixtureFormat = keyof typeof ENCODERS;

/** Writes `signal` to `path` in `format` (synchronously: fixtures are made before a test runs). */
export function writeTestSignal(path: string, signal: TestSignal, format: FixtureFormat): void {
  const source = `aevalsrc=${signal.channels.join("|")}:s=${signal.sampleRate ?? 48_000}:d=${signal.seconds}`;
  const result = spawnSync("ffmpeg", ["-nostdin", "-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", source, ...ENCODERS[format], path], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`ffmpeg could not write ${path}: ${result.stderr}`);
}

/** A 1 kHz sine whose samples peak at `dbfs`, in one channel or the same in two. */
export function sineAt(dbfs: number, { stereo = true, seconds = 20 }: { stereo?: boolean; seconds?: number } = {}): TestSignal {
  const tone = `${10 ** (dbfs / 20)}*sin(2*PI*1000*t)`;
  return { channels: stereo ? [tone, tone] : [tone], seconds };
}
