import type { Language } from "~/config/constants";
import { numberFormat } from "~/i18n/number-format";

/** 49000 kopecks → "490 ₽" / "RUB 490.00", in the page's language. */
export function formatMoney(kopecks: number, currency: string, language: Language): string {
  return numberFormat(language === "en" ? "en-GB" : "ru-RU", {
    style: "currency",
    currency,
    maximumFractionDigits: kopecks % 100 === 0 ? 0 : 2,
  }).format(kopecks / 100);
}
