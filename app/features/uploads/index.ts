// The uploads feature's public surface for browser and server code alike; server-only exports are in index.server.ts.
export { ACCEPTED_FORMATS, acceptAttribute } from "./accepted-formats";
export { MEDIA_GROUP, uploadLimitBytes, type UploadKind } from "./upload";
export { uploadKey } from "./upload-key";
export { UploadStatus } from "./upload-status";
export { useFileUpload, type UploadState } from "./use-file-upload";
