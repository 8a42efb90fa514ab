import type { UploadQuery } from "./upload";

// Spec 7 "File uploads": the storage paths, with the user id always the signed-in user's.
const PROFILES_PREFIX = "specialist-profiles";
/** Long enough to recognise the file, short enough for any file system and S3's 1024-byte keys. */
const FILENAME_BASE_MAX_LENGTH = 80;
const FALLBACK_FILENAME_BASE = "video";

// Russian letters spelled in Latin (the ICAO passport scheme), so a Russian file name stays readable in the key.
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "i",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "ie",
  ы: "y",
  ь: "",
  э: "e",
  ю: "iu",
  я: "ia",
};

/** The folder of one owner's uploads, with its closing slash. */
export const uploadPrefix = (userId: string): string => `${PROFILES_PREFIX}/${userId}/`;

/** The project whose audio is stored at `key` (uploadKey's "project-audio" read back), or null for any other key. */
export function projectOfAudioKey(key: string): string | null {
  return /^[^/]+\/[^/]+\/projects\/([^/]+)_audio$/.exec(key)?.[1] ?? null;
}

/** Where an upload is stored; `ext` is the extension of the type its bytes were found to be. */
export function uploadKey(query: UploadQuery, userId: string, ext: string, now: Date): string {
  const prefix = `${PROFILES_PREFIX}/${userId}`;
  switch (query.kind) {
    case "photo":
      return `${prefix}/photo`;
    case "audio":
      return `${prefix}/audio`;
    case "project-audio":
      return `${prefix}/projects/${query.projectId}_audio`;
    case "video":
      return `${prefix}/videos/${now.getTime()}_${sanitizeFilename(query.filename, ext)}`;
  }
}

/**
 * The name the user gave, made safe to be part of a key: only its last path part, lower case, Russian letters in
 * Latin, anything but letters and digits turned into single dashes, cut to length, and the extension replaced by
 * the one of the type the bytes really are.
 */
export function sanitizeFilename(name: string, ext: string): string {
  const lastPart = name.split(/[/\\]/).pop() ?? "";
  const dot = lastPart.lastIndexOf(".");
  const base = (dot > 0 ? lastPart.slice(0, dot) : lastPart)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[а-яё]/g, (letter) => CYRILLIC_TO_LATIN[letter] ?? "")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, FILENAME_BASE_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
  return `${base || FALLBACK_FILENAME_BASE}.${ext}`;
}
