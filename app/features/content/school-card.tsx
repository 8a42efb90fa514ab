import { Link } from "react-router";
import { EDUCATION, SCHOOL_DIRECTIONS, SCHOOL_GALLERY } from "~/config/constants";
import { educationText } from "~/i18n/education";
import { interpolate } from "~/i18n/plural";
import { tramplinText } from "~/i18n/tramplin";
import { useLanguage, useLocalizePath, useT } from "~/i18n/use-language";
import { formatCompactMoney, formatPercent } from "~/i18n/number-format";
import { galleryImageSrc } from "./school-gallery";

const TRAMPLIN_PATH = "/education/tramplin";

/** The "Трамплин" school in the education list: picture, directions, price range and a link to its page. */
export function SchoolCard() {
  const language = useLanguage();
  const localize = useLocalizePath();
  const t = useT(educationText).school;
  const directions = useT(tramplinText).directions.items;
  const [cover] = SCHOOL_GALLERY.images;
  const priceRange = `${formatCompactMoney(EDUCATION.lessonFromRub * 100)}–${formatCompactMoney(EDUCATION.courseUpToRub * 100)}`;

  return (
    <article className="grid overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-sm md:grid-cols-[2fr_3fr]">
      <img
        src={galleryImageSrc(cover)}
        alt={t.imageAlt}
        width={SCHOOL_GALLERY.width}
        height={SCHOOL_GALLERY.height}
        className="aspect-[4/3] h-full w-full bg-zinc-900 object-cover"
      />
      <div className="flex flex-col gap-5 p-6 sm:p-8">
        <div>
          <p className="text-sm font-semibold tracking-wider text-violet-700 uppercase">{t.kind}</p>
          <h3 className="mt-1 text-3xl font-black text-zinc-950">{t.name}</h3>
        </div>
        <p className="text-zinc-700">{t.text}</p>
        <div>
          <p className="text-sm font-semibold text-zinc-900">{t.directionsLabel}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {SCHOOL_DIRECTIONS.map((key) => (
              <li key={key} className="rounded-full bg-zinc-100 px-3 py-1 text-sm text-zinc-800">
                {directions[key].title}
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-4 border-t border-zinc-200 pt-5">
          <div>
            <p className="text-sm text-zinc-600">{t.priceLabel}</p>
            <p className="text-2xl font-black text-zinc-950" data-testid="school-price-range">
              {priceRange}
            </p>
            <p className="mt-1 text-sm font-medium text-amber-800">
              {interpolate(t.promo, { percent: formatPercent(language, EDUCATION.promoDiscountPercent) })}
            </p>
          </div>
          <Link
            to={localize(TRAMPLIN_PATH)}
            className="inline-flex items-center gap-2 rounded-md bg-violet-700 px-5 py-3 font-semibold text-white hover:bg-violet-600"
          >
            {t.more}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
