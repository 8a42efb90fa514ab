import { mkdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "~/adapters/db/client.server";
import { redact, type BenchDatabases, type PgliteTarget, type PostgresTarget } from "./bench-databases.ts";
import type { DatabaseKind } from "./database-results.ts";

/** The app's openDatabase (passed in: app modules load only once the `~/` resolver is registered). */
export type OpenDatabase = (target: PgliteTarget | PostgresTarget, migrationsFolder: string) => Promise<DatabaseHandle>;

export interface SeededDatabase {
  kind: DatabaseKind;
  target: PgliteTarget | PostgresTarget;
  /** The timed `seed` call, on the fresh, migrated database. */
  seedMs: number;
  /** What was done to planner statistics before measuring (PGlite runs no autovacuum). */
  statistics: string;
  /** How to start the production server on it: DATA_DIR, and DATABASE_URL for PostgreSQL. */
  server: { dataDir: string; databaseUrl: string | undefined };
}

/** Opens `target`, runs `work` with the handle and closes it, also on failure. */
export async function withDatabase<T>(
  open: OpenDatabase,
  target: PgliteTarget | PostgresTarget,
  migrations: string,
  work: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle = await open(target, migrations);
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Migrates and seeds PostgreSQL (when reachable), then PGlite, timing `seed`; PostgreSQL is then
 * VACUUM (ANALYZE)d. The list is in that order, which is the order everything after measures them.
 */
export async function seedDatabases(
  open: OpenDatabase,
  databases: BenchDatabases,
  seed: (db: Database) => Promise<void>,
  { how, log }: { how: string; log: (line: string) => void },
): Promise<SeededDatabase[]> {
  const seedInto = (target: PgliteTarget | PostgresTarget, after?: (db: Database) => Promise<void>) =>
    withDatabase(open, target, databases.migrations, async (handle) => {
      await handle.migrate();
      const startedAt = performance.now();
      await seed(handle.db);
      const seedMs = performance.now() - startedAt;
      await after?.(handle.db);
      return seedMs;
    });
  const seeded: SeededDatabase[] = [];
  if (databases.postgres) {
    log(`seeding PostgreSQL (a new database on ${redact(databases.postgres.url)}) ${how}…`);
    // Autovacuum analyzes (and vacuums) freshly filled tables within a minute, where it is on; done
    // here at once so the figures do not depend on whether it has run yet.
    const seedMs = await seedInto(databases.postgres, async (db) => void (await db.execute(sql`vacuum (analyze)`)));
    log(`PostgreSQL seeded in ${Math.round(seedMs)} ms`);
    // The server's DATA_DIR holds only files (uploads, the log) here: the data is in PostgreSQL.
    const dataDir = path.join(path.dirname(databases.pgliteDataDir), "postgres-server-data");
    await mkdir(dataDir, { recursive: true });
    seeded.push({
      kind: "postgres",
      target: databases.postgres,
      seedMs,
      statistics: "VACUUM (ANALYZE) after seeding, as autovacuum would soon do",
      server: { dataDir, databaseUrl: databases.postgres.url },
    });
  }
  log(`seeding PGlite (${databases.pglite.dataDir}) ${how}…`);
  // The app analyzes its embedded database at start and every 10 minutes (planner-statistics.server.ts).
  const seedMs = await seedInto(databases.pglite, async (db) => void (await db.execute(sql`analyze`)));
  log(`PGlite seeded in ${Math.round(seedMs)} ms`);
  seeded.push({
    kind: "pglite",
    target: databases.pglite,
    seedMs,
    statistics: "ANALYZE after seeding, as the app does at start and every 10 minutes (PGlite has no autovacuum)",
    server: { dataDir: databases.pgliteDataDir, databaseUrl: undefined },
  });
  return seeded;
}
