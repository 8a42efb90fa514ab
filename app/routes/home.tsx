import { HomeHero, JOBS_SECTION_ID } from "~/features/home/home-hero";
import { homeText } from "~/i18n/home";
import { languageFromPath } from "~/i18n/language";
import { useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/home";

export function meta(args: Route.MetaArgs) {
  const t = homeText[languageFromPath(args.location.pathname)];
  return pageMeta(args, { title: t.seoTitle, description: t.seoDescription });
}

export default function Home() {
  const t = useT(homeText);
  return (
    <main>
      <HomeHero />
      <section id={JOBS_SECTION_ID} className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 className="text-2xl font-bold">{t.jobs.title}</h2>
      </section>
    </main>
  );
}
