import { getDb } from "~/adapters/db/database.server";
import { useViewer } from "~/features/auth/use-viewer";
import { ContentSection } from "~/features/content/content-section";
import { PageHero } from "~/features/content/page-hero";
import { RateCards, RateMethod, RatesForSpecialists } from "~/features/rates";
import { getRateGuide } from "~/features/rates/index.server";
import { languageFromPath } from "~/i18n/language";
import { ratesText } from "~/i18n/rates";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/rates";

export async function loader() {
  return { guide: await getRateGuide(await getDb()) };
}

export function meta(args: Route.MetaArgs) {
  const t = ratesText[languageFromPath(args.location.pathname)];
  return pageMeta(args, { title: t.seoTitle, description: t.seoDescription });
}

/** Issue 27 "Rate guide": what sound work costs, from the listed specialists' price lists; server-rendered, no client state. */
export default function Rates({ loaderData }: Route.ComponentProps) {
  const t = useT(ratesText);
  const viewer = useViewer();
  return (
    <main>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 sm:px-6 sm:py-16">
        <ContentSection id="prices" title={t.list.title} intro={t.list.perSpecialist}>
          <RateCards guide={loaderData.guide} />
        </ContentSection>
        <ContentSection id="method" title={t.method.title}>
          <RateMethod />
        </ContentSection>
        {!viewer?.isPro && <RatesForSpecialists />}
      </div>
    </main>
  );
}
