import { getTableColumns } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import pg from "pg";
import { QUEUE_SCHEMA } from "../queue/queue.server.ts";
import { ADVISORY_LOCK_KEYS } from "./advisory-lock-keys.ts";
import { APPEND_ONLY_TABLES } from "./append-only.server.ts";
import { StartupFailure } from "./startup-failure.ts";

/** The app's tables, the job queue's, and drizzle's record of applied migrations (which /readyz reads). */
const APP_SCHEMAS = ["public", QUEUE_SCHEMA] as const;
const MIGRATIONS_SCHEMA = "drizzle";

class AppRoleRefused extends StartupFailure {}

/**
 * The release step's last part on PostgreSQL when the tables' owner migrates (MIGRATION_DATABASE_URL) and the instances run
 * as another role (DATABASE_URL's user; docs/decisions/033): gives that role exactly what the app does at run time, again
 * after every migration run, so the tables a migration adds are covered before instances of the new version start.
 *
 * Reading and writing rows of the app's and the queue's tables (no TRUNCATE, REFERENCES or TRIGGER, no ownership, no
 * CREATE anywhere); on the append-only tables only SELECT and INSERT of a row's content, not its number or time; reading
 * the migrations record. Revoked and granted again in one transaction, so nothing granted before survives unless it is
 * still meant, and the instances never see a moment without their grants. Under the migrations lock: two release steps
 * at once would otherwise update the same catalogue rows together ("tuple concurrently updated").
 *
 * Refuses, granting nothing, a role that does not exist, is a superuser, or is a member of the role owning any of these
 * tables: it could change or drop the audit log, which is what running the app without ownership is for.
 */
export async function grantAppRole(ownerUrl: string, appRole: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl, application_name: "zvuk-migrate" });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [ADVISORY_LOCK_KEYS.migrations]);
    try {
      await refuseUnfitRole(client, appRole);
      await client.query("begin");
      try {
        for (const statement of grantStatements(client, appRole)) await client.query(statement);
        await client.query("commit");
      } catch (error) {
        await client.query("rollback");
        throw error;
      }
    } finally {
      await client.query("select pg_advisory_unlock($1)", [ADVISORY_LOCK_KEYS.migrations]);
    }
  } finally {
    await client.end();
  }
}

async function refuseUnfitRole(client: pg.Client, appRole: string): Promise<void> {
  const { rows } = await client.query<{ owner: string; isSuperuser: boolean; owned: string | null }>(
    `select current_user as owner, r.rolsuper as "isSuperuser",
       (select min(pg_get_userbyid(c.relowner)) from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = any($2) and pg_has_role(r.oid, c.relowner, 'MEMBER')) as owned
     from pg_roles r where r.rolname = $1`,
    [appRole, [...APP_SCHEMAS, MIGRATIONS_SCHEMA]],
  );
  const [role] = rows;
  const why = !role
    ? "does not exist: create it first (deploy/RUNBOOK.md)"
    : role.isSuperuser
      ? "is a superuser"
      : role.owned
        ? `is, or is a member of, ${role.owned}, which owns the tables`
        : null;
  if (why === null) return;
  const consequence = role ? ": it could change or drop the audit log; the app's role must be an ordinary role that owns nothing (deploy/RUNBOOK.md)" : "";
  throw new AppRoleRefused(`the app's role ${appRole} (DATABASE_URL's user) ${why}${consequence}`);
}

function grantStatements(client: pg.Client, appRole: string): string[] {
  const role = client.escapeIdentifier(appRole);
  const schemas = APP_SCHEMAS.map((schema) => client.escapeIdentifier(schema)).join(", ");
  const appendOnly = APPEND_ONLY_TABLES.map(({ table, setByDatabase }) => {
    const name = `${client.escapeIdentifier(getTableConfig(table).schema ?? "public")}.${client.escapeIdentifier(getTableConfig(table).name)}`;
    const written = Object.values(getTableColumns(table))
      .filter((column) => !setByDatabase.includes(column))
      .map((column) => client.escapeIdentifier(column.name));
    // A table-level REVOKE takes the column privileges with it, so the next run starts from nothing here too.
    return [`revoke all on table ${name} from ${role}`, `grant select, insert (${written.join(", ")}) on table ${name} to ${role}`];
  });
  const migrationsSchema = client.escapeIdentifier(MIGRATIONS_SCHEMA);
  return [
    `revoke all on all tables in schema ${schemas}, ${migrationsSchema} from ${role}`,
    `revoke all on all sequences in schema ${schemas}, ${migrationsSchema} from ${role}`,
    `revoke all on schema ${schemas}, ${migrationsSchema} from ${role}`,
    `grant usage on schema ${schemas}, ${migrationsSchema} to ${role}`,
    `grant select, insert, update, delete on all tables in schema ${schemas} to ${role}`,
    `grant usage, select on all sequences in schema ${schemas} to ${role}`,
    `grant select on table ${migrationsSchema}."__drizzle_migrations" to ${role}`,
    ...appendOnly.flat(),
  ];
}
