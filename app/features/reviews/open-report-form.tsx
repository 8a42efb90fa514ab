import { getFormProps, useForm } from "@conform-to/react";
import type { FetcherWithComponents } from "react-router";
import { LIMITS } from "~/config/constants";
import { parseForm } from "~/config/parse-form";
import { reviewsText } from "~/i18n/reviews";
import { useT } from "~/i18n/use-language";
import { REVIEWS_ENDPOINT, type Review, type ReviewActionData } from "./review";
import { reviewReportSchema } from "./review-report.schema";

const focusOnMount = (node: HTMLTextAreaElement | null) => node?.focus();

interface OpenReportFormProps {
  id: string;
  review: Review;
  fetcher: FetcherWithComponents<ReviewActionData>;
  /** The server's refusal of the last try, in the page's language. */
  refusal: string | null;
  onCancel: () => void;
}

/** The report form once opened (report-review.tsx), with Conform and the schema the server uses: loaded on demand. */
export default function OpenReportForm({ id, review, fetcher, refusal, onCancel }: OpenReportFormProps) {
  const t = useT(reviewsText);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const [form, fields] = useForm({
    id: `${id}-report`,
    lastResult: result && !result.ok ? result.submission : undefined,
    onValidate: ({ formData }) => parseForm(formData, reviewReportSchema),
  });
  const reasonKey = fields.reason.errors?.[0];
  const reasonError = reasonKey === undefined ? null : (t.report.errors[reasonKey as keyof typeof t.report.errors] ?? t.errors.INVALID);
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
        <button type="button" onClick={onCancel} className="rounded-md border border-zinc-300 px-4 py-2 text-sm font-semibold text-zinc-800">
          {t.report.cancel}
        </button>
      </div>
    </fetcher.Form>
  );
}
