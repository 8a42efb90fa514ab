import type { UploadsDictionary } from "~/i18n/ru/uploads";
import { MEDIA_GROUP, type UploadErrorCode, type UploadKind } from "./upload";

/** What to tell the user about a failed upload of this kind, in the dictionary's language. */
export function uploadErrorText(t: UploadsDictionary, kind: UploadKind, error: UploadErrorCode): string {
  if (error === "UNSUPPORTED_TYPE") return t.unsupportedType[MEDIA_GROUP[kind]];
  // Spec 8 "Profile": a failed video upload has its own message.
  if (error === "UPLOAD_FAILED" && kind === "video") return t.videoFailed;
  return t.errors[error];
}
