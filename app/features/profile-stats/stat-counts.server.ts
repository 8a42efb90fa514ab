import { sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { profileStatDays } from "~/adapters/db/schema";
import type { ProfileStatMetric } from "~/config/constants";

export interface StatIncrement {
  userId: string;
  /** The Moscow day, "YYYY-MM-DD". */
  day: string;
  metric: ProfileStatMetric;
  count: number;
}

/** Adds the increments to the daily counts in one statement: a new day's row is made, an existing one grows. */
export async function addStatCounts(db: Database, increments: readonly StatIncrement[]): Promise<void> {
  if (increments.length === 0) return;
  await db
    .insert(profileStatDays)
    .values(increments.map(({ userId, day, metric, count }) => ({ userId, day, metric, count })))
    .onConflictDoUpdate({
      target: [profileStatDays.userId, profileStatDays.day, profileStatDays.metric],
      set: { count: sql`${profileStatDays.count} + excluded.count` },
    });
}
