import type { Language } from "~/config/constants";
import { formatInteger, numberFormat } from "~/i18n/number-format";

const RUBLE_SIGN = "₽";

/** An amount in roubles: "3 200 ₽" / "3,200 ₽" (a no-break space keeps the sign with its number). */
export function formatRub(language: Language, amount: number): string {
  return `${formatInteger(language, amount)}\u00a0${RUBLE_SIGN}`;
}

/** A short rouble amount for badges: 3200 → "3.2K₽", 70000 → "70K₽". */
export function formatCompactRub(amount: number): string {
  return `${numberFormat("en", { notation: "compact", maximumFractionDigits: 1 }).format(amount)}${RUBLE_SIGN}`;
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
