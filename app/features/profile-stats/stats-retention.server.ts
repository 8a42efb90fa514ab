import { lt } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { profileStatDays, profileVisitors, statsSalts } from "~/adapters/db/schema";
import { PROFILE_STATS } from "~/config/constants";
import { addDays, moscowDay } from "./moscow-days";
import { forgetDaySalts } from "./record-stats.server";

export interface StatsRetentionOutcome {
  salts: number;
  visitors: number;
  days: number;
}

/**
 * Deletes the day salts older than PROFILE_STATS.saltKeptDays and the visitor hashes older than visitorsKeptDays (a
 * hash without its salt can no longer be tied to anyone), and the daily counts older than dailyKeptDays.
 */
export async function applyStatsRetention(db: Database, now = new Date()): Promise<StatsRetentionOutcome> {
  const today = moscowDay(now);
  const salts = await db
    .delete(statsSalts)
    .where(lt(statsSalts.day, addDays(today, 1 - PROFILE_STATS.saltKeptDays)))
    .returning({ day: statsSalts.day });
  const visitors = await db
    .delete(profileVisitors)
    .where(lt(profileVisitors.day, addDays(today, 1 - PROFILE_STATS.visitorsKeptDays)))
    .returning({ day: profileVisitors.day });
  const days = await db
    .delete(profileStatDays)
    .where(lt(profileStatDays.day, addDays(today, 1 - PROFILE_STATS.dailyKeptDays)))
    .returning({ day: profileStatDays.day });
  forgetDaySalts();
  return { salts: salts.length, visitors: visitors.length, days: days.length };
}
