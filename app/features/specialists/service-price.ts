import { interpolate } from "~/i18n/plural";

const NUMBER = /^\d[\d\s\u00a0.,]*$/u;

/**
 * A service's price as its card shows it (spec 2: "От {price} ₽"). Owners type text (spec 3: "от 5000"): a leading
 * "от"/"from" and a trailing rouble sign or word are dropped, and the template adds its own — but only to a number.
 * Anything else ("по договорённости", "5000 $") is shown as the owner wrote it: no "От … ₽" around words or
 * another currency.
 */
export function servicePriceText(price: string, template: string): string {
  const written = price.trim();
  const value = written
    .replace(/^(от|from)\s*/iu, "")
    .replace(/\s*(₽|руб\.?|рублей|rub)$/iu, "")
    .trim();
  return NUMBER.test(value) ? interpolate(template, { price: value }) : written;
}
