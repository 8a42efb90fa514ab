/**
 * Turns the values API body into rows of strings. A body without `values` is an empty sheet
 * (Google omits the field when the range holds no data); numbers and booleans become strings.
 * Returns undefined when the body is not the values shape at all.
 */
export function toSheetRows(body: unknown): string[][] | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const values = (body as { values?: unknown }).values;
  if (values === undefined) return [];
  if (!Array.isArray(values)) return undefined;
  return values.map((row: unknown) => (Array.isArray(row) ? row.map(cellToString) : []));
}

function cellToString(cell: unknown): string {
  if (typeof cell === "string") return cell;
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "object") return JSON.stringify(cell);
  return String(cell);
}
