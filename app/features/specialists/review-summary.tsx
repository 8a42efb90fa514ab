import { specialistsText } from "~/i18n/specialists";
import { interpolate, plural } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { Stars } from "~/ui/stars";
import type { ReviewSummary } from "./specialist";
import { formatRating } from "~/i18n/number-format";

/** Stars, the average and the review count with plural forms, or "Нет отзывов" (spec 2 "Specialists directory"). */
export function ReviewSummaryLine({ reviews }: { reviews: ReviewSummary }) {
  const t = useT(specialistsText).card;
  const language = useLanguage();
  if (reviews.totalReviews === 0 || reviews.averageRating === null) return <p className="text-sm text-zinc-500">{t.noReviews}</p>;
  const average = formatRating(language, reviews.averageRating);
  return (
    // Wraps as whole pieces: on a two-column phone card the count moves under the stars instead of past the edge.
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-sm text-zinc-700">
      <Stars rating={reviews.averageRating} label={interpolate(t.rating, { rating: average })} />
      <span className="font-semibold">{average}</span>
      <span className="whitespace-nowrap text-zinc-500">· {plural(language, reviews.totalReviews, t.reviews)}</span>
    </p>
  );
}
