import { getDb } from "~/adapters/db/database.server";
import type { Database } from "~/adapters/db/client.server";
import { addStatCounts, type StatIncrement } from "./stat-counts.server";
import { createStatsBatch, type StatsBatch } from "./stats-batch.server";

let batch: StatsBatch | null = null;

/**
 * Where the beacons' counts go: the server's batch once `startStatsBatch` ran (every server process), else — a test
 * calling the route, a script — straight into the database.
 */
export async function countStats(increments: StatIncrement[]): Promise<void> {
  if (batch) return batch.add(increments);
  await addStatCounts(await getDb(), increments);
}

/** Gathers this process's counts and writes them every `flushSeconds` (STATS_FLUSH_SECONDS; 0: each beacon's at once; docs/decisions/037). */
export function startStatsBatch(db: Database, flushSeconds: number): void {
  if (flushSeconds > 0) batch ??= createStatsBatch(db, flushSeconds * 1000);
}

/** Writes what the batch holds and stops it (shutdown, before the database closes). */
export async function stopStatsBatch(): Promise<void> {
  const stopping = batch;
  batch = null;
  await stopping?.stop();
}
