import type { MediaGroup } from "./upload";

/**
 * The formats each group takes, keyed by the extension `file-type` names from the file's first bytes, with the
 * Content-Type the file is stored and served with. Browser-playable formats only; SVG is never an image here
 * (it is a document that can run script).
 */
export const ACCEPTED_FORMATS: Record<MediaGroup, Readonly<Record<string, string>>> = {
  photo: { jpg: "image/jpeg", png: "image/png", apng: "image/apng", webp: "image/webp", gif: "image/gif", avif: "image/avif" },
  audio: {
    mp3: "audio/mpeg",
    ogg: "audio/ogg",
    opus: "audio/ogg",
    wav: "audio/wav",
    flac: "audio/flac",
    m4a: "audio/mp4",
    aac: "audio/aac",
    // WebM cannot say from its header whether it holds video; a recording made in the browser is WebM audio.
    webm: "audio/webm",
  },
  video: { mp4: "video/mp4", m4v: "video/mp4", mov: "video/quicktime", webm: "video/webm" },
};

export interface AcceptedFormat {
  ext: string;
  contentType: string;
}

/** The accepted format of a file whose first bytes `file-type` recognised as `detectedExt`, or null. */
export function findAcceptedFormat(group: MediaGroup, detectedExt: string | undefined): AcceptedFormat | null {
  const formats = ACCEPTED_FORMATS[group];
  const contentType = detectedExt && Object.hasOwn(formats, detectedExt) ? formats[detectedExt] : undefined;
  return detectedExt && contentType ? { ext: detectedExt, contentType } : null;
}

/** The `accept` attribute of a file input for this group: the content types and the extensions. */
export function acceptAttribute(group: MediaGroup): string {
  const formats = ACCEPTED_FORMATS[group];
  return [...new Set(Object.values(formats)), ...Object.keys(formats).map((ext) => `.${ext}`)].join(",");
}
