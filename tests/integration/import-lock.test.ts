import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/adapters/db/client.server";
import { jobs } from "~/adapters/db/schema";
import { importBlog } from "~/features/blog/import-blog.server";
import { ADVISORY_LOCK_KEYS } from "~/adapters/db/advisory-lock-keys";
import { importJobs } from "~/features/jobs/import-jobs.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

const rows = Array.from({ length: 3_000 }, (_, index) => [`lock-${index}`, `Вакансия ${index}`, "Студия", "", "Москва", "", "Описание ".repeat(20)]);

describe.each(databaseKinds)("the import advisory lock on $name", (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await kind.create();
    handle = await openDatabase(database.target);
    await handle.migrate();
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it("lets sequential imports all run", async () => {
    for (const now of [new Date("2026-03-01T09:00:00Z"), new Date("2026-03-01T09:05:00Z")]) {
      expect(await importJobs(handle.db, rows.slice(0, 10), { source: "sheet", now })).toMatchObject({ outcome: "imported", accepted: 10 });
      expect(await importBlog(handle.db, [["Пост", "/i.svg"]], { source: "sheet", now })).toMatchObject({ outcome: "imported" });
    }
  });

  it.runIf(kind.name === "postgres")("skips the round while another instance holds the lock", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_KEYS.jobsImport}::bigint)`);
      expect(await importJobs(handle.db, rows, { source: "sheet" })).toEqual({ outcome: "locked", accepted: 0, skipped: 0, closed: 0, skippedRows: [] });
      // The blog has its own lock: it is not held up by the jobs import.
      expect(await importBlog(handle.db, [["Пост", "/i.svg"]], { source: "sheet" })).toMatchObject({ outcome: "imported" });
    });
  });

  it.runIf(kind.name === "postgres")("lets one of two importers started at once import, and the other skip", async () => {
    // Two instances: each has its own pool, as separate processes would.
    const other = await openDatabase(database.target);
    try {
      await Promise.all([handle.db.execute(sql`select 1`), other.db.execute(sql`select 1`)]);
      const results = await Promise.all([
        importJobs(handle.db, rows, { source: "sheet", now: new Date("2026-03-02T09:00:00Z") }),
        importJobs(other.db, rows, { source: "sheet", now: new Date("2026-03-02T09:00:00Z") }),
      ]);
      expect(results.map((result) => result.outcome).sort()).toEqual(["imported", "locked"]);
      const count = await handle.db.execute<{ count: number }>(sql`select count(*)::int as count from ${jobs} where is_open`);
      expect(Number(count.rows[0]?.count)).toBe(rows.length);
    } finally {
      await other.close();
    }
  });
});
