import { DATE_UTC_OFFSET_HOURS, RELATIVE_DATE_MAX_DAYS, type Language } from "~/config/constants";
import { commonText } from "./common";
import { intlCache } from "./intl-cache";
import { plural } from "./plural";

const DAY_MS = 86_400_000;
const OFFSET_MS = DATE_UTC_OFFSET_HOURS * 3_600_000;
/** "Etc/GMT-3" is UTC+3 (the sign is inverted in the tz database): the spec's fixed Moscow offset. */
const TIME_ZONE = `Etc/GMT-${DATE_UTC_OFFSET_HOURS}`;

/** The calendar day number of an instant at UTC+3. */
function dayNumber(instant: Date): number {
  return Math.floor((instant.getTime() + OFFSET_MS) / DAY_MS);
}

export function daysBetween(date: Date, now: Date): number {
  return dayNumber(now) - dayNumber(date);
}

// A day and month, or a full date, is written out from the calendar date at UTC+3: the first Intl.DateTimeFormat a page
// builds costs 17–21 ms of main thread in a fresh Chromium here (ICU prepares the locale's date and number data),
// measured while the home page hydrated its job cards. dates.test.ts holds both to Intl's own output. The console's
// date and time, to the second, stays on Intl.
const MONTHS: Record<Language, readonly string[]> = {
  // The genitive, as a Russian date needs it ("12 ноября").
  ru: ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
};

/** The calendar date of an instant at UTC+3. */
function calendarDate(instant: Date): { day: number; month: number; year: number } {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return { day: shifted.getUTCDate(), month: shifted.getUTCMonth(), year: shifted.getUTCFullYear() };
}

/** "12 ноября" / "12 November". */
function dayAndMonth(instant: Date, language: Language): string {
  const { day, month } = calendarDate(instant);
  return `${day} ${MONTHS[language][month]}`;
}

/** "12 ноября 2026 г." / "12 November 2026". */
function fullDate(instant: Date, language: Language): string {
  const { day, month, year } = calendarDate(instant);
  return language === "ru" ? `${day} ${MONTHS.ru[month]} ${year} г.` : `${day} ${MONTHS.en[month]} ${year}`;
}

const DATE_TIME: Intl.DateTimeFormatOptions = { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", second: "2-digit" };
/** The shared Intl.DateTimeFormat for these arguments, built on first use (for formats not written out above). */
export const dateTimeFormat = intlCache((locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));

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
  return relative(date, now, language, RELATIVE_DATE_MAX_DAYS) ?? dayAndMonth(date, language);
}

/** Job page: today, yesterday, under 7 days, then the full date (spec 9). */
export function formatDetailDate(iso: string, now: Date, language: Language): string {
  const date = new Date(iso);
  return relative(date, now, language, RELATIVE_DATE_MAX_DAYS - 1) ?? formatLongDate(iso, language);
}

/** "12 ноября" / "12 November": a calendar day ("2026-11-12") or an instant, at UTC+3. */
export function formatDayAndMonth(iso: string, language: Language): string {
  return dayAndMonth(new Date(iso), language);
}

/** "15 марта 2026 г." / "15 March 2026". */
export function formatLongDate(iso: string, language: Language): string {
  return fullDate(new Date(iso), language);
}

/** A moment to the second at the spec's UTC+3, as the operator's console lists events: "26.11.2026, 05:12:09". */
export function formatDateTime(date: Date, language: Language): string {
  return dateTimeFormat(language === "en" ? "en-GB" : "ru-RU", { ...DATE_TIME, timeZone: TIME_ZONE }).format(date);
}
