import { Link } from "react-router";
import { reviewsText } from "~/i18n/reviews";
import { useLocalizePath, useT } from "~/i18n/use-language";
import type { Review, ReviewStats } from "./review";
import { ReviewForm } from "./review-form";
import { ReviewList } from "./review-list";
import { ReviewStatsPanel } from "./review-stats-panel";

/**
 * What the viewer may do here: write (signed out counts: the click opens the sign-in dialog), confirm their address
 * first (issue 24), or not.
 */
export type ReviewFormState = "open-to-write" | "confirm-email" | "own-profile" | "already-reviewed";

/** The profile's reviews tab: stats and distribution, the form (or why there is none), the list. */
export function ReviewsTab({
  specialistId,
  stats,
  reviews,
  formState,
}: {
  specialistId: string;
  stats: ReviewStats;
  reviews: Review[] | null;
  formState: ReviewFormState;
}) {
  const t = useT(reviewsText);
  const localize = useLocalizePath();
  return (
    <div className="space-y-6">
      <ReviewStatsPanel stats={stats} />
      {formState === "open-to-write" && <ReviewForm specialistId={specialistId} />}
      {formState === "confirm-email" && (
        <p className="rounded-md bg-amber-50 p-4 text-sm text-amber-950">
          {t.errors.EMAIL_UNCONFIRMED}{" "}
          <Link to={localize("/dashboard")} className="font-semibold underline underline-offset-2">
            {t.form.toAccount}
          </Link>
        </p>
      )}
      {formState === "already-reviewed" && <p className="rounded-md bg-violet-50 p-4 text-sm text-violet-900">{t.form.alreadyReviewed}</p>}
      {reviews === null ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
          {t.list.error}
        </p>
      ) : (
        <ReviewList reviews={reviews} />
      )}
    </div>
  );
}
