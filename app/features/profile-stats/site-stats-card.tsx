import { formatDayAndMonth } from "~/i18n/dates";
import { formatCount, formatRating } from "~/i18n/number-format";
import { interpolate } from "~/i18n/plural";
import { siteStatsText } from "~/i18n/profile-stats";
import { useLanguage, useT } from "~/i18n/use-language";
import type { SiteStatsDay } from "./site-stats";

/**
 * The console overview's card of profile statistics (issue 27): the last 14 days' totals, newest first, and inquiries per
 * listed Pro (against the number listed now). A table: the figures are what an operator reads, not a shape.
 */
export function SiteStatsCard({ days, listedNow, className }: { days: SiteStatsDay[]; listedNow: number; className?: string }) {
  const t = useT(siteStatsText);
  const language = useLanguage();
  const perPro = (inquiries: number) => (listedNow === 0 ? "—" : formatRating(language, inquiries / listedNow));
  return (
    <section className={`space-y-3 rounded-lg border border-zinc-200 bg-white p-5 shadow-sm ${className ?? ""}`}>
      <h2 id="site-stats-title" className="text-base font-semibold text-zinc-900">
        {t.title}
      </h2>
      <p className="text-sm text-zinc-700">{interpolate(t.lead, { n: formatCount(language, listedNow) })}</p>
      <div
        role="region"
        aria-labelledby="site-stats-title"
        tabIndex={0}
        className="overflow-x-auto rounded-md border border-zinc-200 focus:outline-2 focus:outline-violet-600"
      >
        <table className="w-full text-left text-sm">
          <thead className="bg-zinc-50 text-zinc-700">
            <tr>
              {[t.columns.date, t.columns.views, t.columns.appearances, t.columns.clicks, t.columns.inquiries, t.columns.perPro].map((heading) => (
                <th key={heading} scope="col" className="px-3 py-2 font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.date} className="border-t border-zinc-100 tabular-nums">
                <th scope="row" className="px-3 py-1.5 font-normal whitespace-nowrap">
                  {formatDayAndMonth(day.date, language)}
                </th>
                <td className="px-3 py-1.5">{formatCount(language, day.views)}</td>
                <td className="px-3 py-1.5">{formatCount(language, day.appearances)}</td>
                <td className="px-3 py-1.5">{formatCount(language, day.clicks)}</td>
                <td className="px-3 py-1.5">{formatCount(language, day.inquiries)}</td>
                <td className="px-3 py-1.5">{perPro(day.inquiries)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
