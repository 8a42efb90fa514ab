import { sql } from "drizzle-orm";
import { logger } from "../logger.server";
import type { DatabaseHandle } from "./client.server";

/** How often the embedded database refreshes its planner statistics. */
const ANALYZE_INTERVAL_MS = 10 * 60_000;

/**
 * PGlite runs no autovacuum, so without this its planner never has statistics and guesses one row for
 * any filter: the directory's combined filters went from ~15 ms to ~250 ms on such a guess (a nested loop
 * chosen for 1 row that met 950). Analyzes now and then every 10 minutes; PostgreSQL's autovacuum does
 * this by itself, so a server database is left alone.
 */
export async function keepPlannerStatistics(handle: DatabaseHandle): Promise<void> {
  if (handle.kind !== "pglite") return;
  const analyze = () => handle.db.execute(sql`analyze`);
  await analyze();
  stopPlannerStatistics();
  timer = setInterval(() => void analyze().catch((error: unknown) => logger.warn({ err: error }, "analyze failed")), ANALYZE_INTERVAL_MS).unref();
}

let timer: ReturnType<typeof setInterval> | undefined;

export function stopPlannerStatistics(): void {
  clearInterval(timer);
  timer = undefined;
}
