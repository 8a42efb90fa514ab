import { sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Advisory-lock keys, one per import, so instances behind a load balancer never import the same
 * sheet at once (ARCHITECTURE "scheduler": one runner across instances). Arbitrary but fixed.
 */
export const IMPORT_LOCK_KEYS = { jobs: 7_342_001, blog: 7_342_002 } as const;

export type Locked<T> = { acquired: true; value: T } | { acquired: false };

/**
 * Runs `work` in one transaction holding the lock; if another instance holds it, skips at once
 * (that instance is importing the same data). The lock is released with the transaction.
 */
export async function withImportLock<T>(db: Database, key: number, work: (tx: Transaction) => Promise<T>): Promise<Locked<T>> {
  return db.transaction(async (tx): Promise<Locked<T>> => {
    const result = await tx.execute<{ acquired: boolean }>(sql`select pg_try_advisory_xact_lock(${key}::bigint) as acquired`);
    if (result.rows[0]?.acquired !== true) return { acquired: false };
    return { acquired: true, value: await work(tx) };
  });
}
