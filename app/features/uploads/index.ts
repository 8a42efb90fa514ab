// The uploads feature's public surface for browser code; server modules import index.server.ts.
export { acceptAttribute } from "./accepted-formats";
export { MEDIA_GROUP, uploadLimitBytes, type UploadKind } from "./upload";
export { UploadStatus } from "./upload-status";
export { useFileUpload, type UploadState } from "./use-file-upload";
