import { DATE_UTC_OFFSET_HOURS } from "~/config/constants";

const SHEET_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/**
 * A sheet date `dd.mm.yyyy` read as midnight of that day at UTC+3 (spec 9 "Dates and wording":
 * dates use a fixed UTC+3 offset), so "01.03.2026" is 2026-02-28T21:00:00.000Z.
 * Returns null for anything else, including impossible days such as 31.02.2026.
 */
export function parseSheetDate(text: string): Date | null {
  const match = SHEET_DATE.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utcMidnight = Date.UTC(year, month - 1, day);
  const check = new Date(utcMidnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(utcMidnight - DATE_UTC_OFFSET_HOURS * 3_600_000);
}

/** The inverse, for demo rows written relative to today: `dd.mm.yyyy` of an instant, at UTC+3. */
export function formatSheetDate(instant: Date): string {
  const shifted = new Date(instant.getTime() + DATE_UTC_OFFSET_HOURS * 3_600_000);
  const dd = String(shifted.getUTCDate()).padStart(2, "0");
  const mm = String(shifted.getUTCMonth() + 1).padStart(2, "0");
  return `${dd}.${mm}.${shifted.getUTCFullYear()}`;
}
