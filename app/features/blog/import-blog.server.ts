import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { blogPosts } from "~/adapters/db/schema";
import { ADVISORY_LOCK_KEYS } from "~/adapters/db/advisory-lock-keys";
import { withAdvisoryLock } from "~/adapters/db/advisory-lock.server";
import { notImported, type ImportOptions, type ImportResult } from "~/adapters/sheets/import-result";
import { logSkippedRows } from "~/adapters/sheets/log-skipped.server";
import { parseRows } from "~/adapters/sheets/parse-rows";
import { batches, notAmong, upsertRows } from "~/adapters/db/upsert.server";
import { parseBlogRow } from "./parse-blog-row";

/** Columns a re-import overwrites (the id is the position, so it never changes). */
const CONTENT_KEYS = [
  "position",
  "title",
  "image",
  "date",
  "publishedAt",
  "description",
  "intro",
  "content",
  "source",
  "isPublished",
] as const satisfies readonly (keyof typeof blogPosts.$inferInsert)[];

/**
 * Imports blog rows in one transaction (spec 3 "Blog post"): upserts every accepted post and
 * unpublishes posts of this source that left the sheet. `closed` counts the unpublished posts.
 * `onlyIfEmpty` is ignored: the blog has no fallback sample (spec 7: a failure gives an empty list).
 */
export async function importBlog(db: Database, rows: readonly unknown[], options: ImportOptions): Promise<ImportResult> {
  const now = options.now ?? new Date();
  const { accepted, skipped } = parseRows(rows, parseBlogRow);
  logSkippedRows("blog", options.source, skipped);

  const locked = await withAdvisoryLock(db, ADVISORY_LOCK_KEYS.blogImport, async (tx) => {
    for (const batch of batches(accepted)) {
      const posts = batch.map(({ value }) => ({ ...value, source: options.source, isPublished: true, importedAt: now }));
      await upsertRows(tx, blogPosts, posts, { compare: CONTENT_KEYS, alsoSet: ["importedAt"] });
    }
    const unpublished = await tx
      .update(blogPosts)
      .set({ isPublished: false })
      .where(
        and(
          eq(blogPosts.isPublished, true),
          inArray(blogPosts.source, [options.source, ...(options.supersedes ?? [])]),
          notAmong(
            blogPosts.id,
            accepted.map(({ value }) => value.id),
          ),
        ),
      )
      .returning({ id: blogPosts.id });
    return { outcome: "imported", accepted: accepted.length, skipped: skipped.length, closed: unpublished.length, skippedRows: skipped } satisfies ImportResult;
  });
  return locked.acquired ? locked.value : notImported("locked", skipped);
}
