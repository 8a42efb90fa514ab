import "../server/node-env.ts";
import path from "node:path";
import { openDatabase } from "../app/adapters/db/client.server.ts";
import { isStartupFailure } from "../app/adapters/db/startup-failure.ts";
import { DB_TEMPLATE_DIR } from "../app/adapters/db/template.ts";
import { waitForPostgres } from "../app/adapters/db/wait-for-postgres.ts";
import { logger } from "../app/adapters/logger.server.ts";
import { migrateQueue } from "../app/adapters/queue/queue.server.ts";
import { ConfigError, parseEnv } from "../app/config/env.server.ts";

// `npm run db:migrate`: the release step of a deployment on PostgreSQL (run it before instances started with
// MIGRATE_ON_START=off take traffic). Any number may run at once: each waits for the migration lock and the
// later ones find nothing to apply. With the app's configuration, so it migrates the database the app uses.
const projectRoot = path.resolve(import.meta.dirname, "..");
process.chdir(projectRoot);

try {
  const env = parseEnv(process.env);
  const startedAt = performance.now();
  if (env.DATABASE_URL) await waitForPostgres(env.DATABASE_URL, env.DATABASE_CONNECT_TIMEOUT_SECONDS);
  const handle = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, poolMax: 1 }
      : { kind: "pglite", dataDir: path.join(env.dataDir, "db"), template: path.resolve(DB_TEMPLATE_DIR) },
  );
  try {
    await handle.migrate();
    await migrateQueue(handle);
  } finally {
    await handle.close();
  }
  logger.info({ ms: Math.round(performance.now() - startedAt), database: handle.kind }, "migrations applied");
} catch (error) {
  if (!(error instanceof ConfigError) && !isStartupFailure(error)) throw error;
  logger.fatal(error.message);
  process.exit(1);
}
