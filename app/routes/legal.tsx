import { EXTERNAL_LINKS, INQUIRY, LIMITS, PRICING, PROFILE_STATS } from "~/config/constants";
import { ExternalLink } from "~/features/content/external-link";
import { telegramHandle } from "~/features/content/format";
import { LegalContents } from "~/features/content/legal-contents";
import { LegalSection } from "~/features/content/legal-section";
import { PageHero } from "~/features/content/page-hero";
import { commonText } from "~/i18n/common";
import { languageFromPath } from "~/i18n/language";
import { legalText } from "~/i18n/legal";
import { formatMoney } from "~/i18n/number-format";
import { interpolate, plural } from "~/i18n/plural";
import { useLanguage, useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/legal";

export function meta(args: Route.MetaArgs) {
  const language = languageFromPath(args.location.pathname);
  const t = legalText[language];
  const duration = plural(language, PRICING.monthly.durationDays, t.days);
  return pageMeta(args, { title: t.seoTitle, description: interpolate(t.seoDescription, { duration }) });
}

export default function Legal() {
  const language = useLanguage();
  const t = useT(legalText);
  const site = useT(commonText).siteName;
  const { general, pro, profiles, stats, liability, owner } = t.sections;
  const values = {
    site,
    projects: LIMITS.projects,
    email: EXTERNAL_LINKS.ownerEmail,
    monthlyDuration: plural(language, PRICING.monthly.durationDays, t.days),
    monthlyRefund: plural(language, PRICING.monthly.refundDays, t.daysGenitive),
    yearlyRefund: plural(language, PRICING.yearly.refundDays, t.daysGenitive),
    saltDays: plural(language, PROFILE_STATS.saltKeptDays, t.days),
    statsDays: plural(language, PROFILE_STATS.dailyKeptDays, t.daysGenitive),
    inquiryDays: plural(language, INQUIRY.retentionDays, t.daysGenitive),
    inquiryConfirmHours: INQUIRY.confirmHours,
    inquirySpamDays: plural(language, INQUIRY.spamWindowDays, t.days),
  };
  const plans = [
    {
      key: "monthly",
      text: interpolate(pro.plans.monthly, { duration: values.monthlyDuration, price: formatMoney(language, PRICING.monthly.amountRub * 100) }),
    },
    { key: "yearly", text: interpolate(pro.plans.yearly, { price: formatMoney(language, PRICING.yearly.amountRub * 100) }) },
  ];
  const sections = [
    { id: "general", title: general.title },
    { id: "pro", title: pro.title },
    { id: "profiles", title: profiles.title },
    { id: "stats", title: stats.title },
    { id: "liability", title: liability.title },
    { id: "owner", title: owner.title },
  ];

  return (
    <main>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={interpolate(t.hero.lead, { site })} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:py-16">
        <LegalContents label={t.contentsLabel} sections={sections} />
        <div className="max-w-3xl space-y-12">
          <LegalSection id="general" number={1} title={general.title} paragraphs={general.paragraphs} values={values} />
          <LegalSection id="pro" number={2} title={pro.title} paragraphs={pro.paragraphs} values={values}>
            <h3 className="text-lg font-bold text-zinc-900">{pro.plansTitle}</h3>
            <ul className="grid gap-3 sm:grid-cols-2">
              {plans.map((plan) => (
                <li key={plan.key} className="rounded-xl border border-violet-200 bg-violet-50 px-5 py-4 font-semibold text-violet-950">
                  {plan.text}
                </li>
              ))}
            </ul>
            {pro.terms.map((paragraph) => (
              <p key={paragraph}>{interpolate(paragraph, values)}</p>
            ))}
          </LegalSection>
          <LegalSection id="profiles" number={3} title={profiles.title} paragraphs={profiles.paragraphs} values={values} />
          <LegalSection id="stats" number={4} title={stats.title} paragraphs={stats.paragraphs} values={values} />
          <LegalSection id="liability" number={5} title={liability.title} paragraphs={liability.paragraphs} values={values} />
          <LegalSection id="owner" number={6} title={owner.title} paragraphs={owner.paragraphs} values={values}>
            <dl className="grid gap-4 rounded-xl border border-zinc-200 bg-white p-5 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-zinc-600">{owner.email}</dt>
                <dd>
                  <ExternalLink href={`mailto:${EXTERNAL_LINKS.ownerEmail}`}>{EXTERNAL_LINKS.ownerEmail}</ExternalLink>
                </dd>
              </div>
              <div>
                <dt className="text-sm text-zinc-600">{owner.manager}</dt>
                <dd>
                  <ExternalLink href={EXTERNAL_LINKS.manager}>{telegramHandle(EXTERNAL_LINKS.manager)}</ExternalLink>
                </dd>
              </div>
            </dl>
          </LegalSection>
        </div>
      </div>
    </main>
  );
}
