import type { Language } from "~/config/constants";

const RUBLE_SIGN = "₽";

/** A whole number in the page language, always grouped: "3 200" in Russian, "3,200" in English. */
export function formatNumber(language: Language, value: number): string {
  return new Intl.NumberFormat(language, { useGrouping: "always", maximumFractionDigits: 0 }).format(value);
}

/** An amount in roubles: "3 200 ₽" / "3,200 ₽" (a no-break space keeps the sign with its number). */
export function formatRub(language: Language, amount: number): string {
  return `${formatNumber(language, amount)}\u00a0${RUBLE_SIGN}`;
}

/** A short rouble amount for badges: 3200 → "3.2K₽", 70000 → "70K₽". */
export function formatCompactRub(amount: number): string {
  return `${new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 }).format(amount)}${RUBLE_SIGN}`;
}

/** A whole percentage in the page language: "10 %" in Russian, "10%" in English. */
export function formatPercent(language: Language, percent: number): string {
  return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(percent / 100);
}

/** "https://t.me/zvuk_rabota_manager" → "@zvuk_rabota_manager". */
export function telegramHandle(url: string): string {
  const name = new URL(url).pathname.replace(/^\/+|\/+$/g, "");
  return `@${name}`;
}

/** "+7 (495) 000-00-00" → "tel:+74950000000". */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
