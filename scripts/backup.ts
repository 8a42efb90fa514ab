import "../server/node-env.ts";
import path from "node:path";
import { backUpDataDir, restoreDataDir } from "../app/adapters/db/data-dir-backup.ts";
import { isStartupFailure } from "../app/adapters/db/startup-failure.ts";
import { logger } from "../app/adapters/logger.server.ts";
import { ConfigError, parseEnv } from "../app/config/env.server.ts";

// `npm run backup` and `npm run restore -- <backup>`: the embedded default's DATA_DIR (database, uploads, secrets),
// with the server stopped (deploy/RUNBOOK.md "Backups"). A deployment on PostgreSQL and S3 backs up those instead.
const projectRoot = path.resolve(import.meta.dirname, "..");
process.chdir(projectRoot);

try {
  const env = parseEnv(process.env);
  if (env.DATABASE_URL) throw new ConfigError("DATABASE_URL is set: back up PostgreSQL with pg_dump and the bucket with versioning (deploy/RUNBOOK.md)");
  const [command, backup] = process.argv.slice(2);
  if (command === "restore") {
    if (!backup) throw new ConfigError("usage: npm run restore -- backups/<time>");
    const aside = await restoreDataDir(env.dataDir, path.resolve(backup));
    logger.info({ from: backup, previousDataMovedTo: aside }, "restored");
  } else {
    const made = await backUpDataDir(env.dataDir, path.resolve("backups"));
    logger.info({ backup: path.relative(projectRoot, made) }, "backed up");
  }
} catch (error) {
  if (!(error instanceof ConfigError) && !isStartupFailure(error)) throw error;
  logger.fatal((error as Error).message);
  process.exit(1);
}
