import "../server/node-env.ts";
import path from "node:path";
import { backUpDataDir, restoreDataDir } from "../app/adapters/db/data-dir-backup.ts";
import { isStartupFailure } from "../app/adapters/db/startup-failure.ts";
import { logger } from "../app/adapters/logger.server.ts";
import { ConfigError, parseEnv } from "../app/config/env.server.ts";

// `npm run backup [-- <folder>]` and `npm run restore -- <backup>`: the embedded default's DATA_DIR (database, uploads,
// secrets, outbox), with the server stopped (deploy/RUNBOOK.md "The embedded default"). Backups go into <folder>, else
// BACKUP_DIR, else ./backups, each in a folder named by its time. For the local try-out and a one-process site on the
// embedded database only, so not in the image: a deployment on PostgreSQL and S3 backs those up instead
// (deploy/backup/backup.sh, the compose `backup` service).
const projectRoot = path.resolve(import.meta.dirname, "..");
process.chdir(projectRoot);

try {
  const env = parseEnv(process.env);
  if (env.DATABASE_URL) throw new ConfigError("DATABASE_URL is set: back up PostgreSQL and the bucket with deploy/backup/backup.sh (deploy/RUNBOOK.md)");
  const [command, backup] = process.argv.slice(2);
  if (command === "restore") {
    if (!backup) throw new ConfigError("usage: npm run restore -- backups/<time>");
    const aside = await restoreDataDir(env.dataDir, path.resolve(backup));
    logger.info({ from: backup, previousDataMovedTo: aside }, "restored");
  } else {
    const made = await backUpDataDir(env.dataDir, path.resolve(backup ?? (process.env.BACKUP_DIR || "backups")));
    logger.info({ backup: made }, "backed up");
  }
} catch (error) {
  if (!(error instanceof ConfigError) && !isStartupFailure(error)) throw error;
  logger.fatal((error as Error).message);
  process.exit(1);
}
