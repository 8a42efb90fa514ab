import { useState } from "react";
import { Link } from "react-router";
import { PRICING, type PaymentPlan } from "~/config/constants";
import { ContentSection } from "~/features/content/content-section";
import { PageHero } from "~/features/content/page-hero";
import { useViewer } from "~/features/auth/use-viewer";
import { PaymentDialog } from "~/features/payments/payment-dialog";
import { PlanCard } from "~/features/payments/plan-card";
import { PricingGuarantees } from "~/features/payments/pricing-guarantees";
import { ProActiveNotice } from "~/features/payments/pro-active-notice";
import { ProBenefits } from "~/features/payments/pro-benefits";
import { languageFromPath } from "~/i18n/language";
import { formatMoney } from "~/i18n/number-format";
import { paymentsText } from "~/i18n/payments";
import { interpolate, plural } from "~/i18n/plural";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/pricing";

export function meta(args: Route.MetaArgs) {
  const language = languageFromPath(args.location.pathname);
  const t = paymentsText[language];
  const description = interpolate(t.pricing.seoDescription, {
    monthly: formatMoney(language, PRICING.monthly.amountRub * 100),
    yearly: formatMoney(language, PRICING.yearly.amountRub * 100),
    duration: plural(language, PRICING.monthly.durationDays, t.days),
  });
  return pageMeta(args, { title: t.pricing.seoTitle, description });
}

/** Spec 2 "Pricing": two plans with the discount badge, or the subscriber's notice; a plan opens the payment dialog. */
export default function Pricing() {
  const t = useT(paymentsText).pricing;
  const viewer = useViewer();
  const [chosenPlan, setChosenPlan] = useState<PaymentPlan | null>(null);
  const localize = useLocalizePath();

  return (
    <main>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 sm:py-16">
        <div>
          {viewer?.hasActivePro ? (
            <ProActiveNotice />
          ) : (
            <div className="mx-auto max-w-4xl">
              <div className="grid gap-8 md:grid-cols-2">
                <PlanCard plan="monthly" onChoose={setChosenPlan} />
                <PlanCard plan="yearly" onChoose={setChosenPlan} />
              </div>
              {!viewer && <p className="mt-6 text-center text-sm text-zinc-700">{t.signInHint}</p>}
            </div>
          )}
          {/* Issue 27: what the directory's specialists ask, from their own price lists. */}
          <p className="mt-6 text-center">
            <Link to={localize("/rates")} className="font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900">
              {t.ratesLink} →
            </Link>
          </p>
        </div>
        <ContentSection id="included" title={t.included}>
          <ProBenefits variant="list" />
        </ContentSection>
        <PricingGuarantees />
      </div>
      <PaymentDialog plan={chosenPlan} onClose={() => setChosenPlan(null)} />
    </main>
  );
}
