import { acceptAttribute, MEDIA_GROUP, type UploadKind, uploadLimitBytes, type UploadState, UploadStatus } from "~/features/uploads";
import { profileEditorText } from "~/i18n/profile-editor";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { uploadsText } from "~/i18n/uploads";
import { ProgressBar } from "~/ui/progress-bar";

const BYTES_PER_MEGABYTE = 1024 * 1024;

interface UploadFieldProps {
  id: string;
  label: string;
  kind: UploadKind;
  state: UploadState;
  onFileChosen: (file: File) => void;
  onCancel: () => void;
  /** Whether a file is already there: the button then offers to replace it. */
  hasFile: boolean;
  /** The current file (an image, a player), shown beside the button. */
  preview?: React.ReactNode;
  /** Said once the upload has finished. */
  doneNote?: string;
}

/**
 * A file input that uploads as soon as a file is chosen, with the real progress (XHR upload events) and the
 * reason of a failure under it. The native input stays in the page, visually hidden, so it keeps its keyboard
 * behaviour; the styled label in front of it opens it.
 */
export function UploadField({ id, label, kind, state, onFileChosen, onCancel, hasFile, preview, doneNote }: UploadFieldProps) {
  const t = useT(profileEditorText).upload;
  const uploads = useT(uploadsText);
  const group = MEDIA_GROUP[kind];
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-2">
      <span id={`${id}-label`} className="block text-sm font-medium text-zinc-800">
        {label}
      </span>
      <div className="flex flex-wrap items-center gap-4">
        {preview}
        <div className="space-y-1">
          <input
            id={id}
            type="file"
            accept={acceptAttribute(group)}
            aria-labelledby={`${id}-label ${id}-button`}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared, so choosing the same file again (after a failure) still starts an upload.
              event.target.value = "";
              if (file) onFileChosen(file);
            }}
            className="peer sr-only"
          />
          <label
            id={`${id}-button`}
            htmlFor={id}
            className="inline-block cursor-pointer rounded-md border border-violet-700 px-4 py-2 text-sm font-semibold text-violet-800 peer-focus-visible:ring-2 peer-focus-visible:ring-violet-600 peer-focus-visible:ring-offset-2 hover:bg-violet-50"
          >
            {hasFile ? t.replace : t.choose}
          </label>
          <p id={`${id}-hint`} className="text-xs text-zinc-600">
            {interpolate(t.formats[group], { mb: uploadLimitBytes(kind) / BYTES_PER_MEGABYTE })}
          </p>
        </div>
      </div>
      <UploadStatus kind={kind} state={state} onCancel={onCancel} />
      {state.status === "done" && (
        // The finished upload keeps its full bar: the file is on the server, though not yet in the profile.
        <div className="space-y-1">
          <ProgressBar percent={100} label={interpolate(uploads.progress, { percent: 100 })} />
          {doneNote && (
            <p role="status" className="text-sm text-emerald-800">
              {doneNote}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
