import { ContentSection } from "~/features/content/content-section";
import { PageHero } from "~/features/content/page-hero";
import { SchoolCard } from "~/features/content/school-card";
import { educationText } from "~/i18n/education";
import { languageFromPath } from "~/i18n/language";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/education";

export function meta(args: Route.MetaArgs) {
  const t = educationText[languageFromPath(args.location.pathname)];
  return pageMeta(args, { title: t.seoTitle, description: t.seoDescription });
}

export default function Education() {
  const t = useT(educationText);
  return (
    <main>
      <PageHero eyebrow={t.hero.eyebrow} title={t.hero.title} lead={t.hero.lead} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <ContentSection id="schools" title={t.schoolsTitle}>
          <SchoolCard />
        </ContentSection>
      </div>
    </main>
  );
}
