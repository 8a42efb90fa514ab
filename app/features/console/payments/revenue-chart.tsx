import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar, Line } from "@visx/shape";
import { useId } from "react";
import { consolePaymentsText } from "~/i18n/console-payments";
import { dateTimeFormat } from "~/i18n/dates";
import { useLanguage, useT } from "~/i18n/use-language";
import { formatMoney } from "~/i18n/number-format";
import type { PaymentsDay } from "./payments-per-day.server";

const DAY_LABEL: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", timeZone: "UTC" };

const WIDTH = 600;
const HEIGHT = 160;
const MARGIN = { top: 8, bottom: 20, left: 4, right: 4 };

/**
 * Revenue per day, net of refunds, for the last 30 days: a bar chart drawn by visx (docs/decisions/021) as plain SVG on
 * the server, so it needs no script and meets the CSP; it scales to the card's width. Its text alternative is the
 * same figures in a table, behind a disclosure.
 */
export function RevenueChart({ days }: { days: PaymentsDay[] }) {
  const t = useT(consolePaymentsText).overview;
  const language = useLanguage();
  const titleId = useId();
  const descriptionId = useId();
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: days.map((day) => day.date), range: [MARGIN.left, WIDTH - MARGIN.right], padding: 0.2 });
  const values = days.map((day) => day.netKopecks);
  const y = scaleLinear({ domain: [Math.min(0, ...values), Math.max(1, ...values)], range: [innerHeight, 0], nice: true });
  const dayLabel = (date: string) => dateTimeFormat(language === "en" ? "en-GB" : "ru-RU", DAY_LABEL).format(new Date(date));
  const money = (kopecks: number) => formatMoney(language, kopecks);
  const first = days[0];
  const last = days.at(-1);
  return (
    <figure className="space-y-2">
      <figcaption id={titleId} className="text-sm font-semibold text-zinc-900">
        {t.chartTitle}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-2xl" role="img" aria-labelledby={titleId} aria-describedby={descriptionId}>
        <desc id={descriptionId}>{t.chartDescription}</desc>
        <Group top={MARGIN.top}>
          {days.map((day) => {
            const top = y(Math.max(0, day.netKopecks));
            const height = Math.abs(y(day.netKopecks) - y(0));
            return (
              <Bar
                key={day.date}
                x={x(day.date) ?? 0}
                y={top}
                width={x.bandwidth()}
                height={Math.max(height, day.netKopecks === 0 ? 0 : 1)}
                className={day.netKopecks < 0 ? "fill-red-600" : "fill-violet-600"}
              >
                <title>{`${dayLabel(day.date)}: ${money(day.netKopecks)}`}</title>
              </Bar>
            );
          })}
          <Line from={{ x: MARGIN.left, y: y(0) }} to={{ x: WIDTH - MARGIN.right, y: y(0) }} className="stroke-zinc-400" strokeWidth={1} />
        </Group>
        {first && (
          <text x={MARGIN.left} y={HEIGHT - 4} className="fill-zinc-600 text-[11px]">
            {dayLabel(first.date)}
          </text>
        )}
        {last && (
          <text x={WIDTH - MARGIN.right} y={HEIGHT - 4} textAnchor="end" className="fill-zinc-600 text-[11px]">
            {dayLabel(last.date)}
          </text>
        )}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-violet-800">{t.tableToggle}</summary>
        <div
          role="region"
          aria-label={t.tableToggle}
          tabIndex={0}
          className="mt-2 max-h-72 overflow-auto rounded-md border border-zinc-200 focus:outline-2 focus:outline-violet-600"
        >
          <table className="w-full text-left">
            <thead className="sticky top-0 bg-zinc-50 text-zinc-700">
              <tr>
                {[t.columns.date, t.columns.count, t.columns.gross, t.columns.refunded, t.columns.net].map((heading) => (
                  <th key={heading} scope="col" className="px-2 py-1 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date} className="border-t border-zinc-100 tabular-nums">
                  <th scope="row" className="px-2 py-1 font-normal">
                    {dayLabel(day.date)}
                  </th>
                  <td className="px-2 py-1">{day.count}</td>
                  <td className="px-2 py-1">{money(day.grossKopecks)}</td>
                  <td className="px-2 py-1">{money(day.refundedKopecks)}</td>
                  <td className="px-2 py-1">{money(day.netKopecks)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
