import { readFileSync } from "node:fs";
import path from "node:path";
import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { MIGRATIONS_FOLDER, type Database } from "./client.server.ts";
import { pgErrorCode } from "./pg-error.ts";
import * as schema from "./schema/index.ts";

export type Readiness = { isReady: true } | { isReady: false; reason: string };

/** Every table of the schema, quoted for to_regclass and sorted by name (so a reason lists them in one order): the tables pages read. */
const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => {
    const { schema: tableSchema = "public", name } = getTableConfig(table);
    return `"${tableSchema}"."${name}"`;
  })
  .sort();

let latestMigration: { tag: string; when: number } | undefined;

/** The newest migration this build ships, as drizzle records it once applied (created_at = the journal's `when`). */
function latestMigrationOfBuild(): { tag: string; when: number } {
  latestMigration ??= (
    JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] }
  ).entries.at(-1) ?? { tag: "none", when: 0 };
  return latestMigration;
}

/**
 * Whether the database holds what pages need, in one cheap query (catalogue look-ups, no table
 * read): every table of the schema exists, and the migrations record reaches this build's newest
 * migration. A server that answers a ping but lost its schema (a wrong database, a restore, a drop)
 * is not ready, since every page would fail.
 */
export async function checkReadiness(db: Database): Promise<Readiness> {
  const latest = latestMigrationOfBuild();
  try {
    const { rows } = await db.execute<{ missing: string[]; isMigrated: boolean }>(sql`
      select
        array(select name from unnest(string_to_array(${TABLES.join(",")}, ',')) with ordinality as wanted(name, position) where to_regclass(name) is null order by position) as missing,
        coalesce((select max(created_at) from drizzle.__drizzle_migrations), 0) >= ${latest.when} as "isMigrated"`);
    const [{ missing, isMigrated } = { missing: [], isMigrated: false }] = rows;
    if (missing.length > 0) return { isReady: false, reason: `database schema incomplete: missing tables ${missing.join(", ").replaceAll('"', "")}` };
    if (!isMigrated) return { isReady: false, reason: `database migrations not applied up to ${latest.tag}` };
    return { isReady: true };
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === "42P01" || code === "3F000") return { isReady: false, reason: "database migrations never applied: no drizzle.__drizzle_migrations" };
    return { isReady: false, reason: "database unavailable" };
  }
}
