import { audioText } from "~/i18n/audio";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { PlayPauseIcon } from "./play-pause-icon";
import { togglePlayback, usePlayback, type PlaybackSource } from "./playback";
import { formatDuration } from "./recording";

/**
 * A directory card's audition (issue 28): plays the specialist's demo in place, through the page's one playback, so
 * starting another card's stops this one. Beside it the demo's length, and where it is while it plays.
 */
export function AuditionButton({ source, name }: { source: PlaybackSource; name: string }) {
  const t = useT(audioText).audition;
  const playback = usePlayback(source.key);
  const isPlaying = playback?.isPlaying ?? false;
  const duration = playback?.duration ?? (source.durationMs === null ? null : source.durationMs / 1000);
  const time = playback ? formatDuration(playback.seconds) : duration === null ? "" : formatDuration(duration);
  return (
    <div className="flex items-center gap-2">
      {/* Above the card's stretched link; its name holds the word it shows ("Демо"), as a spoken command matches it. */}
      <button
        type="button"
        onClick={() => togglePlayback(source)}
        aria-label={interpolate(isPlaying ? t.pause : t.play, { name })}
        className="relative z-10 inline-flex items-center gap-1.5 rounded-full border border-violet-200 bg-violet-50 py-1 pr-3 pl-1 text-xs font-semibold text-violet-800 hover:bg-violet-100 focus-visible:ring-2 focus-visible:ring-violet-600 focus-visible:outline-none"
      >
        <span className="grid size-6 place-items-center rounded-full bg-violet-700 text-white">
          <PlayPauseIcon isPlaying={isPlaying} className="size-3.5" />
        </span>
        {t.label}
      </button>
      {time && <span className="text-xs text-zinc-600 tabular-nums">{time}</span>}
    </div>
  );
}
