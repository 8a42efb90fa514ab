import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "./client.server";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type Locked<T> = { acquired: true; value: T } | { acquired: false };

/**
 * Runs `work` in one transaction holding the advisory lock `key` (one of ADVISORY_LOCK_KEYS); if another instance
 * holds it, skips at once (that instance is doing the same work). The lock is released with the transaction.
 */
export async function withAdvisoryLock<T>(db: Database, key: number, work: (tx: Transaction) => Promise<T>): Promise<Locked<T>> {
  return db.transaction(async (tx): Promise<Locked<T>> => {
    const result = await tx.execute<{ acquired: boolean }>(sql`select pg_try_advisory_xact_lock(${key}::bigint) as acquired`);
    if (result.rows[0]?.acquired !== true) return { acquired: false };
    return { acquired: true, value: await work(tx) };
  });
}

export interface HeldLock {
  /** Resolves when the lock's connection is lost (the lock with it). */
  lost: Promise<void>;
  release(): Promise<void>;
}

/**
 * A session advisory lock on a PostgreSQL connection of its own, for work that runs as long as the process does (the
 * Telegram long poll): undefined when another instance holds it. Held until release() or until the connection is lost
 * (a killed instance lets go of it at once).
 */
export async function tryHoldAdvisoryLock(url: string, key: number): Promise<HeldLock | undefined> {
  const client = new pg.Client({ connectionString: url, application_name: "zvuk-lock" });
  let markLost!: () => void;
  const lost = new Promise<void>((resolve) => (markLost = resolve));
  client.on("error", () => markLost());
  client.on("end", () => markLost());
  await client.connect();
  try {
    const result = await client.query<{ acquired: boolean }>("select pg_try_advisory_lock($1::bigint) as acquired", [key]);
    if (result.rows[0]?.acquired !== true) {
      await client.end();
      return undefined;
    }
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return {
    lost,
    async release() {
      await client.end().catch(() => {});
    },
  };
}
