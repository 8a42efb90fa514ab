import { z } from "~/config/zod";
import { LIMITS } from "~/config/constants";

// The contract of POST /api/uploads, shared by the browser (upload-file.ts) and the server (routes/api-uploads.ts).

export const UPLOAD_PATH = "/api/uploads";

/** Spec 7 "File uploads": the profile photo, the profile audio, a project's audio and a project's video. */
export const UPLOAD_KINDS = ["photo", "audio", "project-audio", "video"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Which formats a kind takes; both audio kinds take the same. */
export type MediaGroup = "photo" | "audio" | "video";

export const MEDIA_GROUP: Record<UploadKind, MediaGroup> = { photo: "photo", audio: "audio", "project-audio": "audio", video: "video" };

export const UPLOAD_LIMIT_BYTES: Record<MediaGroup, number> = { photo: LIMITS.photoBytes, audio: LIMITS.audioBytes, video: LIMITS.videoBytes };

export const TOO_LARGE_ERROR = { photo: "PHOTO_TOO_LARGE", audio: "AUDIO_TOO_LARGE", video: "VIDEO_TOO_LARGE" } as const satisfies Record<MediaGroup, string>;

export const UPLOAD_ERROR_CODES = [
  "AUTH_REQUIRED",
  "FORBIDDEN_ORIGIN",
  "PRO_REQUIRED",
  "INVALID_REQUEST",
  "PHOTO_TOO_LARGE",
  "AUDIO_TOO_LARGE",
  "VIDEO_TOO_LARGE",
  "UNSUPPORTED_TYPE",
  "UPLOAD_ABORTED",
  "UPLOAD_FAILED",
] as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];

/** The answer: where the file can be loaded from and its storage key, or what went wrong. */
export type UploadResponse = { url: string; key: string } | { error: UploadErrorCode };

/**
 * The query of an upload; the body is the file's raw bytes. There is no user id: files always go under the
 * signed-in user's own prefix. The file name matters only for videos, whose key keeps a cleaned-up copy of it.
 */
export const uploadQuerySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("photo") }),
  z.object({ kind: z.literal("audio") }),
  z.object({ kind: z.literal("project-audio"), projectId: z.uuid() }),
  z.object({ kind: z.literal("video"), filename: z.string().default("") }),
]);
export type UploadQuery = z.infer<typeof uploadQuerySchema>;

export function uploadLimitBytes(kind: UploadKind): number {
  return UPLOAD_LIMIT_BYTES[MEDIA_GROUP[kind]];
}

export function tooLargeError(kind: UploadKind): UploadErrorCode {
  return TOO_LARGE_ERROR[MEDIA_GROUP[kind]];
}
