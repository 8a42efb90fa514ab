import { z } from "~/config/zod";

/**
 * A keyset position: the values of a list's order columns at one row, the page's last. The next page is the rows after
 * it in the list's order (docs/decisions/022, "The console's lists").
 */
export type KeysetPosition = readonly [string | number, ...(string | number)[]];

/**
 * A list's query as its loader reads it from the URL: the filters, where the page starts (after this position; null on
 * the first page) and how many rows a page shows.
 */
export interface KeysetQuery<Filters, Position extends KeysetPosition> {
  filters: Filters;
  after: Position | null;
  pageSize: number;
}

/** A page of a keyset-paged list: its rows, and the cursor of the next page (null on the last). */
export interface KeysetPage<Row> {
  rows: Row[];
  next: string | null;
}

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
const fromBase64Url = (text: string) =>
  new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (char) => char.charCodeAt(0)));

/** A position as the URL's cursor: opaque (base64url of its JSON), so no one writes one by hand or reads it as a filter. */
export function encodeCursor(position: KeysetPosition): string {
  return toBase64Url(JSON.stringify(position));
}

/** A cursor's position, or null — no cursor, or one this list did not write: a malformed link shows the first page. */
export function decodeCursor<Position extends KeysetPosition>(cursor: string | null, position: z.ZodType<Position>): Position | null {
  if (!cursor || cursor.length > 1000) return null;
  try {
    const parsed = position.safeParse(JSON.parse(fromBase64Url(cursor)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A page of `pageSize` rows out of `found`, which the query read with `limit pageSize + 1`: the extra row says another
 * page follows, which starts after the last row shown.
 */
export function keysetPage<Row>(found: readonly Row[], pageSize: number, positionOf: (row: Row) => KeysetPosition): KeysetPage<Row> {
  const rows = found.slice(0, pageSize);
  const last = rows.at(-1);
  return { rows, next: found.length > pageSize && last !== undefined ? encodeCursor(positionOf(last)) : null };
}

/**
 * A timestamp of a position as PostgreSQL prints it (`column::text`, read back with `::timestamptz`): microseconds kept,
 * which a JS Date would round away and so skip or repeat rows that share a millisecond.
 */
const timestampText = z.string().regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?[+-]\d\d(?::\d\d)?$/);
const rowId = z.string().min(1).max(200);

/** The position of a list ordered by a timestamp, then the row's id. */
export const timeAndId = z.tuple([timestampText, rowId]);
export type TimeAndId = z.infer<typeof timeAndId>;

/** The position of a list ordered by a numeric id alone. */
export const serialId = z.tuple([z.number().int().positive().max(Number.MAX_SAFE_INTEGER)]);
