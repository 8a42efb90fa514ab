import { Link } from "react-router";
import { EDUCATION, EXTERNAL_LINKS, SCHOOL_GALLERY } from "~/config/constants";
import { DirectionsCarousel } from "~/features/content/directions-carousel";
import { ExternalLink } from "~/features/content/external-link";
import { formatMoney, formatPercent } from "~/i18n/number-format";
import { LearningSystem } from "~/features/content/learning-system";
import { PageHero } from "~/features/content/page-hero";
import { PriceBox } from "~/features/content/price-box";
import { PromoCode } from "~/features/content/promo-code";
import { SchoolContacts } from "~/features/content/school-contacts";
import { galleryImageSrc, SchoolGallery } from "~/features/content/school-gallery";
import { languageFromPath } from "~/i18n/language";
import { interpolate } from "~/i18n/plural";
import { tramplinText } from "~/i18n/tramplin";
import { useLanguage, useLocalizePath, useT } from "~/i18n/use-language";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/education-tramplin";

export function meta(args: Route.MetaArgs) {
  const t = tramplinText[languageFromPath(args.location.pathname)];
  const [cover] = SCHOOL_GALLERY.images;
  return pageMeta(args, { title: t.seoTitle, description: t.seoDescription, image: galleryImageSrc(cover) });
}

export default function EducationTramplin() {
  const language = useLanguage();
  const localize = useLocalizePath();
  const t = useT(tramplinText);

  return (
    <main>
      <PageHero
        eyebrow={t.hero.eyebrow}
        title={t.hero.title}
        lead={t.hero.lead}
        before={
          <Link to={localize("/education")} className="mb-6 inline-flex items-center gap-2 text-sm font-medium text-zinc-300 hover:text-white">
            <span aria-hidden="true">←</span>
            {t.back}
          </Link>
        }
      >
        <ExternalLink href={EXTERNAL_LINKS.trialLesson} variant="accent">
          {t.price.trialLesson}
        </ExternalLink>
        <span className="rounded-full border border-white/25 px-4 py-2 text-sm text-zinc-100">
          {interpolate(t.hero.priceFrom, { price: formatMoney(language, EDUCATION.lessonFromRub * 100) })}
        </span>
        <span className="rounded-full border border-amber-300/60 px-4 py-2 text-sm text-amber-200">
          {interpolate(t.hero.promo, { percent: formatPercent(language, EDUCATION.promoDiscountPercent) })}
        </span>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:py-16">
        <div className="min-w-0 space-y-16">
          <SchoolGallery />
          <LearningSystem />
          <DirectionsCarousel />
        </div>
        <div className="space-y-6">
          <PriceBox />
          <PromoCode />
          <SchoolContacts />
        </div>
      </div>
    </main>
  );
}
