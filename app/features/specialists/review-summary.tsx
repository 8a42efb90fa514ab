import { specialistsText } from "~/i18n/specialists";
import { interpolate, plural } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { Stars } from "~/ui/stars";
import type { ReviewSummary } from "./specialist";

/** Stars, the average and the review count with plural forms, or "Нет отзывов" (spec 2 "Specialists directory"). */
export function ReviewSummaryLine({ reviews }: { reviews: ReviewSummary }) {
  const t = useT(specialistsText).card;
  const language = useLanguage();
  if (reviews.totalReviews === 0 || reviews.averageRating === null) return <p className="text-sm text-zinc-500">{t.noReviews}</p>;
  const average = reviews.averageRating.toLocaleString(language === "ru" ? "ru-RU" : "en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className="flex items-center gap-1.5 text-sm text-zinc-700">
      <Stars rating={reviews.averageRating} label={interpolate(t.rating, { rating: average })} />
      <span className="font-semibold">{average}</span>
      <span className="text-zinc-500">· {plural(language, reviews.totalReviews, t.reviews)}</span>
    </p>
  );
}
