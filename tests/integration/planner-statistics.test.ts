import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "~/adapters/db/client.server";
import { keepPlannerStatistics } from "~/adapters/db/planner-statistics.server";
import { users } from "~/adapters/db/schema";

describe("planner statistics on the embedded database", () => {
  it("are gathered, since PGlite has no autovacuum", async () => {
    const handle = await openDatabase({ kind: "pglite", dataDir: "memory://" });
    try {
      await handle.migrate();
      await handle.db.insert(users).values(Array.from({ length: 50 }, (_, n) => ({ id: `u${n}`, name: `User ${n}`, email: `u${n}@example.com` })));
      const statistics = async () =>
        (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = 'user'`)).rows[0]?.n ??
        0;
      expect(await statistics()).toBe(0);
      await keepPlannerStatistics(handle);
      expect(await statistics()).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });
});
