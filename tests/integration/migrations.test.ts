import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from "~/adapters/db/client.server";
import * as schema from "~/adapters/db/schema";
import { databaseKinds, type TestDatabase } from "../support/databases";

/** The migrations drizzle-kit shipped, in order: drizzle's migrator applies exactly the journal's entries. */
const journal = (JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] }).entries;
const shipped = journal.length;

/** Every table the app's schema declares, with its columns: what the migrations must have built. */
const declaredTables = Object.fromEntries(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table);
      return [config.name, config.columns.map((column) => column.name).sort()];
    }),
);

describe.each(databaseKinds)("migrations on $name", (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await kind.create();
    handle = await openDatabase(database.target);
  });

  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  const appliedCount = async (on = handle) =>
    Number((await on.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)).rows[0]?.count);

  it.runIf(kind.name === "postgres")("apply once when several instances migrate a fresh database at the same moment", async () => {
    const fresh = await kind.create();
    const instances = await Promise.all(Array.from({ length: 4 }, () => openDatabase(fresh.target)));
    try {
      const outcomes = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      expect(outcomes.map((outcome) => (outcome.status === "rejected" ? String(outcome.reason) : "applied"))).toEqual([
        "applied",
        "applied",
        "applied",
        "applied",
      ]);
      expect(await appliedCount(instances[0])).toBe(shipped);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await fresh.drop();
    }
  });

  it("ship one journal entry per SQL file in the migrations folder", () => {
    const files = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith(".sql"));
    expect(journal.map((entry) => `${entry.tag}.sql`)).toEqual(files.sort());
  });

  it("apply from zero, every shipped migration once, and again without error", async () => {
    await handle.migrate();
    await handle.migrate();
    expect(await appliedCount()).toBe(shipped);
    // drizzle records each applied migration under its journal entry's `when`.
    const applied = await handle.db.execute(sql`select created_at from drizzle.__drizzle_migrations order by id`);
    expect(applied.rows.map((row) => Number(row.created_at))).toEqual(journal.map((entry) => entry.when));
  });

  it("build every table of the schema, with its columns, and no other", async () => {
    await handle.migrate();
    const result = await handle.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and table_name in (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')`);
    const built: Record<string, string[]> = {};
    for (const row of result.rows) (built[String(row.table_name)] ??= []).push(String(row.column_name));
    for (const columns of Object.values(built)) columns.sort();
    expect(Object.keys(declaredTables).sort()).toEqual([
      "account",
      "account_mail",
      "alert_delivery",
      "alert_message",
      "audio_analysis",
      "audit_log",
      "blog_post",
      "import_run",
      "inquiry",
      "job",
      "job_publication",
      "job_submission",
      "payment",
      "payment_notification",
      "payment_refund",
      "profile_stat_day",
      "profile_visitor",
      "profile_week_mail",
      "rate_limit",
      "review",
      "review_report",
      "sandbox_payment",
      "sandbox_refund",
      "saved_job",
      "saved_search",
      "sent_mail",
      "session",
      "specialist_profile",
      "specialist_project",
      "specialist_service",
      "stats_salt",
      "telegram_channel_post",
      "telegram_link",
      "telegram_link_token",
      "upload",
      "user",
      "verification",
    ]);
    expect(built).toEqual(declaredTables);
  });

  it("enable pg_trgm for search", async () => {
    const result = await handle.db.execute(sql`select similarity('звукорежиссёр', 'звукорежиссер') > 0.3 as similar`);
    expect(result.rows[0]?.similar).toBe(true);
  });

  it("answer a ping", async () => {
    expect(await handle.ping()).toBe(true);
  });
});
