import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { getEnv } from "~/config/env.server";
import { logger } from "../logger.server";
import { openDatabase, type Database, type DatabaseHandle } from "./client.server";
import { PG_ERROR, pgErrorCode } from "./pg-error";
import { StartupFailure } from "./startup-failure";
import { DB_TEMPLATE_DIR } from "./template";
import { queueNotReadyReason } from "../queue/queue.server";
import { checkReadiness } from "./readiness.server";
import { serverAddress, waitForPostgres } from "./wait-for-postgres";

// One database handle per process: PGlite must not be opened twice on one directory.
let handle: Promise<DatabaseHandle> | undefined;

/**
 * Opens the process's database once: waits for PostgreSQL to answer, applies migrations where the app migrates on start,
 * and otherwise (MIGRATE_ON_START=off) waits for the release step to have migrated it. `report` hears what it waits for.
 */
export function connectDatabase(report: (phase: string) => void = () => undefined): Promise<DatabaseHandle> {
  handle ??= (async () => {
    const env = getEnv();
    if (env.DATABASE_URL) {
      report(`waiting for PostgreSQL at ${serverAddress(env.DATABASE_URL)}`);
      await waitForPostgres(env.DATABASE_URL, env.DATABASE_CONNECT_TIMEOUT_SECONDS);
    }
    const opened = await openDatabase(
      env.DATABASE_URL
        ? { kind: "postgres", url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
        : { kind: "pglite", dataDir: path.join(env.dataDir, "db"), template: path.resolve(DB_TEMPLATE_DIR) },
    );
    if (opened.kind === "pglite" || env.MIGRATE_ON_START === "on") await opened.migrate().catch((error: unknown) => refuseMigrating(opened, error));
    else await waitForReleaseStep(opened, report);
    return opened;
  })();
  return handle;
}

/** How often an instance that waits for the release step looks again. */
const RELEASE_STEP_POLL_MS = 1_000;

/**
 * MIGRATE_ON_START=off: the release step migrates (`node build/migrate.js`), and until the schema is this build's (the
 * app's migrations, then the queue's tables, in the release step's order) the
 * instance waits — its /readyz answering 503 with the reason, one log line per reason — instead of failing on a
 * missing table (pg-boss's, first) and being restarted in a loop.
 */
async function waitForReleaseStep(opened: DatabaseHandle, report: (phase: string) => void): Promise<void> {
  let lastReason = "";
  for (;;) {
    const readiness = await checkReadiness(opened.db);
    const reason = readiness.isReady ? await queueNotReadyReason(opened.db).catch(() => "database unavailable") : readiness.reason;
    if (reason === null) return;
    if (reason !== lastReason) {
      lastReason = reason;
      report(`waiting for the release step: ${reason}`);
      logger.warn({ reason }, `waiting for the release step (node build/migrate.js): ${reason}`);
    }
    await sleep(RELEASE_STEP_POLL_MS);
  }
}

/**
 * A migration on start refused for want of privileges: DATABASE_URL logs in as the app's role, which owns nothing and may
 * create nothing (docs/decisions/033), so only the release step migrates. One line saying so instead of a stack.
 */
async function refuseMigrating(opened: DatabaseHandle, error: unknown): Promise<never> {
  await opened.close().catch(() => undefined);
  if (pgErrorCode(error) !== PG_ERROR.insufficientPrivilege) throw error;
  const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  throw new StartupFailure(
    `MIGRATE_ON_START=on, but DATABASE_URL's role may not migrate the database (${reason}): run the release step as the tables' owner (MIGRATION_DATABASE_URL, npm run db:migrate) and start instances with MIGRATE_ON_START=off`,
  );
}

export async function getDb(): Promise<Database> {
  return (await connectDatabase()).db;
}

/** Closes the process's database, if it was opened: PGlite must be closed to leave its directory consistent. */
export async function disconnectDatabase(): Promise<void> {
  const opened = handle;
  handle = undefined;
  if (opened) await (await opened).close();
}
