import { DATE_UTC_OFFSET_HOURS } from "~/config/constants";

// Statistics are kept per Moscow day (the spec's fixed UTC+3, as every date the site shows) and shown per Moscow week,
// Monday to Sunday. A day is its calendar date, "YYYY-MM-DD", the PostgreSQL `date` the tables hold.

const DAY_MS = 86_400_000;
const OFFSET_MS = DATE_UTC_OFFSET_HOURS * 3_600_000;

/** The Moscow calendar day of an instant, "YYYY-MM-DD". */
export function moscowDay(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the Moscow week `day` falls in. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** How many days of its week `day` is into: 0 on Monday, 6 on Sunday. */
export function dayOfWeek(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The Mondays of the `count` weeks up to and including the week of `today`, oldest first. */
export function lastWeekStarts(today: string, count: number): string[] {
  const current = weekStart(today);
  return Array.from({ length: count }, (_, index) => addDays(current, -7 * (count - 1 - index)));
}
