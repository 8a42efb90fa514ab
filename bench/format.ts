// Formatting shared by the printed tables.
import type { DatabaseKind } from "./database-results.ts";
import type { LoadResult } from "./load.ts";

export const integer = (value: number) => Math.round(value).toLocaleString("en-US");
export const ms = (value: number) => value.toFixed(1);
export const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
/** A target's verdict; n/a where it was not measured. */
export const mark = (met: boolean | null) => (met === null ? "n/a" : met ? "met" : "MISSED");
export const databaseLabel = (kind: DatabaseKind) => (kind === "postgres" ? "PostgreSQL" : "PGlite");

/** p50 / p99, or how the requests failed when none was answered in time. */
export const latency = (load: LoadResult) =>
  load.requests > 0 ? `${load.latencyP50Ms} / ${load.latencyP99Ms} ms` : `none answered (${load.timeouts} timeouts)`;

/** One table row: the first cell left-aligned, the others right-aligned, to the given widths. */
export function row(cells: Array<string | number>, widths: number[]): string {
  return cells.map((cell, index) => (index === 0 ? String(cell).padEnd(widths[index] ?? 0) : String(cell).padStart(widths[index] ?? 0))).join("  ");
}

/** `key="value"` for each filter that is set (not empty, not an empty list), or "(none)". */
export function describeFilters(filters: object): string {
  return (
    Object.entries(filters)
      .filter(([, value]) => (Array.isArray(value) ? value.length > 0 : Boolean(value)))
      .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
      .join(" ") || "(none)"
  );
}
