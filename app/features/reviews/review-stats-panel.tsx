import { interpolate, plural } from "~/i18n/plural";
import { reviewsText } from "~/i18n/reviews";
import { useLanguage, useT } from "~/i18n/use-language";
import { Stars } from "~/ui/stars";
import type { ReviewStats } from "./review";
import { formatRating } from "~/i18n/number-format";

/** The average, the count, and the distribution as five bars, 5 stars first (spec 2 reviews tab). */
export function ReviewStatsPanel({ stats }: { stats: ReviewStats }) {
  const t = useT(reviewsText).summary;
  const language = useLanguage();
  const average = stats.averageRating === null ? null : formatRating(language, stats.averageRating);
  const largest = Math.max(1, ...stats.ratingDistribution);
  return (
    <section aria-labelledby="review-stats-title" className="grid gap-6 rounded-2xl border border-zinc-200 bg-white p-6 sm:grid-cols-[12rem_1fr]">
      <div className="space-y-1">
        <h2 id="review-stats-title" className="text-sm font-semibold tracking-wide text-zinc-500 uppercase">
          {t.title}
        </h2>
        {average !== null && stats.averageRating !== null && (
          <>
            <p className="text-4xl font-black" aria-label={interpolate(t.average, { rating: average })}>
              {average}
            </p>
            <Stars rating={stats.averageRating} label={interpolate(t.average, { rating: average })} size="size-5" />
          </>
        )}
        <p data-testid="review-count" className="text-sm text-zinc-600">
          {plural(language, stats.totalReviews, t.count)}
        </p>
      </div>
      <ul aria-label={t.distributionLabel} className="space-y-1.5">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = stats.ratingDistribution[stars - 1] ?? 0;
          return (
            <li
              key={stars}
              aria-label={interpolate(t.distributionValue, { stars, n: count })}
              className="grid grid-cols-[2.5rem_1fr_2rem] items-center gap-3 text-sm"
            >
              <span aria-hidden="true" className="text-zinc-600">
                {interpolate(t.distributionRow, { stars })}
              </span>
              <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-zinc-100">
                <span
                  data-testid={`distribution-${stars}`}
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${(count / largest) * 100}%` }}
                />
              </span>
              <span aria-hidden="true" className="text-right text-zinc-700 tabular-nums">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
