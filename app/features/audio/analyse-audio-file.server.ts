import { AUDIO_ANALYSIS, type AudioAnalysisFailure } from "~/config/constants";
import type { WaveformPeaks } from "~/adapters/db/schema";
import { refuse, type Outcome } from "~/server/outcome";
import { parseLoudnessSummary, parseProbe, type AudioProbe, type Loudness } from "./ffmpeg-output";
import { SAFE_INPUT, runTool } from "./run-tool.server";
import { WaveformPeaksBuilder } from "./waveform-peaks";

/**
 * The demuxer for each type an audio upload is stored with (uploads' ACCEPTED_FORMATS): ffmpeg is told the format
 * instead of guessing it from the bytes, so a file cannot pass for a playlist or a concat list that names other files.
 */
const DEMUXERS: Readonly<Record<string, string>> = {
  "audio/mpeg": "mp3",
  "audio/ogg": "ogg",
  "audio/wav": "wav",
  "audio/flac": "flac",
  "audio/mp4": "mov",
  "audio/aac": "aac",
  "audio/webm": "matroska",
};

/** Lossy codecs a phone plays well enough as they are (when at or under AUDIO_ANALYSIS.streamSkipMaxKbps). */
const STREAMABLE_CODECS = new Set(["mp3", "aac"]);

export type AudioFileAnalysis = Outcome<
  AudioAnalysisFailure,
  { probe: AudioProbe; loudness: Loudness; peaks: WaveformPeaks; durationMs: number; hasStreamCopy: boolean }
>;

/**
 * Whether a file gets a streaming copy: everything but MP3 and AAC at or under 192 kb/s, which already are what the
 * copy would be (a lossless original is 5–10 times the copy; a 320 kb/s MP3 2.5 times).
 */
export function needsStreamCopy(probe: AudioProbe): boolean {
  if (probe.isLossless) return true;
  if (!STREAMABLE_CODECS.has(probe.codec)) return true;
  return probe.bitRate === null || probe.bitRate > AUDIO_ANALYSIS.streamSkipMaxKbps * 1000;
}

/**
 * Analyses the audio file at `path` (a local copy the job wrote), stored with `contentType`: ffprobe for the format,
 * then one ffmpeg run that decodes once and measures EBU R128 loudness and true peak (its ebur128 filter), hands mono
 * 16-bit samples to the waveform builder, and — when `streamCopyPath` is given and the file needs one — encodes the
 * streaming copy (AAC-LC in MP4, `+faststart` so a browser can start and seek before the end arrives).
 */
export async function analyseAudioFile(path: string, contentType: string, streamCopyPath?: string): Promise<AudioFileAnalysis> {
  const demuxer = DEMUXERS[contentType.split(";")[0]!.trim()];
  if (!demuxer) return refuse("UNREADABLE");
  const input = [...SAFE_INPUT, "-f", demuxer, "-i", path];

  const probed = await runTool("ffprobe", [...input, "-v", "error", "-print_format", "json", "-show_streams", "-show_format"]);
  if (probed.timedOut) return refuse("TIMEOUT");
  const probe = probed.code === 0 ? parseProbe(probed.stdout) : null;
  if (!probe) return refuse("UNREADABLE");
  if (probe.durationSeconds !== null && probe.durationSeconds > AUDIO_ANALYSIS.maxDurationSeconds) return refuse("TOO_LONG");

  const peaks = new WaveformPeaksBuilder({
    sampleRate: probe.sampleRate,
    expectedSamples: Math.round((probe.durationSeconds ?? 0) * probe.sampleRate),
    bins: AUDIO_ANALYSIS.peakBins,
  });
  const hasStreamCopy = streamCopyPath !== undefined && needsStreamCopy(probe);
  const run = await runTool(
    "ffmpeg",
    [
      "-nostdin",
      ...SAFE_INPUT,
      "-nostats",
      // One thread for the filters and the decoder: the job is one of its kind per process, and few threads keep the
      // address space (each thread's stack and malloc arena) far under the cap on a machine with many cores.
      "-filter_complex_threads",
      "1",
      "-threads",
      "1",
      // Decoding stops a second past the longest duration taken, whatever the container claimed.
      "-t",
      String(AUDIO_ANALYSIS.maxDurationSeconds + 1),
      "-f",
      demuxer,
      "-i",
      path,
      "-filter_complex",
      // framelog=verbose: the per-frame lines go below the log level, the summary stays.
      "[0:a:0]asplit=2[measure][wave];[measure]ebur128=peak=true:framelog=verbose[measured]",
      "-map",
      "[measured]",
      "-f",
      "null",
      "-",
      "-map",
      "[wave]",
      "-ac",
      "1",
      "-c:a",
      "pcm_s16le",
      "-f",
      "s16le",
      "pipe:1",
      ...(hasStreamCopy
        ? ["-map", "0:a:0", "-vn", "-c:a", "aac", "-b:a", `${AUDIO_ANALYSIS.streamBitrateKbps}k`, "-movflags", "+faststart", "-f", "mp4", "-y", streamCopyPath]
        : []),
    ],
    { onStdout: (chunk) => peaks.push(chunk) },
  );
  if (run.timedOut) return refuse("TIMEOUT");
  const loudness = run.code === 0 ? parseLoudnessSummary(run.stderr) : null;
  if (!loudness || peaks.samples === 0) return refuse("UNREADABLE");
  if (peaks.samples > AUDIO_ANALYSIS.maxDurationSeconds * probe.sampleRate) return refuse("TOO_LONG");
  return {
    ok: true,
    probe,
    loudness,
    peaks: peaks.finish(),
    durationMs: Math.round((peaks.samples / probe.sampleRate) * 1000),
    hasStreamCopy,
  };
}
