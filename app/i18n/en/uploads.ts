import type { UploadsDictionary } from "../ru/uploads";

export const uploads: UploadsDictionary = {
  progress: "Uploading file: {percent}%",
  cancel: "Cancel upload",
  errors: {
    AUTH_REQUIRED: "Sign in to upload a file",
    FORBIDDEN_ORIGIN: "Failed to upload file",
    PRO_REQUIRED: "File uploads come with a Pro subscription",
    INVALID_REQUEST: "Failed to upload file",
    PHOTO_TOO_LARGE: "File size exceeds 5MB",
    AUDIO_TOO_LARGE: "File size exceeds 20MB",
    VIDEO_TOO_LARGE: "File size exceeds 50MB",
    UPLOAD_ABORTED: "Upload cancelled",
    UPLOAD_FAILED: "Failed to upload file",
  },
  unsupportedType: {
    photo: "This file does not look like an image. Upload a JPEG, PNG, WebP, GIF or AVIF photo",
    audio: "This file does not look like audio. Upload an MP3, WAV, OGG, FLAC, M4A, AAC or WebM file",
    video: "This file does not look like a video. Upload an MP4, MOV or WebM file",
  },
  videoFailed: "Error uploading video. Please try again.",
};
