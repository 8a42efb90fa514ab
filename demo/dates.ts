import { formatSheetDate } from "~/adapters/sheets/sheet-date";

const loadedAt = Date.now();
const DAY_MS = 86_400_000;

/** `dd.mm.yyyy` of the day `days` before this module loaded (at UTC+3), so the demo always looks current. */
export function daysAgo(days: number): string {
  return formatSheetDate(new Date(loadedAt - days * DAY_MS));
}

/** A multi-line cell, as an editor types it in the sheet with Alt+Enter. */
export function lines(...items: string[]): string {
  return items.join("\n");
}
