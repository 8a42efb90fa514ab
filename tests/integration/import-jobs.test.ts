import { asc, sql } from "drizzle-orm";
import { describe, beforeEach, expect, it } from "vitest";
import { jobs } from "~/adapters/db/schema";
import { importJobs } from "~/features/jobs/import-jobs.server";
import { databaseKinds, useMigratedDatabase } from "../support/databases";

const t1 = new Date("2026-03-01T09:00:00.000Z");
const t2 = new Date("2026-03-01T09:05:00.000Z");
const t3 = new Date("2026-03-01T09:10:00.000Z");

function jobRow(id: string, title = `Вакансия ${id}`, date = "01.03.2026"): string[] {
  return [id, title, "Студия", "", "Удалённо", "", "Описание", "Сведение\nМонтаж", "", "", date, "ENG"];
}

describe.each(databaseKinds)("importJobs on $name", (kind) => {
  const handle = useMigratedDatabase(kind);
  beforeEach(async () => {
    await handle.db.execute(sql`delete from ${jobs}`);
  });

  const all = () => handle.db.select().from(jobs).orderBy(asc(jobs.id));

  it("upserts accepted rows and counts skipped ones, duplicates included", async () => {
    const result = await importJobs(handle.db, [jobRow("a"), ["b", "Без компании"], jobRow("c"), jobRow("a", "Дубль")], { source: "sheet", now: t1 });
    expect(result).toEqual({
      outcome: "imported",
      accepted: 2,
      skipped: 2,
      closed: 0,
      skippedRows: [
        { rowNumber: 3, reason: "fewer than 3 columns" },
        { rowNumber: 5, reason: "duplicate id a (first on row 2)" },
      ],
    });
    const [first] = await all();
    expect(first).toMatchObject({
      id: "a",
      title: "Вакансия a",
      location: "Удалённо",
      type: "Полная занятость",
      responsibilities: ["Сведение", "Монтаж"],
      requirements: [],
      isEnglish: true,
      isRemote: true,
      source: "sheet",
      isOpen: true,
      closedAt: null,
    });
    expect(first?.postDate.toISOString()).toBe("2026-02-28T21:00:00.000Z");
    expect(first?.importedAt).toEqual(t1);
  });

  it("updates changed rows and leaves unchanged ones untouched", async () => {
    await importJobs(handle.db, [jobRow("a"), jobRow("b")], { source: "sheet", now: t1 });
    await importJobs(handle.db, [jobRow("a", "Новое название"), jobRow("b")], { source: "sheet", now: t2 });
    const [a, b] = await all();
    expect(a).toMatchObject({ title: "Новое название", searchText: "новое название студия описание", importedAt: t2 });
    expect(b).toMatchObject({ title: "Вакансия b", importedAt: t1 });
  });

  it("closes jobs that left the sheet, never deletes them, and reopens them when they come back", async () => {
    await importJobs(handle.db, [jobRow("a"), jobRow("b")], { source: "sheet", now: t1 });
    expect(await importJobs(handle.db, [jobRow("a")], { source: "sheet", now: t2 })).toMatchObject({ accepted: 1, closed: 1 });
    expect((await all()).map((job) => [job.id, job.isOpen, job.closedAt])).toEqual([
      ["a", true, null],
      ["b", false, t2],
    ]);
    expect(await importJobs(handle.db, [jobRow("a"), jobRow("b")], { source: "sheet", now: t3 })).toMatchObject({ closed: 0 });
    expect((await all()).map((job) => [job.id, job.isOpen, job.closedAt])).toEqual([
      ["a", true, null],
      ["b", true, null],
    ]);
  });

  it("keeps the first date of a row without one, instead of moving it to every import's now", async () => {
    await importJobs(handle.db, [jobRow("a", "Без даты", "")], { source: "sheet", now: t1 });
    await importJobs(handle.db, [jobRow("a", "Без даты", "")], { source: "sheet", now: t2 });
    expect((await all())[0]?.postDate).toEqual(t1);
    await importJobs(handle.db, [jobRow("a", "Без даты", "05.03.2026")], { source: "sheet", now: t3 });
    expect((await all())[0]?.postDate.toISOString()).toBe("2026-03-04T21:00:00.000Z");
  });

  it("closes only its own source, plus the placeholder sources it supersedes", async () => {
    await importJobs(handle.db, [jobRow("demo-1")], { source: "demo", now: t1 });
    await importJobs(handle.db, [jobRow("sample-1")], { source: "sample", now: t1 });
    expect(await importJobs(handle.db, [jobRow("a")], { source: "sheet", now: t2 })).toMatchObject({ closed: 0 });
    expect(await importJobs(handle.db, [jobRow("a")], { source: "sheet", now: t3, supersedes: ["demo", "sample"] })).toMatchObject({ closed: 2 });
    expect((await all()).filter((job) => job.isOpen).map((job) => job.id)).toEqual(["a"]);
  });

  it("closes every open job of the source when the sheet is empty", async () => {
    await importJobs(handle.db, [jobRow("a"), jobRow("b")], { source: "sheet", now: t1 });
    expect(await importJobs(handle.db, [], { source: "sheet", now: t2 })).toEqual({ outcome: "imported", accepted: 0, skipped: 0, closed: 2, skippedRows: [] });
  });

  it("imports onlyIfEmpty rows into an empty table only", async () => {
    expect(await importJobs(handle.db, [jobRow("s1")], { source: "sample", now: t1, onlyIfEmpty: true })).toMatchObject({ outcome: "imported", accepted: 1 });
    expect(await importJobs(handle.db, [jobRow("s2")], { source: "sample", now: t2, onlyIfEmpty: true })).toMatchObject({ outcome: "not-empty", accepted: 0 });
    expect((await all()).map((job) => job.id)).toEqual(["s1"]);
  });

  it("imports 5 000 rows in batches, then re-imports them unchanged", async () => {
    const rows = Array.from({ length: 5_000 }, (_, index) => jobRow(`bulk-${index}`));
    expect(await importJobs(handle.db, rows, { source: "sheet", now: t1 })).toMatchObject({ accepted: 5_000 });
    expect(await importJobs(handle.db, rows, { source: "sheet", now: t2 })).toMatchObject({ accepted: 5_000, closed: 0 });
    const count = await handle.db.execute<{ count: number }>(sql`select count(*)::int as count from ${jobs} where imported_at = ${t1}`);
    expect(Number(count.rows[0]?.count)).toBe(5_000);
  });
});
