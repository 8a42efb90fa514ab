import "../server/node-env.ts";
import path from "node:path";
import { grantAppRole } from "../app/adapters/db/app-role.server.ts";
import { openDatabase } from "../app/adapters/db/client.server.ts";
import { isStartupFailure } from "../app/adapters/db/startup-failure.ts";
import { DB_TEMPLATE_DIR } from "../app/adapters/db/template.ts";
import { waitForPostgres } from "../app/adapters/db/wait-for-postgres.ts";
import { logger } from "../app/adapters/logger.server.ts";
import { migrateQueue } from "../app/adapters/queue/queue.server.ts";
import { ConfigError, databaseRoleOf, parseEnv } from "../app/config/env.server.ts";

// `npm run db:migrate`: the release step of a deployment on PostgreSQL (run it before instances started with
// MIGRATE_ON_START=off take traffic). Any number may run at once: each waits for the migration lock and the
// later ones find nothing to apply. With the app's configuration, so it migrates the database the app uses.
// With MIGRATION_DATABASE_URL it migrates as that role, the tables' owner, and then grants DATABASE_URL's role —
// the one the instances run as — what the app needs and no more (docs/decisions/033).
const projectRoot = path.resolve(import.meta.dirname, "..");
process.chdir(projectRoot);

try {
  const env = parseEnv(process.env);
  const startedAt = performance.now();
  const url = env.MIGRATION_DATABASE_URL ?? env.DATABASE_URL;
  // Set with MIGRATION_DATABASE_URL only: parseEnv has checked that DATABASE_URL then names a role of its own.
  const appRole = env.MIGRATION_DATABASE_URL && env.DATABASE_URL ? databaseRoleOf(env.DATABASE_URL) : undefined;
  if (url) await waitForPostgres(url, env.DATABASE_CONNECT_TIMEOUT_SECONDS);
  const handle = await openDatabase(
    url ? { kind: "postgres", url, poolMax: 1 } : { kind: "pglite", dataDir: path.join(env.dataDir, "db"), template: path.resolve(DB_TEMPLATE_DIR) },
  );
  try {
    await handle.migrate();
    await migrateQueue(handle);
  } finally {
    await handle.close();
  }
  if (url && appRole) await grantAppRole(url, appRole);
  logger.info({ ms: Math.round(performance.now() - startedAt), database: handle.kind, ...(appRole ? { appRole } : {}) }, "migrations applied");
} catch (error) {
  if (!(error instanceof ConfigError) && !isStartupFailure(error)) throw error;
  logger.fatal(error.message);
  process.exit(1);
}
