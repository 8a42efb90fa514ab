import type { NewBlogPostRow } from "~/adapters/db/schema";
import type { RowResult } from "~/adapters/sheets/parse-rows";
import { padRow } from "~/adapters/sheets/sheet-cells";
import { parseSheetDate } from "~/adapters/sheets/sheet-date";

/** A post as read from one sheet row; the importer adds source, isPublished and importedAt. */
export type ParsedBlogPost = Required<Omit<NewBlogPostRow, "source" | "isPublished" | "importedAt">>;

/** Spec 3 "Blog post": sheet columns A to F. */
const COLUMNS = ["title", "image", "date", "description", "intro", "content"] as const;

/**
 * Parses the row at `index` (0-based among the data rows). The id is post-{position from 1}
 * (spec 3), the position of the row in the sheet, so a bad row above does not renumber the rest.
 */
export function parseBlogRow(row: unknown, index: number): RowResult<ParsedBlogPost> {
  const cells = padRow(row, COLUMNS.length);
  const cell = (name: (typeof COLUMNS)[number]) => cells[COLUMNS.indexOf(name)] ?? "";
  const title = cell("title").trim();
  const image = cell("image").trim();
  if (!title) return { ok: false, reason: "title is empty" };
  if (!image) return { ok: false, reason: "image is empty" };
  const position = index + 1;
  const date = cell("date").trim();
  return {
    ok: true,
    value: {
      id: `post-${position}`,
      position,
      title,
      image,
      date,
      publishedAt: parseSheetDate(date),
      description: cell("description").trim(),
      intro: cell("intro").trim(),
      // Markdown: leading blank lines go, but indentation of the first line may be meaningful.
      content: cell("content")
        .replace(/^(?:[ \t]*\r?\n)+/, "")
        .trimEnd(),
    },
  };
}
