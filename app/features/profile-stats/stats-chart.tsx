import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar, Line } from "@visx/shape";
import { useId } from "react";
import { formatDayAndMonth } from "~/i18n/dates";
import { formatCount } from "~/i18n/number-format";
import { interpolate } from "~/i18n/plural";
import { profileStatsText } from "~/i18n/profile-stats";
import { useLanguage, useT } from "~/i18n/use-language";
import { FIGURE_KEYS } from "./stats-figures";
import type { StatsPanelData } from "./stats-panel-data";

// A narrow drawing, so its text stays readable when a phone scales it down to ~330 px.
const WIDTH = 480;
const HEIGHT = 200;
const MARGIN = { top: 20, bottom: 26, left: 2, right: 2 };

/**
 * Profile views per week for the last 12 weeks, drawn by visx as plain SVG on the server (as the console's revenue
 * chart, docs/decisions/021): no script, scales to the card. Its text alternative — every figure of every week — is a
 * table behind a disclosure.
 */
export function StatsChart({ weeks }: { weeks: StatsPanelData["weeks"] }) {
  const t = useT(profileStatsText);
  const language = useLanguage();
  const titleId = useId();
  const descriptionId = useId();
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: weeks.map((week) => week.weekStart), range: [MARGIN.left, WIDTH - MARGIN.right], padding: 0.2 });
  const y = scaleLinear({ domain: [0, Math.max(1, ...weeks.map((week) => week.figures.views))], range: [innerHeight, 0], nice: true });
  const label = (weekStart: string, isCurrent: boolean) => {
    const date = formatDayAndMonth(weekStart, language);
    return isCurrent ? interpolate(t.chart.current, { date }) : date;
  };
  const first = weeks[0];
  const last = weeks.at(-1);
  return (
    <figure className="space-y-2">
      <figcaption id={titleId} className="font-semibold text-zinc-900">
        {t.chart.title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-labelledby={titleId} aria-describedby={descriptionId}>
        <desc id={descriptionId}>{t.chart.description}</desc>
        <Group top={MARGIN.top}>
          {weeks.map((week, index) => {
            const isCurrent = index === weeks.length - 1;
            const top = y(week.figures.views);
            return (
              <Group key={week.weekStart}>
                <Bar
                  x={x(week.weekStart) ?? 0}
                  y={top}
                  width={x.bandwidth()}
                  height={Math.max(innerHeight - top, week.figures.views === 0 ? 0 : 1)}
                  className={isCurrent ? "fill-violet-300" : "fill-violet-600"}
                >
                  <title>{`${label(week.weekStart, isCurrent)}: ${formatCount(language, week.figures.views)}`}</title>
                </Bar>
                {week.figures.views > 0 && (
                  <text x={(x(week.weekStart) ?? 0) + x.bandwidth() / 2} y={top - 4} textAnchor="middle" className="fill-zinc-700 text-[15px]">
                    {formatCount(language, week.figures.views)}
                  </text>
                )}
              </Group>
            );
          })}
          <Line from={{ x: MARGIN.left, y: innerHeight }} to={{ x: WIDTH - MARGIN.right, y: innerHeight }} className="stroke-zinc-400" strokeWidth={1} />
        </Group>
        {first && (
          <text x={MARGIN.left} y={HEIGHT - 4} className="fill-zinc-600 text-[15px]">
            {formatDayAndMonth(first.weekStart, language)}
          </text>
        )}
        {last && (
          <text x={WIDTH - MARGIN.right} y={HEIGHT - 4} textAnchor="end" className="fill-zinc-600 text-[15px]">
            {formatDayAndMonth(last.weekStart, language)}
          </text>
        )}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-violet-800">{t.chart.tableToggle}</summary>
        <div
          role="region"
          aria-label={t.chart.tableToggle}
          tabIndex={0}
          className="mt-2 max-h-80 overflow-auto rounded-md border border-zinc-200 focus:outline-2 focus:outline-violet-600"
        >
          <table className="w-full text-left">
            <thead className="sticky top-0 bg-zinc-50 text-zinc-700">
              <tr>
                <th scope="col" className="px-2 py-1 font-semibold">
                  {t.chart.week}
                </th>
                {FIGURE_KEYS.map((key) => (
                  <th key={key} scope="col" className="px-2 py-1 font-semibold">
                    {t.figures[key]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...weeks].reverse().map((week, index) => (
                <tr key={week.weekStart} className="border-t border-zinc-100 tabular-nums">
                  <th scope="row" className="px-2 py-1 font-normal whitespace-nowrap">
                    {label(week.weekStart, index === 0)}
                  </th>
                  {FIGURE_KEYS.map((key) => (
                    <td key={key} className="px-2 py-1">
                      {formatCount(language, week.figures[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
