/**
 * Cell helpers shared by the job and blog row parsers. Sheets trims trailing empty cells,
 * so rows are ragged: a missing cell reads as "".
 */

/** The row padded (or cut) to `width` cells, each a clean string. */
export function padRow(row: unknown, width: number): string[] {
  const cells = Array.isArray(row) ? row : [];
  return Array.from({ length: width }, (_, index) => cleanCell(cells[index]));
}

/**
 * PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate cannot be stored or sent as JSON;
 * neither means anything in a sheet, so both are dropped or replaced here rather than failing a whole import.
 */
export function cleanCell(cell: unknown): string {
  if (typeof cell !== "string") return cell === null || cell === undefined ? "" : String(cell);
  return cell.replaceAll("\u0000", "").toWellFormed();
}

/** A multi-line cell as a list (spec 3 "Job": newline-split list), lines trimmed, empty lines dropped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** Stable, short and URL-safe: cyrb53, a 53-bit non-cryptographic hash in base 36. */
export function shortHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
