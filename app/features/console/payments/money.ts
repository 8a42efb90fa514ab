import type { Language } from "~/config/constants";
import { formatMoney as formatKopecks } from "~/i18n/number-format";

/**
 * The console's payment amounts, in the site's one money format (app/i18n/number-format.ts): 49000 kopecks → "490 ₽",
 * 49050 → "490,50 ₽" / "490.50 ₽". Every payment and refund is in roubles (`CURRENCY`: the site creates them so, and a
 * provider's answer in another currency is refused), so the row's currency is not read.
 */
export function formatMoney(kopecks: number, _currency: string, language: Language): string {
  return formatKopecks(language, kopecks);
}
