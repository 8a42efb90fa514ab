import { lazy, Suspense, useId, useState } from "react";
import { useFetcher } from "react-router";
import { useSignInDialog, useViewer } from "~/features/auth";
import { reviewsText } from "~/i18n/reviews";
import { useT } from "~/i18n/use-language";
import type { ReviewActionData } from "./review";
import type { ReviewFields } from "./open-review-form";

const empty: ReviewFields = { rating: 0, title: "", content: "", projectType: "", projectName: "" };
// The open form (Conform and zod with it) stays out of the profile page's first load; reaching for the button starts it.
const loadOpenForm = () => import("./open-review-form");
const OpenReviewForm = lazy(loadOpenForm);

/**
 * Spec 4 "Review form": closed or open; a signed-out visitor's click opens the sign-in dialog. Open, it is
 * open-review-form.tsx (Conform checks it first with the schema the server uses); while it posts it is busy; on
 * success the fields clear, the form closes and the page's reviews and stats revalidate. Server refusals show inline, a refused field under the field. The
 * form opens from a button, so it needs JavaScript (a signed-out visitor is sent to sign in first anyway).
 */
export function ReviewForm({ specialistId }: { specialistId: string }) {
  const t = useT(reviewsText);
  const viewer = useViewer();
  const signInDialog = useSignInDialog();
  const fetcher = useFetcher<ReviewActionData>();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [fields, setFields] = useState<ReviewFields>(empty);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;

  // Each answer is taken in once, while rendering: success clears and closes (refused fields are Conform's).
  const [handled, setHandled] = useState<ReviewActionData | undefined>(undefined);
  if (result && result !== handled) {
    setHandled(result);
    if (result.ok) {
      setFields(empty);
      setIsOpen(false);
    }
  }

  const prefetchOpenForm = () => {
    if (viewer) void loadOpenForm();
  };

  if (!isOpen) {
    return (
      <div className="space-y-3">
        {result?.ok && (
          <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
            {t.form.success}
          </p>
        )}
        <button
          type="button"
          onPointerEnter={prefetchOpenForm}
          onFocus={prefetchOpenForm}
          onClick={() => (viewer ? setIsOpen(true) : signInDialog.open())}
          className="rounded-md bg-violet-700 px-5 py-3 font-semibold text-white hover:bg-violet-600"
        >
          {t.form.open}
        </button>
      </div>
    );
  }

  return (
    <Suspense>
      <OpenReviewForm id={id} specialistId={specialistId} fetcher={fetcher} fields={fields} setFields={setFields} onClose={() => setIsOpen(false)} />
    </Suspense>
  );
}
