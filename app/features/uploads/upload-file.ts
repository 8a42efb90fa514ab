import { tooLargeError, UPLOAD_ERROR_CODES, UPLOAD_PATH, uploadLimitBytes, type UploadErrorCode, type UploadKind, type UploadResponse } from "./upload";

export interface UploadFileOptions {
  kind: UploadKind;
  /** The project a project-audio belongs to. */
  projectId?: string;
  /** Called with 0…100 as the bytes go out; 100 only once the server has stored the file. */
  onProgress?: (percent: number) => void;
  /** Aborting cancels the upload; the server then keeps nothing of it. */
  signal?: AbortSignal;
}

export type UploadFileResult = { url: string; key: string } | { error: UploadErrorCode };

/**
 * Sends a file to POST /api/uploads as the raw request body, with XMLHttpRequest because only it reports
 * upload progress (fetch does not). A file over the limit is refused here, before a byte is sent.
 */
export function uploadFile(file: File, { kind, projectId, onProgress, signal }: UploadFileOptions): Promise<UploadFileResult> {
  if (file.size > uploadLimitBytes(kind)) return Promise.resolve({ error: tooLargeError(kind) });
  if (signal?.aborted) return Promise.resolve({ error: "UPLOAD_ABORTED" });

  const query = new URLSearchParams({ kind });
  if (projectId) query.set("projectId", projectId);
  if (kind === "video") query.set("filename", file.name);

  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    const finish = (result: UploadFileResult) => {
      signal?.removeEventListener("abort", abort);
      resolve(result);
    };

    request.open("POST", `${UPLOAD_PATH}?${query}`);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      // The last percent waits for the server's answer: the file is stored only then.
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
    });
    request.addEventListener("load", () => {
      const response = request.response as UploadResponse | null;
      if (request.status === 200 && response && "url" in response) {
        onProgress?.(100);
        finish({ url: response.url, key: response.key });
      } else {
        finish({ error: response && "error" in response && UPLOAD_ERROR_CODES.includes(response.error) ? response.error : "UPLOAD_FAILED" });
      }
    });
    request.addEventListener("error", () => finish({ error: "UPLOAD_FAILED" }));
    request.addEventListener("abort", () => finish({ error: "UPLOAD_ABORTED" }));
    signal?.addEventListener("abort", abort);
    onProgress?.(0);
    request.send(file);
  });
}
