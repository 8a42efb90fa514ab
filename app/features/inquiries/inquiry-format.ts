import type { Language } from "~/config/constants";
import { formatLongDate } from "~/i18n/dates";
import { formatMoney } from "~/i18n/number-format";
import { interpolate } from "~/i18n/plural";

/** The words a budget is written with (the mails' and the cabinet's dictionaries both have them). */
export interface BudgetWords {
  negotiable: string;
  notGiven: string;
  from: string;
  upTo: string;
  range: string;
}

/** A budget in words: a range, one end ("от 10 000 ₽"), "обсудим", or "не указан". */
export function budgetText(
  language: Language,
  words: BudgetWords,
  budget: { budgetFrom: number | null; budgetTo: number | null; budgetNegotiable: boolean },
): string {
  const money = (roubles: number) => formatMoney(language, roubles * 100);
  const { budgetFrom: from, budgetTo: to } = budget;
  if (from !== null && to !== null) return interpolate(words.range, { from: money(from), to: money(to) });
  if (from !== null) return interpolate(words.from, { amount: money(from) });
  if (to !== null) return interpolate(words.upTo, { amount: money(to) });
  return budget.budgetNegotiable ? words.negotiable : words.notGiven;
}

/** A deadline (YYYY-MM-DD) in words, "15 декабря 2026 г."; noon UTC is the same calendar day at the site's UTC+3. */
export function deadlineText(language: Language, deadline: string): string {
  return formatLongDate(`${deadline}T12:00:00Z`, language);
}
