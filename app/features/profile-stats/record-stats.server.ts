import { and, eq, inArray, ne } from "drizzle-orm";
import { isbot } from "isbot";
import type { Database } from "~/adapters/db/client.server";
import { profileVisitors, statsSalts, users } from "~/adapters/db/schema";
import { isListed } from "~/server/listed-specialists";
import { moscowDay } from "./moscow-days";
import type { StatIncrement } from "./stat-counts.server";
import type { StatsEvent } from "./stats-event.server";
import { hashVisitor, newSalt } from "./visitor-hash.server";

/** Who sent a beacon, as far as counting needs it; the address and browser are used for the day's hash and never stored. */
export interface StatsVisitor {
  /** The signed-in user, if any: their own profile's views, appearances and clicks are not counted. */
  viewerId: string | null;
  /** x-client-ip, set by the server after the trusted proxies (server/client-ip.ts). */
  clientIp: string;
  userAgent: string;
}

/** Why nothing was counted, or how many counts were added. */
export type RecordOutcome = { counted: number } | { counted: 0; skipped: "BOT" };

/** Where a counted event's increments go: straight to the database, or into the batch flushed every few seconds. */
export type AddStatCounts = (increments: StatIncrement[]) => Promise<void>;

const salts = new Map<string, string>();

/** The day's salt: made by the day's first count on any instance (the row decides), then kept in memory for the day. */
async function getDaySalt(db: Database, day: string): Promise<string> {
  const known = salts.get(day);
  if (known) return known;
  await db.insert(statsSalts).values({ day, salt: newSalt() }).onConflictDoNothing();
  const [row] = await db.select({ salt: statsSalts.salt }).from(statsSalts).where(eq(statsSalts.day, day));
  if (!row) throw new Error(`no statistics salt for ${day}`);
  salts.clear(); // only today's is ever asked for again
  salts.set(day, row.salt);
  return row.salt;
}

/** Forgets the salts held in memory (the retention round deleted old ones; tests start a new day). */
export function forgetDaySalts(): void {
  salts.clear();
}

/** The ids among `ids` that are listed now and are not the viewer's own. */
async function findCountedProfiles(db: Database, ids: readonly string[], viewerId: string | null): Promise<string[]> {
  const unique = [...new Set(ids)].filter((id) => id !== viewerId);
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, unique), isListed, viewerId ? ne(users.id, viewerId) : undefined));
  return rows.map((row) => row.id);
}

/**
 * Counts one beacon (issue 27, docs/decisions/037): bots (by isbot on the User-Agent) and the profile's signed-in owner
 * are not counted, nor profiles that are not listed; a view counts once per visitor, profile and Moscow day (the
 * visitor's hash is kept two days to tell). The increments go to `add`.
 */
export async function recordStatsEvent(db: Database, event: StatsEvent, visitor: StatsVisitor, add: AddStatCounts, now = new Date()): Promise<RecordOutcome> {
  if (isbot(visitor.userAgent)) return { counted: 0, skipped: "BOT" };
  const day = moscowDay(now);
  const ids = event.type === "appearances" ? event.profileIds : [event.profileId];
  const counted = await findCountedProfiles(db, ids, visitor.viewerId);
  if (counted.length === 0) return { counted: 0 };
  if (event.type === "appearances") {
    await add(counted.map((userId) => ({ userId, day, metric: "appearance", count: 1 })));
    return { counted: counted.length };
  }
  const [userId] = counted as [string];
  if (event.type === "click") {
    await add([{ userId, day, metric: `click_${event.channel}`, count: 1 }]);
    return { counted: 1 };
  }
  const visitorHash = hashVisitor(await getDaySalt(db, day), visitor.clientIp, visitor.userAgent, userId);
  const isNew = await db.insert(profileVisitors).values({ day, userId, visitorHash }).onConflictDoNothing().returning({ day: profileVisitors.day });
  if (isNew.length === 0) return { counted: 0 };
  await add([{ userId, day, metric: "view", count: 1 }]);
  return { counted: 1 };
}
