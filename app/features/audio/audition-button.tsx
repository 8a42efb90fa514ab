import { useEffect, useState, useSyncExternalStore } from "react";
import { auditionText } from "~/i18n/audition";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { pageAudio, sourceUrl, type PlaybackSource } from "./page-audio";
import type * as Playback from "./playback";
import { PlayPauseIcon } from "./play-pause-icon";
import { formatDuration } from "./recording";

type PlaybackModule = typeof Playback;

// The player's code (playback.ts) stays out of the directory's first load: the first tap starts the demo on the page's
// media element itself — inside the gesture, as phones require — while that code loads, and then hands it over.
let loaded: PlaybackModule | null = null;
const loadPlayback = async (): Promise<PlaybackModule> => (loaded ??= await import("./playback"));
const noSubscription = () => () => undefined;

/**
 * A directory card's audition (issue 28): plays the specialist's demo in place, through the page's one playback, so
 * starting another card's stops this one. Beside it the demo's length, and where it is while it plays.
 */
export function AuditionButton({ source, name }: { source: PlaybackSource; name: string }) {
  const t = useT(auditionText);
  const [playback, setPlayback] = useState<PlaybackModule | null>(loaded);
  const state = useSyncExternalStore(
    playback?.subscribe ?? noSubscription,
    () => playback?.playbackOf(source.src) ?? null,
    () => null,
  );
  useEffect(() => () => playback?.stopPlayback(source.src), [playback, source.src]);
  const onClick = () => {
    if (loaded) {
      setPlayback(loaded);
      return loaded.togglePlayback(source);
    }
    const audio = pageAudio();
    audio.src = sourceUrl(audio, source);
    // A refusal here is seen by the player's code once it has the element (its error, or it stays paused).
    audio.play().catch(() => undefined);
    void loadPlayback().then((module) => {
      module.adoptPlayback(source);
      setPlayback(module);
    });
  };
  const isPlaying = state?.isPlaying ?? false;
  const duration = state?.duration ?? (source.durationMs === null ? null : source.durationMs / 1000);
  const time = state ? formatDuration(state.seconds) : duration === null ? "" : formatDuration(duration);
  return (
    <div className="flex items-center gap-2">
      {/* Above the card's stretched link; its name holds the word it shows ("Демо"), as a spoken command matches it. */}
      <button
        type="button"
        onClick={onClick}
        onPointerEnter={() => void loadPlayback()}
        onFocus={() => void loadPlayback()}
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
