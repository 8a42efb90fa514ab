import { EXTERNAL_LINKS } from "~/config/constants";
import { CallToAction } from "~/features/content/call-to-action";
import { ContentSection } from "~/features/content/content-section";
import { ExternalLink } from "~/features/content/external-link";
import { telegramHandle } from "~/features/content/format";
import { InfoCard } from "~/ui/info-card";
import { PageHero } from "~/features/content/page-hero";
import { aboutText } from "~/i18n/about";
import { commonText } from "~/i18n/common";
import { languageFromPath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/about";

export function meta(args: Route.MetaArgs) {
  const t = aboutText[languageFromPath(args.location.pathname)];
  return pageMeta(args, { title: t.seoTitle, description: t.seoDescription });
}

export default function About() {
  const t = useT(aboutText);
  const site = useT(commonText).siteName;

  return (
    <main>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={interpolate(t.hero.lead, { site })} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 sm:py-16">
        <ContentSection id="features" title={t.features.title}>
          <ul className="grid gap-4 md:grid-cols-3">
            {Object.entries(t.features.items).map(([key, item]) => (
              <li key={key}>
                <InfoCard title={item.title} text={item.text} />
              </li>
            ))}
          </ul>
        </ContentSection>
        <ContentSection id="audience" title={t.audience.title}>
          <ul className="grid gap-4 md:grid-cols-3">
            {Object.entries(t.audience.items).map(([key, item]) => (
              <li key={key}>
                <InfoCard title={item.title} text={item.text} className="border-l-4 border-l-violet-700" />
              </li>
            ))}
          </ul>
        </ContentSection>
        <div className="grid gap-6 lg:grid-cols-2">
          <CallToAction id="partnership" title={t.partnership.title} text={t.partnership.text} tone="dark">
            <ExternalLink href={EXTERNAL_LINKS.manager} variant="accent">
              {t.partnership.button}
            </ExternalLink>
          </CallToAction>
          <CallToAction id="survey" title={t.survey.title} text={t.survey.text}>
            <ExternalLink href={EXTERNAL_LINKS.survey} variant="primary">
              {t.survey.button}
            </ExternalLink>
          </CallToAction>
        </div>
        <CallToAction id="manager" title={t.manager.title} text={t.manager.text}>
          <ExternalLink href={EXTERNAL_LINKS.manager} variant="primary">
            {t.manager.button}
          </ExternalLink>
          <span className="font-mono text-zinc-700">{telegramHandle(EXTERNAL_LINKS.manager)}</span>
        </CallToAction>
      </div>
    </main>
  );
}
