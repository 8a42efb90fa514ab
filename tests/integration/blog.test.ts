import { beforeEach, describe, expect, it } from "vitest";
import { blogPosts, type NewBlogPostRow } from "~/adapters/db/schema";
import { findBlogPosts, formatPostDate, getBlogPost } from "~/features/blog/blog.server";
import { databaseKinds, useMigratedDatabase } from "../support/databases";

function post(position: number, overrides: Partial<NewBlogPostRow> = {}): NewBlogPostRow {
  return {
    id: `post-${position}`,
    position,
    title: `Статья ${position}`,
    image: `/images/blog/${position}.jpg`,
    date: "05.03.2025",
    publishedAt: new Date("2025-03-04T21:30:00Z"),
    description: `Описание ${position}`,
    intro: `Вступление ${position}`,
    content: `## Заголовок ${position}\n\n- пункт`,
    source: "demo",
    ...overrides,
  };
}

describe.each(databaseKinds)("blog queries on $name", (kind) => {
  const handle = useMigratedDatabase(kind);

  beforeEach(async () => {
    await handle.db.delete(blogPosts);
  });

  it("findBlogPosts lists published posts by position, leaving unpublished ones out", async () => {
    // Inserted out of order, with an id order (post-10 < post-2) that differs from the position order.
    await handle.db.insert(blogPosts).values([post(10), post(2), post(1), post(3, { isPublished: false }), post(4, { publishedAt: null, date: "весна 2025" })]);
    const posts = await findBlogPosts(handle.db);
    expect(posts.map((item) => item.id)).toEqual(["post-1", "post-2", "post-4", "post-10"]);
    expect(posts[0]).toEqual({
      id: "post-1",
      title: "Статья 1",
      image: "/images/blog/1.jpg",
      date: "05.03.2025",
      publishedAt: "2025-03-04T21:30:00.000Z",
      description: "Описание 1",
    });
    expect(posts[2]?.publishedAt).toBeNull();
    // Loader data must survive serialisation unchanged.
    expect(JSON.parse(JSON.stringify(posts))).toEqual(posts);
  });

  it("findBlogPosts returns an empty list on an empty table", async () => {
    expect(await findBlogPosts(handle.db)).toEqual([]);
  });

  it("getBlogPost returns the whole published post", async () => {
    await handle.db.insert(blogPosts).values([post(1), post(2)]);
    expect(await getBlogPost(handle.db, "post-2")).toEqual({
      id: "post-2",
      title: "Статья 2",
      image: "/images/blog/2.jpg",
      date: "05.03.2025",
      publishedAt: "2025-03-04T21:30:00.000Z",
      description: "Описание 2",
      intro: "Вступление 2",
      content: "## Заголовок 2\n\n- пункт",
    });
  });

  it("getBlogPost returns null for a missing or unpublished post", async () => {
    await handle.db.insert(blogPosts).values([post(1, { isPublished: false })]);
    expect(await getBlogPost(handle.db, "post-999999")).toBeNull();
    expect(await getBlogPost(handle.db, "post-1")).toBeNull();
  });
});

describe("formatPostDate", () => {
  // 21:30 UTC on 4 March is already 5 March in Moscow (UTC+3).
  const dated = { date: "05.03.2025", publishedAt: "2025-03-04T21:30:00.000Z" };

  it("shows the long date at Moscow time in the page language", () => {
    expect(formatPostDate("ru", dated)).toBe("5 марта 2025 г.");
    expect(formatPostDate("en", dated)).toBe("5 March 2025");
  });

  it("falls back to the sheet's text when there is no parsed date", () => {
    expect(formatPostDate("ru", { date: " весна 2025 ", publishedAt: null })).toBe("весна 2025");
    expect(formatPostDate("en", { date: "", publishedAt: "not a date" })).toBe("");
  });
});
