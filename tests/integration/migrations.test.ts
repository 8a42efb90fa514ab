import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from "~/adapters/db/client.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

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

  const shipped = (JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as { entries: unknown[] }).entries.length;
  const appliedCount = async (on = handle) => Number((await on.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)).rows[0]?.count);

  it.runIf(kind.name === "postgres")("apply once when several instances migrate a fresh database at the same moment", async () => {
    const fresh = await kind.create();
    const instances = await Promise.all(Array.from({ length: 4 }, () => openDatabase(fresh.target)));
    try {
      const outcomes = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      expect(outcomes.map((outcome) => (outcome.status === "rejected" ? String(outcome.reason) : "applied"))).toEqual(["applied", "applied", "applied", "applied"]);
      expect(await appliedCount(instances[0])).toBe(shipped);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await fresh.drop();
    }
  });

  it("apply from zero, every shipped migration once, and again without error", async () => {
    await handle.migrate();
    await handle.migrate();
    expect(await appliedCount()).toBe(shipped);
  });

  it("enable pg_trgm for search", async () => {
    const result = await handle.db.execute(sql`select similarity('звукорежиссёр', 'звукорежиссер') > 0.3 as similar`);
    expect(result.rows[0]?.similar).toBe(true);
  });

  it("answer a ping", async () => {
    expect(await handle.ping()).toBe(true);
  });
});
