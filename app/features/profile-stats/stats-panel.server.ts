import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { specialistProfiles, users } from "~/adapters/db/schema";
import { PROFILE_STATS } from "~/config/constants";
import { isListed } from "~/server/listed-specialists";
import { addDays, dayOfWeek, lastWeekStarts, moscowDay } from "./moscow-days";
import { viewsPercentile } from "./recommendation";
import { findDailyFigures, sumFigures } from "./stats-figures.server";
import type { StatsPanelData } from "./stats-panel-data";

/** Listed profiles sharing a specialization with this one, each with its views since `from`; the profile's own first. */
async function findStanding(db: Database, userId: string, from: string): Promise<number | null> {
  const [own] = await db.select({ specializations: specialistProfiles.specializations }).from(specialistProfiles).where(eq(specialistProfiles.userId, userId));
  if (!own || own.specializations.length === 0) return null;
  const specializations = sql`array[${sql.join(
    own.specializations.map((slug) => sql`${slug}`),
    sql`, `,
  )}]::text[]`;
  const views = sql<number>`coalesce((select sum(count) from profile_stat_day where user_id = ${users.id} and metric = 'view' and day >= ${from}), 0)::int`;
  const rows = await db
    .select({ id: users.id, views })
    .from(users)
    .innerJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
    .where(and(isListed, sql`(${specialistProfiles.specializations} && ${specializations} or ${users.id} = ${userId})`));
  const mine = rows.find((row) => row.id === userId);
  if (!mine) return null;
  const peers = rows.filter((row) => row.id !== userId).map((row) => row.views);
  return viewsPercentile(mine.views, peers, PROFILE_STATS.peersMin);
}

/**
 * The cabinet's «Статистика» (issue 27): the last 12 Moscow weeks (this one so far last), this week so far against the
 * same days of last week, and where the profile stands among its peers by views over the last 4 weeks.
 */
export async function getStatsPanel(db: Database, userId: string, isPro: boolean, now = new Date()): Promise<StatsPanelData> {
  const today = moscowDay(now);
  const weekStarts = lastWeekStarts(today, PROFILE_STATS.weeks);
  const [first] = weekStarts as [string];
  const [days, [profile], percentile] = await Promise.all([
    findDailyFigures(db, [userId], first, today),
    db
      .select({ isListed: sql<boolean>`${isListed}`, mailOffAt: specialistProfiles.weeklyStatsMailOffAt })
      .from(users)
      .leftJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
      .where(eq(users.id, userId)),
    findStanding(db, userId, addDays(today, 1 - 7 * PROFILE_STATS.standingWeeks)),
  ]);
  const thisWeek = weekStarts.at(-1)!;
  const lastWeek = addDays(thisWeek, -7);
  const sameDayLastWeek = addDays(today, -7);
  return {
    isPro,
    isListed: profile?.isListed ?? false,
    isMailOn: profile ? profile.mailOffAt === null : false,
    daysIntoWeek: dayOfWeek(today) + 1,
    weeks: weekStarts.map((start) => ({ weekStart: start, figures: sumFigures(days, (day) => day.day >= start && day.day <= addDays(start, 6)) })),
    thisWeek: sumFigures(days, (day) => day.day >= thisWeek),
    lastWeekSameDays: sumFigures(days, (day) => day.day >= lastWeek && day.day <= sameDayLastWeek),
    percentile,
  };
}
