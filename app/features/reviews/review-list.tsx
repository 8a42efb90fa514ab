import { formatLongDate } from "~/i18n/dates";
import { interpolate } from "~/i18n/plural";
import { reviewsText } from "~/i18n/reviews";
import { useLanguage, useT } from "~/i18n/use-language";
import { Avatar } from "~/ui/avatar";
import { Stars } from "~/ui/stars";
import type { Review } from "./review";
import { ReportReview } from "./report-review";

/** One review: stars, title, text, reviewer, project, date in the long format (spec 2, 8 fallback texts). */
export function ReviewItem({ review, children }: { review: Review; children?: React.ReactNode }) {
  const t = useT(reviewsText).list;
  const language = useLanguage();
  return (
    <article className="space-y-3 rounded-xl border border-zinc-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars rating={review.rating} label={interpolate(t.rating, { rating: review.rating })} />
        <time dateTime={review.createdAt} className="text-sm text-zinc-500">
          {formatLongDate(review.createdAt, language)}
        </time>
      </div>
      <h3 className="font-semibold break-words">{review.title.trim() || t.noTitle}</h3>
      <p className="break-words whitespace-pre-line text-zinc-800">{review.content.trim() || t.noContent}</p>
      {(review.projectType || review.projectName) && (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {review.projectType && (
            <div className="flex gap-1.5">
              <dt className="text-zinc-500">{t.projectType}:</dt>
              <dd>{review.projectType}</dd>
            </div>
          )}
          {review.projectName && (
            <div className="flex gap-1.5">
              <dt className="text-zinc-500">{t.projectName}:</dt>
              <dd>{review.projectName}</dd>
            </div>
          )}
        </dl>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-zinc-100 pt-3 text-sm">
        <p className="flex items-center gap-2">
          <Avatar name={review.reviewerName.trim() || t.anonymous} photoUrl={review.reviewerPhotoUrl} alt="" className="size-8 shrink-0 rounded-full text-xs" />
          <span className="font-medium">{review.reviewerName.trim() || t.anonymous}</span>
          {review.isVerified && <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-800">{t.verified}</span>}
        </p>
        {children}
      </div>
    </article>
  );
}

export function ReviewList({ reviews }: { reviews: Review[] }) {
  const t = useT(reviewsText).list;
  if (reviews.length === 0) return <p className="rounded-xl border border-dashed border-zinc-300 bg-white p-10 text-center text-zinc-700">{t.empty}</p>;
  return (
    <ul className="space-y-4">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewItem review={review}>
            <ReportReview review={review} />
          </ReviewItem>
        </li>
      ))}
    </ul>
  );
}
