import { lazy, Suspense, useId, useState } from "react";
import { useFetcher } from "react-router";
import { useSignInDialog, useViewer } from "~/features/auth";
import { interpolate } from "~/i18n/plural";
import { reviewsText } from "~/i18n/reviews";
import { useT } from "~/i18n/use-language";
import type { Review, ReviewActionData } from "./review";

// The open form (Conform and zod with it) stays out of the profile page's first load; reaching for the button starts it.
const loadOpenForm = () => import("./open-report-form");
const OpenReportForm = lazy(loadOpenForm);

/**
 * "Пожаловаться" under a review (issue 16): a signed-out visitor's click opens the sign-in dialog; a signed-in user
 * opens a small form with an optional reason. One's own review has no such control (the server refuses it too). The
 * page is the same for everyone (the render cache), so a second report is refused by the server, which says so.
 */
export function ReportReview({ review }: { review: Review }) {
  const t = useT(reviewsText);
  const viewer = useViewer();
  const signInDialog = useSignInDialog();
  const fetcher = useFetcher<ReviewActionData>();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  if (viewer?.id === review.reviewerId) return null;
  if (result?.ok) {
    return (
      <p role="status" className="text-sm text-emerald-800">
        {t.report.done}
      </p>
    );
  }
  const refusal = result && !result.ok && result.error !== "INVALID" ? t.errors[result.error] : null;
  const prefetchOpenForm = () => {
    if (viewer) void loadOpenForm();
  };
  if (!isOpen) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        {refusal && (
          <p role="alert" className="text-sm text-red-800">
            {refusal}
          </p>
        )}
        <button
          type="button"
          onPointerEnter={prefetchOpenForm}
          onFocus={prefetchOpenForm}
          onClick={() => (viewer ? setIsOpen(true) : signInDialog.open())}
          aria-label={interpolate(t.report.openLabel, { title: review.title })}
          className="rounded px-2 py-1 text-sm text-zinc-600 underline-offset-2 hover:text-red-800 hover:underline"
        >
          {t.report.open}
        </button>
      </div>
    );
  }
  return (
    <Suspense>
      <OpenReportForm id={id} review={review} fetcher={fetcher} refusal={refusal} onCancel={() => setIsOpen(false)} />
    </Suspense>
  );
}
