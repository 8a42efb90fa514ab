import type { Language } from "~/config/constants";
import { intlCache } from "./intl-cache";

// The first Intl.NumberFormat a page builds costs 10–18 ms of main thread in a fresh Chromium here (ICU prepares the
// locale's number data; every later one costs ~0.1 ms), measured while the directory hydrated. The formats the public
// pages need — whole numbers grouped in threes, a rating with one decimal, a whole percentage — are written out below
// instead, and their tests hold them to Intl's own output for each language (number-format.test.ts). Anything else
// goes through numberFormat(), one formatter per locale and options, as dates.ts and plural.ts keep theirs.
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

/**
 * A number rounded to a whole one (halves away from zero), its digits always grouped in threes: "3 200" in Russian,
 * "3,200" in English — Intl.NumberFormat(language, { useGrouping: "always", maximumFractionDigits: 0 }). Finite
 * numbers below 10²¹ (prices and counts).
 */
export function formatInteger(language: Language, value: number): string {
  const negative = value < 0 || Object.is(value, -0);
  const digits = Math.round(Math.abs(value)).toFixed(0);
  return `${negative ? "-" : ""}${groupThousands(digits, SEPARATORS[language].group)}`;
}

/** An average rating (0–5) with one decimal: "4,8" in Russian, "4.8" in English. */
export function formatRating(language: Language, rating: number): string {
  return rating.toFixed(1).replace(".", SEPARATORS[language].decimal);
}

/** A whole percentage (0–100; integers, as the discount is): "10 %" in Russian (a no-break space before the sign), "10%" in English. */
export function formatPercent(language: Language, percent: number): string {
  return `${Math.round(percent).toFixed(0)}${language === "ru" ? "\u00a0%" : "%"}`;
}
