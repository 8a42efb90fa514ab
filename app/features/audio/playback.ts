import { useEffect, useSyncExternalStore } from "react";
import { pageAudio, sourceUrl, type PlaybackSource } from "./page-audio";

export type { PlaybackSource };

/** The one recording the page plays, as the players show it. */
export interface Playback {
  key: string;
  isPlaying: boolean;
  seconds: number;
  /** Seconds; the analysis's until the browser knows the file's own. */
  duration: number | null;
  hasFailed: boolean;
}

// One media element for the page (page-audio.ts): whatever starts, the rest stop, and every player of the same recording
// (the profile's, a card's) shows the same state.
let listening: HTMLAudioElement | undefined;
let current: Playback | null = null;
const listeners = new Set<() => void>();

function publish(next: Playback | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function update(patch: Partial<Playback>): void {
  if (current) publish({ ...current, ...patch });
}

/** The page's element, its events followed once. */
function audioElement(): HTMLAudioElement {
  const audio = pageAudio();
  if (listening === audio) return audio;
  audio.preload = "auto";
  audio.addEventListener("play", () => update({ isPlaying: true, hasFailed: false }));
  audio.addEventListener("pause", () => update({ isPlaying: false }));
  audio.addEventListener("ended", () => update({ isPlaying: false, seconds: 0 }));
  audio.addEventListener("timeupdate", () => update({ seconds: audio.currentTime }));
  audio.addEventListener("durationchange", () => {
    if (Number.isFinite(audio.duration)) update({ duration: audio.duration });
  });
  audio.addEventListener("error", () => update({ isPlaying: false, hasFailed: true }));
  listening = audio;
  return audio;
}

/** The recording's element, loading it first if another one was playing (which stops). */
function select(source: PlaybackSource): HTMLAudioElement {
  const audio = audioElement();
  if (current?.key === source.src) return audio;
  audio.pause();
  audio.src = sourceUrl(audio, source);
  publish({ key: source.src, isPlaying: false, seconds: 0, duration: source.durationMs === null ? null : source.durationMs / 1000, hasFailed: false });
  return audio;
}

/**
 * Takes over a recording a directory card started on its own while this code loaded (audition-button.tsx): from then on
 * it is the page's playback like any other.
 */
export function adoptPlayback(source: PlaybackSource): void {
  const audio = audioElement();
  publish({
    key: source.src,
    isPlaying: !audio.paused,
    seconds: audio.currentTime,
    duration: Number.isFinite(audio.duration) ? audio.duration : source.durationMs === null ? null : source.durationMs / 1000,
    hasFailed: audio.error !== null,
  });
}

function play(audio: HTMLAudioElement): void {
  // A play() cut short by a pause or a new source is not a failure; anything else (no such file, a format the
  // browser cannot play, playback refused) is said beside the player.
  audio.play().catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === "AbortError")) update({ isPlaying: false, hasFailed: true });
  });
}

/** Plays the recording, or pauses it if it is playing. */
export function togglePlayback(source: PlaybackSource): void {
  const audio = select(source);
  if (audio.paused) play(audio);
  else audio.pause();
}

/** Moves to `seconds` (kept within the recording) and plays from there if `andPlay`. */
export function seekPlayback(source: PlaybackSource, seconds: number, { andPlay }: { andPlay: boolean }): void {
  const audio = select(source);
  const duration = Number.isFinite(audio.duration) ? audio.duration : (current?.duration ?? null);
  const to = Math.max(0, duration === null ? seconds : Math.min(seconds, duration));
  audio.currentTime = to;
  update({ seconds: to });
  if (andPlay && audio.paused) play(audio);
}

/** Where the page's playback is, for `key`: null when another recording (or none) is the page's. */
export function playbackOf(key: string): Playback | null {
  return current?.key === key ? current : null;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stops `key`'s recording if it is the one playing (its player leaves the page). */
export function stopPlayback(key: string): void {
  if (current?.key === key) listening?.pause();
}

/** The page's playback as it concerns `key`; a player that leaves the page stops its recording. */
export function usePlayback(key: string): Playback | null {
  useEffect(() => () => stopPlayback(key), [key]);
  return useSyncExternalStore(
    subscribe,
    () => playbackOf(key),
    () => null,
  );
}
