import { sql } from "drizzle-orm";
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
