import { AUDIO_ANALYSIS } from "~/config/constants";
import { audioText } from "~/i18n/audio";
import { interpolate } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { formatLevel } from "~/i18n/number-format";
import type { RecordingAnalysis } from "./recording";

/** ffprobe's codec names as people know them: "pcm_s24le" is PCM (a WAV's or an AIFF's samples). */
function codecName(codec: string | null): string {
  if (!codec) return "";
  if (codec.startsWith("pcm_")) return "PCM";
  return { vorbis: "Vorbis", opus: "Opus" }[codec] ?? codec.toUpperCase();
}

/**
 * What the analysis of the owner's recording is doing, under the editor's preview (issue 28): «Анализируем…» while its job
 * waits or runs, why it failed, or the file's format once done. `isAnalysisOn`: this server analyses at all (ffmpeg).
 */
export function AudioAnalysisNote({ analysis, isAnalysisOn }: { analysis: RecordingAnalysis | null; isAnalysisOn: boolean }) {
  const t = useT(audioText).analysis;
  const language = useLanguage();
  if (analysis?.status === "failed" && analysis.failure)
    return (
      <p role="alert" className="text-sm text-red-700">
        {interpolate(t.failures[analysis.failure], { minutes: AUDIO_ANALYSIS.maxDurationSeconds / 60 })}
      </p>
    );
  if (analysis?.status === "done") {
    const format = analysis.format;
    if (!format) return null;
    const channels =
      format.channels === 1
        ? t.channels[1]
        : format.channels === 2
          ? t.channels[2]
          : format.channels
            ? interpolate(t.channels.many, { n: format.channels })
            : "";
    const parts = [
      format.sampleRate
        ? interpolate(t.format, {
            codec: codecName(format.codec),
            rate: formatLevel(language, format.sampleRate / 1000, { decimals: format.sampleRate % 1000 === 0 ? 0 : 1 }),
          })
        : codecName(format.codec),
      format.bitDepth ? interpolate(t.bitDepth, { bits: format.bitDepth }) : "",
      channels,
    ];
    return <p className="text-xs text-zinc-600">{parts.filter(Boolean).join(" · ")}</p>;
  }
  return (
    <p role="status" className="text-sm text-zinc-600">
      {isAnalysisOn ? t.pending : t.off}
    </p>
  );
}
