import { interpolate } from "~/i18n/plural";

/** Whole roubles, optionally in groups of three ("5000", "12 000", "1.500.000"). */
const WHOLE = /^\d{1,3}(?:([\s.,])\d{3})?(?:\1\d{3})*$|^\d+$/u;
/** Roubles and kopecks after a decimal comma or point ("2 500,50", "990.5"): the whole part as above. */
const WITH_KOPECKS = /^(.+)[.,](\d{1,2})$/u;

/**
 * The amount of a price the owner typed, split into the number as written and its value in roubles; null when the price
 * is no positive sum in roubles ("по договорённости", "5000 $", "0"). A leading "от"/"from" and a trailing rouble sign
 * or word ("₽", "руб.", "рублей", "RUB") are dropped. Thousands may be grouped by a space, a no-break space, a point or
 * a comma (the same one throughout); one or two digits after the last comma or point are kopecks.
 *
 * The one rule of what counts as a price: the profile shows "От {price} ₽" only around such a number, and the rate
 * guide counts only these.
 */
export function parseServicePrice(price: string): { written: string; roubles: number } | null {
  const written = price
    .trim()
    .replace(/^(от|from)\s*/iu, "")
    .replace(/\s*(₽|руб\.?|рублей|rub)$/iu, "")
    .trim();
  const roubles = wholeRoubles(written) ?? roublesAndKopecks(written);
  return roubles !== null && roubles > 0 ? { written, roubles } : null;
}

function roublesAndKopecks(text: string): number | null {
  const [, whole = "", kopecks = ""] = WITH_KOPECKS.exec(text) ?? [];
  const roubles = wholeRoubles(whole);
  return roubles === null ? null : roubles + Number(kopecks.padEnd(2, "0")) / 100;
}

function wholeRoubles(text: string): number | null {
  const normalized = text.replace(/\u00a0/gu, " ");
  if (!WHOLE.test(normalized)) return null;
  const value = Number(normalized.replace(/\D/gu, ""));
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * A service's price as its card shows it (spec 2: "От {price} ₽"). Owners type text (spec 3: "от 5000"): around a sum
 * in roubles (`parseServicePrice`) the template puts its own "От" and sign, the number kept as written. Anything else
 * ("по договорённости", "5000 $") is shown as the owner wrote it: no "От … ₽" around words or another currency.
 */
export function servicePriceText(price: string, template: string): string {
  const parsed = parseServicePrice(price);
  return parsed ? interpolate(template, { price: parsed.written }) : price.trim();
}
