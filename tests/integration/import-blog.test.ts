import { asc, sql } from "drizzle-orm";
import { describe, beforeEach, expect, it } from "vitest";
import { blogPosts } from "~/adapters/db/schema";
import { importBlog } from "~/features/blog/import-blog.server";
import { databaseKinds, useMigratedDatabase } from "../support/databases";

const t1 = new Date("2026-03-01T09:00:00.000Z");
const t2 = new Date("2026-03-01T09:05:00.000Z");
const t3 = new Date("2026-03-01T09:10:00.000Z");

const post = (title: string, date = "01.03.2026") => [title, `/images/blog/${title}.svg`, date, "Описание", "", `## ${title}\n\n- пункт`];

describe.each(databaseKinds)("importBlog on $name", (kind) => {
  const handle = useMigratedDatabase(kind);
  beforeEach(async () => {
    await handle.db.execute(sql`delete from ${blogPosts}`);
  });

  const all = () => handle.db.select().from(blogPosts).orderBy(asc(blogPosts.position));

  it("upserts posts with ids by sheet position, skipping invalid rows", async () => {
    const result = await importBlog(handle.db, [post("a"), ["", "/x.svg"], post("c", "весной")], { source: "sheet", now: t1 });
    expect(result).toEqual({ outcome: "imported", accepted: 2, skipped: 1, closed: 0, skippedRows: [{ rowNumber: 3, reason: "title is empty" }] });
    const [a, c] = await all();
    expect(a).toMatchObject({ id: "post-1", position: 1, title: "a", content: "## a\n\n- пункт", isPublished: true, source: "sheet" });
    expect(a?.publishedAt?.toISOString()).toBe("2026-02-28T21:00:00.000Z");
    expect(c).toMatchObject({ id: "post-3", position: 3, date: "весной", publishedAt: null });
  });

  it("unpublishes posts that left the sheet and publishes them again when they are back", async () => {
    await importBlog(handle.db, [post("a"), post("b")], { source: "sheet", now: t1 });
    expect(await importBlog(handle.db, [post("a")], { source: "sheet", now: t2 })).toMatchObject({ accepted: 1, closed: 1 });
    expect((await all()).map((row) => [row.id, row.isPublished])).toEqual([
      ["post-1", true],
      ["post-2", false],
    ]);
    await importBlog(handle.db, [post("a"), post("b2")], { source: "sheet", now: t3 });
    expect((await all()).map((row) => [row.id, row.title, row.isPublished])).toEqual([
      ["post-1", "a", true],
      ["post-2", "b2", true],
    ]);
  });

  it("replaces demo posts once the sheet is read", async () => {
    await importBlog(handle.db, [post("d1"), post("d2"), post("d3")], { source: "demo", now: t1 });
    expect(await importBlog(handle.db, [post("s1")], { source: "sheet", now: t2, supersedes: ["demo"] })).toMatchObject({ closed: 2 });
    expect((await all()).filter((row) => row.isPublished).map((row) => [row.id, row.title, row.source])).toEqual([["post-1", "s1", "sheet"]]);
  });

  it("leaves unchanged posts untouched on re-import", async () => {
    await importBlog(handle.db, [post("a")], { source: "sheet", now: t1 });
    await importBlog(handle.db, [post("a")], { source: "sheet", now: t2 });
    expect((await all())[0]?.importedAt).toEqual(t1);
  });
});
