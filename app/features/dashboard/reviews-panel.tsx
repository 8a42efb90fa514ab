import { Link, useFetcher } from "react-router";
import { type MyReview, type ReviewActionData, ReviewItem, REVIEWS_ENDPOINT } from "~/features/reviews";
import { dashboardText } from "~/i18n/dashboard";
import { interpolate } from "~/i18n/plural";
import { reviewsText } from "~/i18n/reviews";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { ConfirmDeleteButton } from "~/ui/confirm-delete-button";
import { DashboardPanel } from "./dashboard-panel";

/** "My reviews" (spec 2 "Dashboard"): each review links to its specialist; deletion asks first (spec 4 "Delete review"). */
export function ReviewsPanel({ reviews }: { reviews: MyReview[] }) {
  const t = useT(dashboardText).reviews;
  return (
    <DashboardPanel title={t.title}>
      {reviews.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-300 bg-white p-10 text-center text-zinc-700">{t.empty}</p>
      ) : (
        <ul className="space-y-4">
          {reviews.map((review) => (
            <li key={review.id}>
              <MyReviewItem review={review} />
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}

function MyReviewItem({ review }: { review: MyReview }) {
  const t = useT(reviewsText);
  const localize = useLocalizePath();
  const fetcher = useFetcher<ReviewActionData>();
  const title = review.title.trim() || t.list.noTitle;
  return (
    <div className="space-y-2">
      <Link to={localize(`/specialists/${review.specialistId}`)} className="text-sm font-medium text-violet-700 hover:underline">
        {interpolate(t.mine.about, { name: review.specialistName })}
      </Link>
      {review.hiddenReason !== null && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {interpolate(t.mine.hidden, { reason: review.hiddenReason })}
        </p>
      )}
      <ReviewItem review={review}>
        <ConfirmDeleteButton
          label={interpolate(t.mine.deleteLabel, { title })}
          title={t.mine.confirmTitle}
          text={t.mine.confirmText}
          onConfirm={() => void fetcher.submit({ intent: "delete", reviewId: review.id }, { method: "post", action: `${REVIEWS_ENDPOINT}?intent=delete` })}
          isDeleting={fetcher.state !== "idle"}
          isDisabled={fetcher.state !== "idle"}
          texts={{ button: t.mine.delete, cancel: t.mine.cancel, deleting: t.mine.deleting }}
        />
      </ReviewItem>
    </div>
  );
}
