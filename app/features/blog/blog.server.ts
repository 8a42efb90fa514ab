import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { blogPosts } from "~/adapters/db/schema";
import type { Language } from "~/config/constants";
import { formatLongDate } from "~/i18n/dates";

/** What a card in the list shows; plain values only, so loaders can return it as is. */
export interface BlogPostSummary {
  id: string;
  title: string;
  image: string;
  /** The sheet's date cell as written, shown when there is no parsed date. */
  date: string;
  /** ISO 8601, or null when the sheet's date could not be parsed. */
  publishedAt: string | null;
  description: string;
}

export interface BlogPost extends BlogPostSummary {
  intro: string;
  /** Markdown. */
  content: string;
}

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  image: blogPosts.image,
  date: blogPosts.date,
  publishedAt: blogPosts.publishedAt,
  description: blogPosts.description,
};

/** Published posts in sheet order (spec 3: the id is post-{row position}). */
export async function findBlogPosts(db: Database): Promise<BlogPostSummary[]> {
  const rows = await db.select(summaryColumns).from(blogPosts).where(eq(blogPosts.isPublished, true)).orderBy(asc(blogPosts.position), asc(blogPosts.id));
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt?.toISOString() ?? null }));
}

/** One published post, or null when there is none with this id. */
export async function getBlogPost(db: Database, id: string): Promise<BlogPost | null> {
  const [row] = await db
    .select({ ...summaryColumns, intro: blogPosts.intro, content: blogPosts.content })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), eq(blogPosts.isPublished, true)))
    .limit(1);
  return row ? { ...row, publishedAt: row.publishedAt?.toISOString() ?? null } : null;
}

/**
 * Spec 9: dates other than relative and review dates are shown in long format ("5 марта 2025 г."),
 * at Moscow time like the rest of the site. Formatted on the server so the hydrated page shows the same text.
 */
export function formatPostDate(language: Language, post: Pick<BlogPostSummary, "date" | "publishedAt">): string {
  if (!post.publishedAt || Number.isNaN(new Date(post.publishedAt).getTime())) return post.date.trim();
  return formatLongDate(post.publishedAt, language);
}
