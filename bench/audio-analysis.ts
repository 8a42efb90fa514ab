// `npm run bench audio` (and part of `npm run bench`): audio analysis (docs/decisions/038) — seconds of analysis per
// minute of audio for WAV, FLAC and MP3 (ffprobe + the one ffmpeg run: loudness, true peak, peaks, the streaming copy),
// the streaming copy's size against the original, and the measured loudness and true peak against their references.
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

const MINUTES = 3;
const RUNS = 3;

interface AudioBenchRow {
  format: string;
  originalBytes: number;
  streamCopyBytes: number | null;
  /** Median over RUNS of the whole analysis, per minute of audio. */
  secondsPerMinute: number;
  integratedLufs: number | null;
  truePeakDbtp: number | null;
}

export interface AudioBenchResult {
  minutes: number;
  runs: number;
  /** A programme-like signal: two tones and pink noise, at a loudness that varies. */
  signal: string;
  rows: AudioBenchRow[];
  accuracy: { signal: string; reference: string; measured: string }[];
}

export async function benchAudioAnalysis(tempDir: string, log: (line: string) => void): Promise<AudioBenchResult> {
  await import("../scripts/app-imports.ts");
  const [{ analyseAudioFile }, { writeTestSignal, sineAt }] = await Promise.all([
    import("~/features/audio/analyse-audio-file.server"),
    import("~/features/audio/audio-fixtures"),
  ]);
  const directory = await mkdtemp(path.join(tempDir, "audio-"));
  try {
    // Tones under a slow swell, and noise from a seeded generator: something an encoder has to work on, with a loudness range.
    const left = "(0.2*sin(2*PI*220*t)+0.1*sin(2*PI*3300*t))*(0.6+0.4*sin(2*PI*t/20))+0.05*(random(0)-0.5)";
    const right = "(0.2*sin(2*PI*330*t)+0.1*sin(2*PI*5000*t))*(0.6+0.4*sin(2*PI*t/20))+0.05*(random(1)-0.5)";
    const signal = { channels: [left, right], seconds: MINUTES * 60, sampleRate: 48_000 };
    const rows: AudioBenchRow[] = [];
    for (const format of ["wav", "flac", "mp3"] as const) {
      const original = path.join(directory, `programme.${format}`);
      writeTestSignal(original, signal, format);
      const contentType = { wav: "audio/wav", flac: "audio/flac", mp3: "audio/mpeg" }[format];
      const times: number[] = [];
      let last: Awaited<ReturnType<typeof analyseAudioFile>> | undefined;
      for (let run = 0; run < RUNS; run++) {
        const copy = path.join(directory, `copy-${format}-${run}.m4a`);
        const started = performance.now();
        last = await analyseAudioFile(original, contentType, copy);
        times.push((performance.now() - started) / 1000);
      }
      if (!last?.ok) throw new Error(`the ${format} fixture was not analysed: ${last?.ok === false ? last.refusal : "no run"}`);
      const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
      const copyBytes = last.hasStreamCopy ? (await stat(path.join(directory, `copy-${format}-${RUNS - 1}.m4a`))).size : null;
      rows.push({
        format: format === "wav" ? "WAV 24-bit 48 kHz" : format === "flac" ? "FLAC 24-bit 48 kHz" : "MP3 320 kb/s",
        originalBytes: (await stat(original)).size,
        streamCopyBytes: copyBytes,
        secondsPerMinute: median / MINUTES,
        integratedLufs: last.loudness.integratedLufs,
        truePeakDbtp: last.loudness.truePeakDbtp,
      });
    }
    const accuracy: AudioBenchResult["accuracy"] = [];
    const references = [
      { name: "1 kHz sine, −20 dBFS, stereo", signal: sineAt(-20), lufs: -20.0, peak: -20.0 },
      { name: "1 kHz sine, −20 dBFS, mono", signal: sineAt(-20, { stereo: false }), lufs: -23.01, peak: -20.0 },
      { name: "1 kHz sine, −23 dBFS, stereo (EBU Tech 3341 case 1)", signal: sineAt(-23), lufs: -23.0, peak: -23.0 },
      { name: "8 kHz sine at 60°, 0.5 FS (samples −7.27 dBFS)", signal: { channels: ["0.5*sin(2*PI*8000*t+PI/3)"], seconds: 10 }, lufs: null, peak: -6.02 },
      { name: "12 kHz sine at 45°, 0.5 FS (samples −9.03 dBFS)", signal: { channels: ["0.5*sin(2*PI*12000*t+PI/4)"], seconds: 10 }, lufs: null, peak: -6.02 },
    ];
    for (const [index, reference] of references.entries()) {
      const file = path.join(directory, `reference-${index}.wav`);
      writeTestSignal(file, reference.signal, "wav");
      const result = await analyseAudioFile(file, "audio/wav");
      if (!result.ok) throw new Error(`reference ${reference.name}: ${result.refusal}`);
      accuracy.push({
        signal: reference.name,
        reference: `${reference.lufs === null ? "" : `${reference.lufs} LUFS, `}${reference.peak} dBTP`,
        measured: `${reference.lufs === null ? "" : `${result.loudness.integratedLufs} LUFS, `}${result.loudness.truePeakDbtp} dBTP`,
      });
    }
    for (const row of rows)
      log(
        `${row.format.padEnd(20)} ${row.secondsPerMinute.toFixed(2)} s per minute of audio · ${(row.originalBytes / 1e6).toFixed(1)} MB → copy ${row.streamCopyBytes === null ? "none" : `${(row.streamCopyBytes / 1e6).toFixed(1)} MB (${Math.round((row.streamCopyBytes / row.originalBytes) * 100)} %)`} · ${row.integratedLufs} LUFS, ${row.truePeakDbtp} dBTP`,
      );
    for (const line of accuracy) log(`${line.signal}: reference ${line.reference}, measured ${line.measured}`);
    return { minutes: MINUTES, runs: RUNS, signal: "two tones per channel under a 20 s swell, plus noise", rows, accuracy };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

export async function writeAudioResults(results: AudioBenchResult & { startedAt: string; loadAverage: number[] }): Promise<string> {
  const directory = path.join(import.meta.dirname, "results");
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, `audio-${results.startedAt.replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
