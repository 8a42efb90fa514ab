import { sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { DATE_UTC_OFFSET_HOURS } from "~/config/constants";
import { isListed } from "~/server/listed-specialists";
import { addDays, moscowDay } from "./moscow-days";
import type { SiteStatsDay } from "./site-stats";

/** The console's overview shows this many days, today included. */
const SITE_STATS_DAYS = 14;

const offset = sql.raw(`interval '${DATE_UTC_OFFSET_HOURS} hours'`);

/**
 * Site-wide totals per Moscow day for the console's overview (issue 27): profile views, directory appearances, contact
 * clicks and inquiries received (confirmed that day), with the number of profiles listed now to read inquiries per Pro
 * against. Two range aggregates along profile_stat_day_day_idx and the inquiries' confirmation time, and one count.
 */
export async function getSiteStatsPerDay(db: Database, now = new Date()): Promise<{ days: SiteStatsDay[]; listedNow: number }> {
  const today = moscowDay(now);
  const first = addDays(today, 1 - SITE_STATS_DAYS);
  const [counts, inquiries, listed] = await Promise.all([
    db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, metric, sum(count)::int as total from profile_stat_day
      where day >= ${first} group by 1, 2`),
    db.execute(sql`
      select to_char((confirmed_at at time zone 'UTC') + ${offset}, 'YYYY-MM-DD') as day, count(*)::int as total from inquiry
      where status <> 'unconfirmed' and confirmed_at >= (${first}::date - ${offset}) at time zone 'UTC' group by 1`),
    db.execute(sql`select count(*)::int as total from "user" where ${isListed}`),
  ]);
  const days = Array.from({ length: SITE_STATS_DAYS }, (_, index): SiteStatsDay => ({
    date: addDays(first, index),
    views: 0,
    appearances: 0,
    clicks: 0,
    inquiries: 0,
  }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const row of counts.rows) {
    const day = byDate.get(String(row.day));
    if (!day) continue;
    const total = Number(row.total);
    if (row.metric === "view") day.views += total;
    else if (row.metric === "appearance") day.appearances += total;
    else day.clicks += total;
  }
  for (const row of inquiries.rows) {
    const day = byDate.get(String(row.day));
    if (day) day.inquiries += Number(row.total);
  }
  return { days, listedNow: Number(listed.rows[0]?.total ?? 0) };
}
