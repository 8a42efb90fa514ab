import { getDb } from "~/adapters/db/database.server";
import { PRICING } from "~/config/constants";
import { CallToAction } from "~/features/content/call-to-action";
import { ContentSection } from "~/features/content/content-section";
import { PageHero } from "~/features/content/page-hero";
import { findProExamples } from "~/features/payments/find-pro-examples.server";
import { ProBenefits } from "~/features/payments/pro-benefits";
import { ProCallToAction } from "~/features/payments/pro-call-to-action";
import { ProExamples } from "~/features/payments/pro-examples";
import { ProSteps } from "~/features/payments/pro-steps";
import { languageFromPath } from "~/i18n/language";
import { formatMoney } from "~/i18n/number-format";
import { paymentsText } from "~/i18n/payments";
import { interpolate, plural } from "~/i18n/plural";
import { useLanguage } from "~/i18n/use-language";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/pro";

export async function loader() {
  return { examples: await findProExamples(await getDb()) };
}

export function meta(args: Route.MetaArgs) {
  const language = languageFromPath(args.location.pathname);
  const t = paymentsText[language];
  const description = interpolate(t.pro.seoDescription, {
    price: formatMoney(language, PRICING.monthly.amountRub * 100),
    duration: plural(language, PRICING.monthly.durationDays, t.days),
  });
  return pageMeta(args, { title: t.pro.seoTitle, description });
}

/** Spec 2 "Pro landing": hero, benefits, four steps, example profiles, why Pro is paid, calls to action. */
export default function Pro({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const t = paymentsText[language];
  const duration = plural(language, PRICING.monthly.durationDays, t.days);
  return (
    <main>
      <PageHero eyebrow={t.pro.eyebrow} title={t.pro.title} lead={t.pro.lead}>
        <ProCallToAction variant="accent">{t.pro.cta}</ProCallToAction>
        <p className="text-zinc-300">{interpolate(t.pro.priceFrom, { price: formatMoney(language, PRICING.monthly.amountRub * 100), duration })}</p>
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 sm:py-16">
        <ContentSection id="benefits" title={t.pro.benefitsTitle}>
          <ProBenefits variant="cards" />
        </ContentSection>
        <ContentSection id="steps" title={t.pro.stepsTitle}>
          <ProSteps />
        </ContentSection>
        <ProExamples specialists={loaderData.examples} />
        <ContentSection id="why" title={t.pro.whyTitle}>
          <div className="max-w-3xl space-y-3 text-lg text-zinc-700">
            {t.pro.why.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </ContentSection>
        <CallToAction id="final" title={t.pro.finalTitle} text={interpolate(t.pro.finalText, { duration })} tone="dark">
          <ProCallToAction variant="accent">{t.pro.cta}</ProCallToAction>
        </CallToAction>
      </div>
    </main>
  );
}
