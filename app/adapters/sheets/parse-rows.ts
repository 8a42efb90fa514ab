/** What every row parser returns; parsers never throw (a sheet is user input). */
export type RowResult<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The sheet ranges start at row 2 (spec 7: `Sheet1!A2:Q`, `Sheet1!A2:F`), under a header row. */
const FIRST_DATA_ROW = 2;

export interface SkippedRow {
  /** The row number as the sheet shows it, so an editor can find and fix it. */
  rowNumber: number;
  reason: string;
}

export interface ParsedRows<R> {
  accepted: Array<R & { rowNumber: number }>;
  skipped: SkippedRow[];
}

/**
 * Runs a row parser over a whole sheet; `index` is the 0-based position among the data rows.
 * Accepted results are kept whole (a parser may add fields beside `value`) with their row number.
 */
export function parseRows<R extends RowResult<unknown>>(
  rows: readonly unknown[],
  parse: (row: unknown, index: number) => R,
): ParsedRows<Extract<R, { ok: true }>> {
  const accepted: Array<Extract<R, { ok: true }> & { rowNumber: number }> = [];
  const skipped: SkippedRow[] = [];
  rows.forEach((row, index) => {
    const result = parse(row, index);
    const rowNumber = index + FIRST_DATA_ROW;
    if (result.ok) accepted.push({ ...(result as Extract<R, { ok: true }>), rowNumber });
    else skipped.push({ rowNumber, reason: result.reason });
  });
  return { accepted, skipped };
}
