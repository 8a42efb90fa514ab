import { useEffect, useSyncExternalStore } from "react";

/** A recording a player or an audition button plays: its key on the page (its URL), the original and the streaming copy. */
export interface PlaybackSource {
  key: string;
  src: string;
  streamSrc: string | null;
  durationMs: number | null;
}

/** The one recording the page plays, as the players show it. */
export interface Playback {
  key: string;
  isPlaying: boolean;
  seconds: number;
  /** Seconds; the analysis's until the browser knows the file's own. */
  duration: number | null;
  hasFailed: boolean;
}

// One media element for the page: whatever starts, the rest stop, and every player of the same recording (the profile's,
// a card's) shows the same state. Created on the first play, inside the click or key press that asked for it (phones
// allow playback only from a user's gesture).
let element: HTMLAudioElement | undefined;
let current: Playback | null = null;
const listeners = new Set<() => void>();

function publish(next: Playback | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function update(patch: Partial<Playback>): void {
  if (current) publish({ ...current, ...patch });
}

function audioElement(): HTMLAudioElement {
  if (element) return element;
  const audio = new Audio();
  audio.preload = "auto";
  audio.addEventListener("play", () => update({ isPlaying: true, hasFailed: false }));
  audio.addEventListener("pause", () => update({ isPlaying: false }));
  audio.addEventListener("ended", () => update({ isPlaying: false, seconds: 0 }));
  audio.addEventListener("timeupdate", () => update({ seconds: audio.currentTime }));
  audio.addEventListener("durationchange", () => {
    if (Number.isFinite(audio.duration)) update({ duration: audio.duration });
  });
  audio.addEventListener("error", () => update({ isPlaying: false, hasFailed: true }));
  element = audio;
  return audio;
}

/** AAC-LC in MP4, the streaming copy's format (docs/decisions/038). */
const STREAM_TYPE = 'audio/mp4; codecs="mp4a.40.2"';

/** The recording's element, loading it first if another one was playing (which stops). */
function select(source: PlaybackSource): HTMLAudioElement {
  const audio = audioElement();
  if (current?.key === source.key) return audio;
  audio.pause();
  audio.src = source.streamSrc && audio.canPlayType(STREAM_TYPE) !== "" ? source.streamSrc : source.src;
  publish({ key: source.key, isPlaying: false, seconds: 0, duration: source.durationMs === null ? null : source.durationMs / 1000, hasFailed: false });
  return audio;
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
function playbackOf(key: string): Playback | null {
  return current?.key === key ? current : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's playback as it concerns `key`; a player that leaves the page stops its recording. */
export function usePlayback(key: string): Playback | null {
  useEffect(
    () => () => {
      if (current?.key === key) element?.pause();
    },
    [key],
  );
  return useSyncExternalStore(
    subscribe,
    () => playbackOf(key),
    () => null,
  );
}
