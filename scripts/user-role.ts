import "../server/node-env.ts";
import path from "node:path";
import { openDatabase } from "../app/adapters/db/client.server.ts";
import { isStartupFailure } from "../app/adapters/db/startup-failure.ts";
import { DB_TEMPLATE_DIR } from "../app/adapters/db/template.ts";
import { logger } from "../app/adapters/logger.server.ts";
import { USER_ROLES, type UserRole } from "../app/config/constants.ts";
import { ConfigError, parseEnv } from "../app/config/env.server.ts";

// `npm run user:role -- <email> <role> [reason]` (issue 16, docs/decisions/018): gives an account a console role
// (user, moderator, admin), recorded in the audit log as done from the command line. On PostgreSQL (DATABASE_URL)
// at any time; on the embedded database only while the server is stopped, since one process at a time may open it.
const projectRoot = path.resolve(import.meta.dirname, "..");
process.chdir(projectRoot);
// The auth feature imports the app's other modules by their `~/` paths (the bundle in build/ has them inlined).
await import("./app-imports.ts");
const { setUserRole, UnknownAccountError } = await import("../app/features/auth/index.server.ts");

const USAGE = `usage: npm run user:role -- <email> <${USER_ROLES.join("|")}> [reason]`;

try {
  const env = parseEnv(process.env);
  const [email, role, ...reason] = process.argv.slice(2);
  if (!email || !role) throw new ConfigError(USAGE);
  if (!(USER_ROLES as readonly string[]).includes(role)) throw new ConfigError(`"${role}" is not a role: ${USAGE}`);
  const handle = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL, poolMax: 1 }
      : { kind: "pglite", dataDir: path.join(env.dataDir, "db"), template: path.resolve(DB_TEMPLATE_DIR) },
  );
  try {
    // The embedded database migrates whenever it is opened, as the server does; PostgreSQL has its release step.
    if (handle.kind === "pglite") await handle.migrate();
    const change = await setUserRole(handle.db, { email, role: role as UserRole, actor: { kind: "system", label: "cli" }, reason: reason.join(" ") });
    logger.info(
      { email: change.email, before: change.before, after: change.after },
      change.changed ? "role changed" : "the account already has this role: nothing changed",
    );
  } catch (error) {
    if (!(error instanceof UnknownAccountError)) throw error;
    throw new ConfigError(`${error.message}: the account must sign up first`);
  } finally {
    await handle.close();
  }
} catch (error) {
  if (!(error instanceof ConfigError) && !isStartupFailure(error)) throw error;
  logger.fatal(error.message);
  process.exit(1);
}
