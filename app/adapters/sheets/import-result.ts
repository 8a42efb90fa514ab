import type { ContentSource } from "~/adapters/db/schema";
import type { SkippedRow } from "./parse-rows";

export interface ImportOptions {
  source: ContentSource;
  /** The instant of this import: closed_at / imported_at, and the date of undated rows. */
  now?: Date;
  /**
   * Placeholder sources this import replaces: their open rows are closed too, so the demo rows or
   * the spec's two-job sample do not linger beside a real sheet once it is read.
   */
  supersedes?: readonly ContentSource[];
  /** Import only into an empty table (the spec's fallback sample, ARCHITECTURE "Deliberate deviations"). */
  onlyIfEmpty?: boolean;
}

interface ImportCounts {
  accepted: number;
  skipped: number;
  /** Jobs closed, or posts unpublished, because they left the sheet. */
  closed: number;
}

/** `locked`: another instance is importing this round; `not-empty`: onlyIfEmpty found rows. `skippedRows`: each skipped row's number and reason. */
export type ImportResult = ImportCounts & { outcome: "imported" | "locked" | "not-empty"; skippedRows: SkippedRow[] };

export function notImported(outcome: "locked" | "not-empty", skippedRows: SkippedRow[]): ImportResult {
  return { outcome, accepted: 0, skipped: skippedRows.length, closed: 0, skippedRows };
}
