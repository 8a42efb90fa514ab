import { DATE_UTC_OFFSET_HOURS, RELATIVE_DATE_MAX_DAYS, type Language } from "~/config/constants";
import { commonText } from "./common";
import { plural } from "./plural";

const DAY_MS = 86_400_000;
/** "Etc/GMT-3" is UTC+3 (the sign is inverted in the tz database): the spec's fixed Moscow offset. */
const TIME_ZONE = `Etc/GMT-${DATE_UTC_OFFSET_HOURS}`;

/** The calendar day number of an instant at UTC+3. */
function dayNumber(instant: Date): number {
  return Math.floor((instant.getTime() + DATE_UTC_OFFSET_HOURS * 3_600_000) / DAY_MS);
}

export function daysBetween(date: Date, now: Date): number {
  return dayNumber(now) - dayNumber(date);
}

const DAY_MONTH: Intl.DateTimeFormatOptions = { day: "numeric", month: "long" };
const FULL_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };
const DATE_TIME: Intl.DateTimeFormatOptions = { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" };

// Building an Intl.DateTimeFormat costs far more than using one: a list page formats dozens of dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

function format(date: Date, language: Language, options: typeof DAY_MONTH | typeof FULL_DATE | typeof DATE_TIME): string {
  const key = `${language}:${options === FULL_DATE ? "full" : options === DATE_TIME ? "date-time" : "day-month"}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language === "en" ? "en-GB" : "ru-RU", { ...options, timeZone: TIME_ZONE });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** Today, yesterday, or "N days ago" up to `lastRelativeDay` days; null past it. */
function relative(date: Date, now: Date, language: Language, lastRelativeDay: number): string | null {
  const days = daysBetween(date, now);
  const t = commonText[language].dates;
  if (days <= 0) return t.today;
  if (days === 1) return t.yesterday;
  if (days <= lastRelativeDay) return plural(language, days, t.daysAgo);
  return null;
}

/** Job list: today, yesterday, "N days ago" up to 7 days, then day and month (spec 9). */
export function formatListDate(iso: string, now: Date, language: Language): string {
  const date = new Date(iso);
  return relative(date, now, language, RELATIVE_DATE_MAX_DAYS) ?? format(date, language, DAY_MONTH);
}

/** Job page: today, yesterday, under 7 days, then the full date (spec 9). */
export function formatDetailDate(iso: string, now: Date, language: Language): string {
  const date = new Date(iso);
  return relative(date, now, language, RELATIVE_DATE_MAX_DAYS - 1) ?? formatLongDate(iso, language);
}

/** "15 марта 2026 г." / "15 March 2026". */
export function formatLongDate(iso: string, language: Language): string {
  return format(new Date(iso), language, FULL_DATE);
}

/** A moment to the second at the spec's UTC+3, as the operator's console lists events: "26.11.2026, 05:12:09". */
export function formatDateTime(date: Date, language: Language): string {
  return format(date, language, DATE_TIME);
}
