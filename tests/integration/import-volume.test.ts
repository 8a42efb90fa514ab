import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/adapters/db/client.server";
import { jobs } from "~/adapters/db/schema";
import { importJobs } from "~/features/jobs/import-jobs.server";
import { databaseKinds, type TestDatabase } from "../support/databases";

// Opt-in volume check: IMPORT_VOLUME_ROWS=100000 npx vitest run --project integration tests/integration/import-volume.test.ts
const volume = Number(process.env.IMPORT_VOLUME_ROWS ?? 0);

function generatedRow(index: number): string[] {
  const city = ["Москва", "Санкт-Петербург", "Удалённо", "Казань"][index % 4] ?? "";
  const description = `Студия ищет звукорежиссёра на проект №${index}: запись, монтаж и сведение. `.repeat(3);
  return [
    `gen-${index}`,
    `Звукорежиссёр ${index}`,
    `Студия ${index % 700}`,
    "",
    city,
    "",
    description,
    "Запись\nСведение",
    "Pro Tools",
    "Гибкий график",
    "01.03.2026",
    index % 6 ? "" : "ENG",
    "https://example.com",
  ];
}

describe.runIf(volume > 0).each(databaseKinds)("importing $name at volume", (kind) => {
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

  it(`imports ${volume} rows, then re-imports them unchanged`, async () => {
    const rows = Array.from({ length: volume }, (_, index) => generatedRow(index));
    for (const [label, now] of [
      ["first", new Date("2026-03-01T09:00:00Z")],
      ["again", new Date("2026-03-01T09:05:00Z")],
    ] as const) {
      const startedAt = performance.now();
      expect(await importJobs(handle.db, rows, { source: "sheet", now })).toMatchObject({ outcome: "imported", accepted: volume });
      console.info(`${kind.name}: ${label} import of ${volume} rows in ${Math.round(performance.now() - startedAt)} ms`);
    }
    const count = await handle.db.execute<{ count: number }>(sql`select count(*)::int as count from ${jobs} where is_open`);
    expect(Number(count.rows[0]?.count)).toBe(volume);
  }, 900_000);
});
