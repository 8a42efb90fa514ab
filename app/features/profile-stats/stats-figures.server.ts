import { sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { DATE_UTC_OFFSET_HOURS, type ProfileStatMetric } from "~/config/constants";
import { emptyFigures, type FigureKey, type StatFigures } from "./stats-figures";

/** A day's figures of one profile. */
export interface DayFigures {
  userId: string;
  day: string;
  figures: StatFigures;
}

const FIGURE_OF_METRIC: Record<ProfileStatMetric, FigureKey> = {
  view: "views",
  appearance: "appearances",
  click_telegram: "clicksTelegram",
  click_email: "clicksEmail",
  click_website: "clicksWebsite",
};

const offset = sql.raw(`interval '${DATE_UTC_OFFSET_HOURS} hours'`);

/**
 * The daily figures of these profiles from `from` to `to` (Moscow days, both included): the counts, and the inquiries
 * received — an inquiry on the Moscow day it was confirmed, unless it still waits for its confirmation. Days without
 * any are left out.
 */
export async function findDailyFigures(db: Database, userIds: readonly string[], from: string, to: string): Promise<DayFigures[]> {
  if (userIds.length === 0) return [];
  const ids = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const [counts, inquiries] = await Promise.all([
    db.execute(sql`
      select user_id, to_char(day, 'YYYY-MM-DD') as day, metric, count from profile_stat_day
      where user_id in (${ids}) and day between ${from} and ${to}`),
    db.execute(sql`
      select specialist_id as user_id, to_char((confirmed_at at time zone 'UTC') + ${offset}, 'YYYY-MM-DD') as day, count(*)::int as count
      from inquiry
      where specialist_id in (${ids}) and status <> 'unconfirmed' and confirmed_at is not null
        and confirmed_at >= (${from}::date - ${offset}) at time zone 'UTC' and confirmed_at < (${to}::date + 1 - ${offset}) at time zone 'UTC'
      group by 1, 2`),
  ]);
  const byKey = new Map<string, DayFigures>();
  const at = (userId: string, day: string) => {
    const key = `${userId}\n${day}`;
    let entry = byKey.get(key);
    if (!entry) byKey.set(key, (entry = { userId, day, figures: emptyFigures() }));
    return entry.figures;
  };
  for (const row of counts.rows) at(String(row.user_id), String(row.day))[FIGURE_OF_METRIC[row.metric as ProfileStatMetric]] += Number(row.count);
  for (const row of inquiries.rows) at(String(row.user_id), String(row.day)).inquiries += Number(row.count);
  return [...byKey.values()];
}

/** The figures summed over the days that pass `isIn`. */
export function sumFigures(days: readonly DayFigures[], isIn: (day: DayFigures) => boolean): StatFigures {
  const total = emptyFigures();
  for (const day of days) {
    if (!isIn(day)) continue;
    for (const key of Object.keys(total) as FigureKey[]) total[key] += day.figures[key];
  }
  return total;
}
