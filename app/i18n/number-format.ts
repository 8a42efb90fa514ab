import type { Language } from "~/config/constants";
import { intlCache } from "./intl-cache";

// The first Intl.NumberFormat a page builds costs 10–18 ms of main thread in a fresh Chromium here (ICU prepares the
// locale's number data; every later one costs ~0.1 ms), measured while the directory hydrated. The formats the public
// pages need — money (roubles grouped in threes), a rating with one decimal, a whole percentage — are written out
// below instead, and their tests hold them to Intl's own output for each language (number-format.test.ts). Anything
// else goes through numberFormat(), one formatter per locale and options, as dates.ts and plural.ts keep theirs.
/** The shared Intl.NumberFormat for these arguments, built on first use. */
export const numberFormat = intlCache((locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));

/** Russian groups digits with a no-break space and writes a decimal comma; English uses a comma and a point. */
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  ru: { group: "\u00a0", decimal: "," },
  en: { group: ",", decimal: "." },
};

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** A whole count grouped in threes: "12 345" in Russian (a no-break space), "12,345" in English. */
export function formatCount(language: Language, count: number): string {
  return `${count < 0 ? "-" : ""}${groupThousands(Math.abs(Math.round(count)).toFixed(0), SEPARATORS[language].group)}`;
}

/** An average rating (0–5) with one decimal: "4,8" in Russian, "4.8" in English. */
export function formatRating(language: Language, rating: number): string {
  return rating.toFixed(1).replace(".", SEPARATORS[language].decimal);
}

/** A whole percentage (0–100; integers, as the discount is): "10 %" in Russian (a no-break space before the sign), "10%" in English. */
export function formatPercent(language: Language, percent: number): string {
  return `${Math.round(percent).toFixed(0)}${language === "ru" ? "\u00a0%" : "%"}`;
}

const RUBLE_SIGN = "₽";

/**
 * An amount of money from its kopecks, as every page, mail and console screen shows it: whole roubles grouped in
 * threes with the sign after a no-break space ("4 500 ₽" / "4,500 ₽"), and the kopecks only when there are some
 * ("490,50 ₽" / "490.50 ₽"). The site takes roubles only (`CURRENCY`). Russian is Intl's ru-RU currency format with
 * as many decimals; English keeps the sign the Russian page shows ("4,500 ₽", not en-GB's "RUB 4,500"). Integer
 * kopecks up to 10¹⁵.
 */
export function formatMoney(language: Language, kopecks: number): string {
  const { group, decimal } = SEPARATORS[language];
  const absolute = Math.abs(kopecks);
  const fraction = absolute % 100;
  const roubles = groupThousands(((absolute - fraction) / 100).toFixed(0), group);
  return `${kopecks < 0 ? "-" : ""}${roubles}${fraction ? `${decimal}${String(fraction).padStart(2, "0")}` : ""}\u00a0${RUBLE_SIGN}`;
}

/** A short amount for a badge, the same in both languages (spec 2, the school card): 320 000 kopecks → "3.2K₽", 7 000 000 → "70K₽". */
export function formatCompactMoney(kopecks: number): string {
  return `${numberFormat("en", { notation: "compact", maximumFractionDigits: 1 }).format(kopecks / 100)}${RUBLE_SIGN}`;
}

/**
 * A level in dB, LUFS or LU with `decimals` decimals, as the player writes loudness: the minus sign U+2212 ("−14,2"),
 * a plus before a level above zero when `sign` is "always" ("+0,3" dBTP), none on a level that rounds to zero.
 */
export function formatLevel(
  language: Language,
  value: number,
  { decimals = 1, sign = "negative" }: { decimals?: number; sign?: "negative" | "always" } = {},
): string {
  const digits = Math.abs(value).toFixed(decimals);
  const isZero = Number(digits) === 0;
  const prefix = isZero ? "" : value < 0 ? "\u2212" : sign === "always" ? "+" : "";
  return `${prefix}${digits.replace(".", SEPARATORS[language].decimal)}`;
}
