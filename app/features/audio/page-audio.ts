// The page's one media element (docs/decisions/038), apart from the player's code so that a directory card can start
// playback inside the tap that asks for it (phones allow playback only from a user's gesture) while that code loads.
let element: HTMLAudioElement | undefined;

/** A recording a player or an audition button plays: the original (its URL is its key on the page) and the streaming copy. */
export interface PlaybackSource {
  src: string;
  streamSrc: string | null;
  durationMs: number | null;
}

/** The page's media element, made on first use. */
export function pageAudio(): HTMLAudioElement {
  element ??= new Audio();
  return element;
}

/** AAC-LC in MP4, the streaming copy's format. */
const STREAM_TYPE = 'audio/mp4; codecs="mp4a.40.2"';

/** What the element loads for a recording: its streaming copy where the browser plays AAC, else the original. */
export function sourceUrl(audio: HTMLAudioElement, source: PlaybackSource): string {
  return source.streamSrc && audio.canPlayType(STREAM_TYPE) !== "" ? source.streamSrc : source.src;
}
