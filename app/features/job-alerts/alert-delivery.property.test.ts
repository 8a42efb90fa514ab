import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/adapters/db/client.server";
import { jobs } from "~/adapters/db/schema";
import { findJobs, jobMatchesSearch, normalizeSearchText } from "~/features/jobs/index.server";

// Words that overlap (звук ⊂ звукорежиссёр), ё/е, case, LIKE's wildcards and the escape character: what the page's
// LIKE and the alerts' strpos could disagree on.
const words = ["Звукорежиссёр", "звук", "Саунд-дизайнер", "ЗВУКОРЕЖИССЕР", "Композитор", "50%", "a_b", "C:\\path", "Студия", "live"];
const locations = ["", "Москва", "Санкт-Петербург", "Удалённо"];
const types = ["", "Полная занятость", "Проект"];

const text = fc.array(fc.constantFrom(...words), { maxLength: 4 }).map((parts) => parts.join(" "));
const job = fc.record({
  title: text.filter((value) => value !== ""),
  company: fc.constantFrom("Студия", "Театр", "Радио 100%"),
  description: text,
  location: fc.constantFrom(...locations),
  type: fc.constantFrom(...types),
  isOpen: fc.boolean(),
});
const query = fc.oneof(
  fc.constantFrom("", " ", "звук", "ЗВУК", "звукорежиссер", "Звукорежиссёр", "%", "_", "\\", "0%", "a_b", "режисс", "  звук   студия ", "нет такого"),
  fc.constantFrom(...words).chain((word) => fc.tuple(fc.nat(word.length), fc.nat(word.length)).map(([from, length]) => word.slice(from, from + length + 1))),
);
const filters = fc.record({ q: query, location: fc.constantFrom(...locations), type: fc.constantFrom(...types) });

describe("jobMatchesSearch (the alerts' matching) equals the home page's search", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite", dataDir: "memory://" });
    await handle.migrate();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  it("selects exactly the jobs findJobs lists, for generated jobs and filters", async () => {
    let sequence = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(job, { minLength: 1, maxLength: 40 }), fc.array(filters, { minLength: 1, maxLength: 5 }), async (generated, searches) => {
        const { db } = handle;
        await db.execute(sql`delete from ${jobs}`);
        await db.insert(jobs).values(
          generated.map((fields) => {
            sequence += 1;
            return {
              id: `p-${sequence}`,
              ...fields,
              postDate: new Date(Date.UTC(2026, 0, 1) + sequence * 60_000),
              source: "demo" as const,
              searchText: normalizeSearchText(`${fields.title} ${fields.company} ${fields.description}`),
            };
          }),
        );
        for (const search of searches) {
          const page = await findJobs(db, search, 3);
          expect(page.hasMore).toBe(false);
          const matched = await db
            .select({ id: jobs.id })
            .from(jobs)
            .where(jobMatchesSearch({ queryKey: normalizeSearchText(search.q), location: search.location, type: search.type }));
          expect(matched.map((row) => row.id).sort(), JSON.stringify(search)).toEqual(page.jobs.map((row) => row.id).sort());
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
