import { PRICING, type PaymentPlan } from "~/config/constants";
import { paymentsText } from "~/i18n/payments";
import { interpolate, plural } from "~/i18n/plural";
import { useLanguage } from "~/i18n/use-language";

export interface PlanTexts {
  name: string;
  /** The spec's plan description with the real duration: "Pro подписка на 30 дней" (spec 9 "Pricing"). */
  description: string;
  cta: string;
}

/** The plans' names and descriptions in the page language. */
export function usePlanTexts(): Record<PaymentPlan, PlanTexts> {
  const language = useLanguage();
  const t = paymentsText[language];
  const duration = plural(language, PRICING.monthly.durationDays, t.days);
  return {
    monthly: { ...t.plans.monthly, description: interpolate(t.plans.monthly.description, { duration }) },
    yearly: t.plans.yearly,
  };
}
