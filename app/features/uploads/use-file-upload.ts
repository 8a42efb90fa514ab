import { useCallback, useEffect, useRef, useState } from "react";
import type { UploadErrorCode, UploadKind } from "./upload";
import { uploadFile, type UploadFileResult } from "./upload-file";

export type UploadState =
  { status: "idle" } | { status: "uploading"; percent: number } | { status: "done"; url: string } | { status: "failed"; error: UploadErrorCode };

/**
 * One file input's upload: `start` sends a file (cancelling one still under way) and resolves with the
 * result; `state` drives the progress bar and the message. Leaving the page cancels the upload.
 */
export function useFileUpload(kind: UploadKind) {
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => controller.current?.abort(), []);
  useEffect(() => cancel, [cancel]);

  const start = useCallback(
    async (file: File, projectId?: string): Promise<UploadFileResult> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ status: "uploading", percent: 0 });
      const result = await uploadFile(file, {
        kind,
        projectId,
        signal: current.signal,
        onProgress: (percent) => {
          if (controller.current === current) setState({ status: "uploading", percent });
        },
      });
      if (controller.current === current) {
        controller.current = null;
        setState("url" in result ? { status: "done", url: result.url } : { status: "failed", error: result.error });
      }
      return result;
    },
    [kind],
  );

  const reset = useCallback(() => setState({ status: "idle" }), []);

  return { state, start, cancel, reset, isUploading: state.status === "uploading" };
}
