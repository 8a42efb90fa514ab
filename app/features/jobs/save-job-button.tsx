import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useFetcher } from "react-router";
import { useSignInDialog, useViewer } from "~/features/auth";
import { SAVED_JOBS_ENDPOINT, type SavedJobActionData } from "./saved-job";
import { jobsText } from "~/i18n/jobs";
import { useT } from "~/i18n/use-language";

/** How long the "could not save" message stays up unless closed first. */
const FAILURE_MESSAGE_MS = 6000;

const buttonClass = "rounded-md border px-4 py-2 text-sm font-semibold transition disabled:cursor-wait disabled:opacity-70";
const stateClass = {
  saved: "border-violet-700 bg-violet-50 text-violet-800 hover:bg-violet-100",
  unsaved: "border-zinc-300 text-zinc-800 hover:border-violet-600 hover:text-violet-700",
};

/**
 * The save toggle on a job (spec 2 "Save button labels", 4 "Saved job"). Signed out, a click opens the
 * sign-in dialog and nothing else. Signed in, it posts to /api/saved-jobs; the pending submission decides
 * the label at once ("Сохранение..." while a save is on its way), the revalidated page confirms it, and a
 * refusal rolls back to the page's state with "Не удалось сохранить вакансию".
 */
export function SaveJobButton({ jobId, isSaved }: { jobId: string; isSaved: boolean }) {
  const t = useT(jobsText);
  const viewer = useViewer();
  const signInDialog = useSignInDialog();
  const fetcher = useFetcher<SavedJobActionData>();

  const pendingIntent = fetcher.formData?.get("intent");
  const isWorking = fetcher.state !== "idle";
  const isShownSaved = pendingIntent === "save" || pendingIntent === "remove" ? pendingIntent === "save" : isSaved;
  const isSaving = fetcher.state === "submitting" && pendingIntent === "save";
  const failure = fetcher.state === "idle" && fetcher.data && "error" in fetcher.data ? fetcher.data : null;

  if (!viewer) {
    return (
      <button type="button" aria-pressed={false} onClick={() => signInDialog.open()} className={`${buttonClass} ${stateClass.unsaved}`}>
        {t.card.save}
      </button>
    );
  }

  return (
    <>
      <button
        type="button"
        aria-pressed={isShownSaved}
        disabled={isWorking}
        onClick={() => void fetcher.submit({ jobId, intent: isShownSaved ? "remove" : "save" }, { method: "post", action: SAVED_JOBS_ENDPOINT })}
        className={`${buttonClass} ${isShownSaved ? stateClass.saved : stateClass.unsaved}`}
      >
        {isSaving ? t.card.saving : isShownSaved ? t.card.saved : t.card.save}
      </button>
      {failure && <FailureMessage failure={failure} text={t.card.saveFailed} closeLabel={t.card.dismiss} />}
    </>
  );
}

/** A toast at the bottom of the screen, announced to screen readers; it closes itself after a few seconds. */
function FailureMessage({ failure, text, closeLabel }: { failure: object; text: string; closeLabel: string }) {
  const [closedFailure, setClosedFailure] = useState<object | null>(null);
  const isOpen = closedFailure !== failure;

  useEffect(() => {
    if (!isOpen) return;
    const timer = setTimeout(() => setClosedFailure(failure), FAILURE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [failure, isOpen]);

  if (!isOpen) return null;
  return createPortal(
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center justify-between gap-4 rounded-lg bg-zinc-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      <span>{text}</span>
      <button type="button" onClick={() => setClosedFailure(failure)} className="rounded px-2 py-1 font-semibold text-amber-300 hover:bg-white/10">
        {closeLabel}
      </button>
    </div>,
    document.body,
  );
}
