import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { logger } from "../logger.server";
import type { DatabaseHandle } from "./client.server";
import * as schema from "./schema";

const APP_TABLES: string[] = Object.values(schema).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []));

/** How often the embedded database refreshes its planner statistics. */
const ANALYZE_INTERVAL_MS = 10 * 60_000;

/**
 * PGlite runs no autovacuum, so without this its planner never has statistics and guesses one row for
 * any filter: the directory's combined filters went from ~15 ms to ~250 ms on such a guess (a nested loop
 * chosen for 1 row that met 950). Analyzes now and then every 10 minutes; PostgreSQL's autovacuum does
 * this by itself, so a server database is left alone. Only the app's own tables: the system catalogs
 * barely change, and analyzing them too took ~200 ms of a cold start against ~20 ms for ours.
 */
export async function keepPlannerStatistics(handle: DatabaseHandle): Promise<void> {
  if (handle.kind !== "pglite") return;
  const analyze = () =>
    handle.db.execute(
      sql`analyze ${sql.join(
        APP_TABLES.map((table) => sql.identifier(table)),
        sql`, `,
      )}`,
    );
  await analyze();
  stopPlannerStatistics();
  timer = setInterval(() => void analyze().catch((error: unknown) => logger.warn({ err: error }, "analyze failed")), ANALYZE_INTERVAL_MS).unref();
}

let timer: ReturnType<typeof setInterval> | undefined;

export function stopPlannerStatistics(): void {
  clearInterval(timer);
  timer = undefined;
}
