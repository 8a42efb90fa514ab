import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { uploadsText } from "~/i18n/uploads";
import { ProgressBar } from "~/ui/progress-bar";
import type { UploadKind } from "./upload";
import { uploadErrorText } from "./upload-error-text";
import type { UploadState } from "./use-file-upload";

interface UploadStatusProps {
  kind: UploadKind;
  state: UploadState;
  /** Shows a cancel button while uploading. */
  onCancel?: () => void;
}

/** Under a file input: the progress bar with its percentage while uploading, the reason when it failed. */
export function UploadStatus({ kind, state, onCancel }: UploadStatusProps) {
  const t = useT(uploadsText);
  if (state.status === "uploading") {
    return (
      <div className="mt-2 flex items-center gap-3">
        <ProgressBar percent={state.percent} label={interpolate(t.progress, { percent: state.percent })} className="flex-1" />
        {onCancel && (
          <button type="button" onClick={onCancel} className="text-sm font-medium text-zinc-600 underline-offset-2 hover:text-zinc-900 hover:underline">
            {t.cancel}
          </button>
        )}
      </div>
    );
  }
  if (state.status === "failed" && state.error !== "UPLOAD_ABORTED") {
    return (
      <p role="alert" className="mt-2 text-sm text-red-600">
        {uploadErrorText(t, kind, state.error)}
      </p>
    );
  }
  return null;
}
