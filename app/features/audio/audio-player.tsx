import type { KeyboardEvent, MouseEvent } from "react";
import { AUDIO_ANALYSIS } from "~/config/constants";
import { audioText } from "~/i18n/audio";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { LoudnessFigures } from "./loudness-figures";
import { Waveform } from "./waveform";
import { PlayPauseIcon } from "./play-pause-icon";
import { seekPlayback, togglePlayback, usePlayback, type PlaybackSource } from "./playback";
import { formatDuration, type RecordingAnalysis } from "./recording";

interface AudioPlayerProps {
  /** The recording's own URL (the original). */
  src: string;
  /** Its analysis, or null before there is one (the player plays the original and draws a flat line). */
  analysis: RecordingAnalysis | null;
  /** What it is, for screen readers: "Демо-запись", the project's title. */
  label: string;
}

/**
 * The site's one player (issue 28, docs/decisions/038): a play button, the waveform drawn by the server from the stored
 * peaks, which seeks and plays on a click and is a slider for the keyboard (arrows ±5 s, Home/End, Space or Enter to
 * play or pause), the time, and the loudness figures. One recording plays at a time on a page (playback.ts).
 */
export function AudioPlayer({ src, analysis, label }: AudioPlayerProps) {
  const t = useT(audioText);
  const source: PlaybackSource = { src, streamSrc: analysis?.streamSrc ?? null, durationMs: analysis?.durationMs ?? null };
  const playback = usePlayback(src);
  const duration = playback?.duration ?? (analysis?.durationMs == null ? null : analysis.durationMs / 1000);
  const seconds = playback?.seconds ?? 0;
  const isPlaying = playback?.isPlaying ?? false;
  const total = duration === null ? "–:––" : formatDuration(duration);

  const seekTo = (to: number, andPlay: boolean) => seekPlayback(source, to, { andPlay });
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (duration === null || box.width === 0) return togglePlayback(source);
    seekTo(((event.clientX - box.left) / box.width) * duration, true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => seekTo(seconds + AUDIO_ANALYSIS.seekStepSeconds, false),
      ArrowUp: () => seekTo(seconds + AUDIO_ANALYSIS.seekStepSeconds, false),
      ArrowLeft: () => seekTo(seconds - AUDIO_ANALYSIS.seekStepSeconds, false),
      ArrowDown: () => seekTo(seconds - AUDIO_ANALYSIS.seekStepSeconds, false),
      Home: () => seekTo(0, false),
      End: () => duration !== null && seekTo(duration, false),
      " ": () => togglePlayback(source),
      Enter: () => togglePlayback(source),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => togglePlayback(source)}
          aria-label={interpolate(isPlaying ? t.pause : t.play, { label })}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-violet-700 text-white shadow-sm hover:bg-violet-600 focus-visible:ring-2 focus-visible:ring-violet-600 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          <PlayPauseIcon isPlaying={isPlaying} className="size-5" />
        </button>
        <div
          role="slider"
          tabIndex={0}
          aria-label={interpolate(t.seek, { label })}
          aria-valuemin={0}
          aria-valuemax={duration === null ? undefined : Math.round(duration)}
          aria-valuenow={Math.round(seconds)}
          aria-valuetext={interpolate(t.position, { elapsed: formatDuration(seconds), total })}
          onClick={onClick}
          onKeyDown={onKeyDown}
          className="h-12 min-w-0 flex-1 cursor-pointer rounded focus-visible:ring-2 focus-visible:ring-violet-600 focus-visible:outline-none"
        >
          <Waveform bars={analysis?.bars ?? null} progress={duration ? seconds / duration : 0} />
        </div>
        <span className="shrink-0 text-sm text-zinc-700 tabular-nums">{playback ? `${formatDuration(seconds)} / ${total}` : total}</span>
      </div>
      {analysis?.loudness && <LoudnessFigures loudness={analysis.loudness} />}
      {playback?.hasFailed && (
        <p role="alert" className="text-sm text-red-700">
          {t.playbackFailed}
        </p>
      )}
    </div>
  );
}
