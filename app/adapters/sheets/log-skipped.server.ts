import { logger } from "~/adapters/logger.server";
import type { ContentSource } from "~/adapters/db/schema";
import type { SkippedRow } from "./parse-rows";

/** Enough lines to fix a sheet by hand; a sheet of 100 000 broken rows must not flood the log. */
const MAX_LOGGED_ROWS = 20;

/** Logs each skipped row with its sheet row number (row 2 is the first data row). */
export function logSkippedRows(what: "jobs" | "blog", source: ContentSource, skipped: readonly SkippedRow[]): void {
  for (const row of skipped.slice(0, MAX_LOGGED_ROWS)) logger.warn({ import: what, source, ...row }, "sheet row skipped");
  if (skipped.length > MAX_LOGGED_ROWS) {
    logger.warn({ import: what, source, skipped: skipped.length, logged: MAX_LOGGED_ROWS }, "more sheet rows skipped");
  }
}
