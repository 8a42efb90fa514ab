import { getFormProps, useForm } from "@conform-to/react";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { useSignInDialog, useViewer } from "~/features/auth";
import { LIMITS } from "~/config/constants";
import { parseForm } from "~/config/parse-form";
import { interpolate } from "~/i18n/plural";
import { reviewsText } from "~/i18n/reviews";
import { useT } from "~/i18n/use-language";
import { REVIEWS_ENDPOINT, type Review, type ReviewActionData } from "./review";
import { reviewReportSchema } from "./review-report.schema";

const focusOnMount = (node: HTMLTextAreaElement | null) => node?.focus();

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
  const [form, fields] = useForm({
    id: `${id}-report`,
    lastResult: result && !result.ok ? result.submission : undefined,
    onValidate: ({ formData }) => parseForm(formData, reviewReportSchema),
  });
  if (viewer?.id === review.reviewerId) return null;
  if (result?.ok) {
    return (
      <p role="status" className="text-sm text-emerald-800">
        {t.report.done}
      </p>
    );
  }
  const refusal = result && !result.ok && result.error !== "INVALID" ? t.errors[result.error] : null;
  const reasonKey = fields.reason.errors?.[0];
  const reasonError = reasonKey === undefined ? null : (t.report.errors[reasonKey as keyof typeof t.report.errors] ?? t.errors.INVALID);
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
    <fetcher.Form method="post" action={REVIEWS_ENDPOINT} {...getFormProps(form)} className="w-full space-y-2">
      <input type="hidden" name="intent" value="report" />
      <input type="hidden" name="reviewId" value={review.id} />
      <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-zinc-800">
        {t.report.reason}
      </label>
      <textarea
        id={`${id}-reason`}
        name="reason"
        rows={2}
        maxLength={LIMITS.review.reportReason}
        aria-invalid={Boolean(reasonError)}
        aria-describedby={reasonError ? `${id}-reason-error` : undefined}
        className="w-full rounded-md border border-zinc-300 px-3 py-2 text-base"
        // The form replaces the button the user pressed: the reason is where they type next, and focus must not fall to the page.
        ref={focusOnMount}
      />
      {reasonError && (
        <p id={`${id}-reason-error`} className="text-sm text-red-700">
          {reasonError}
        </p>
      )}
      {refusal && (
        <p role="alert" className="text-sm text-red-800">
          {refusal}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-600 disabled:opacity-60"
        >
          {fetcher.state !== "idle" ? t.report.sending : t.report.submit}
        </button>
        <button type="button" onClick={() => setIsOpen(false)} className="rounded-md border border-zinc-300 px-4 py-2 text-sm font-semibold text-zinc-800">
          {t.report.cancel}
        </button>
      </div>
    </fetcher.Form>
  );
}
