import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/adapters/db/client.server";
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

  it("apply from zero, and again without error", async () => {
    await handle.migrate();
    await handle.migrate();
    const applied = await handle.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    expect(Number(applied.rows[0]?.count)).toBeGreaterThan(0);
  });

  it("enable pg_trgm for search", async () => {
    const result = await handle.db.execute(sql`select similarity('звукорежиссёр', 'звукорежиссер') > 0.3 as similar`);
    expect(result.rows[0]?.similar).toBe(true);
  });

  it("answer a ping", async () => {
    expect(await handle.ping()).toBe(true);
  });
});
