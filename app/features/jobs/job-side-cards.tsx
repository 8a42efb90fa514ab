import { Link } from "react-router";
import { EXTERNAL_LINKS } from "~/config/constants";
import { jobPageText } from "~/i18n/job-page";
import { useLocalizePath, useT } from "~/i18n/use-language";

export function ProPromoCard() {
  const t = useT(jobPageText).proPromo;
  const localize = useLocalizePath();
  return (
    <aside className="rounded-xl bg-zinc-950 p-5 text-white">
      <h2 className="text-lg font-semibold">{t.title}</h2>
      <p className="mt-2 text-sm text-zinc-300">{t.text}</p>
      <Link to={localize("/pro")} className="mt-4 inline-block rounded-md bg-amber-400 px-4 py-2 text-sm font-semibold text-zinc-950 hover:bg-amber-300">
        {t.cta}
      </Link>
    </aside>
  );
}

/** The film school's advert on job pages (spec 1 "Site furniture"). */
export function FilmSchoolAd() {
  const t = useT(jobPageText).ad;
  return (
    <aside aria-label={t.label} className="rounded-xl border border-zinc-200 bg-white p-5">
      <p className="text-xs font-semibold tracking-wider text-zinc-600 uppercase">{t.label}</p>
      <h2 className="mt-2 text-lg font-semibold">{t.title}</h2>
      <p className="mt-2 text-sm text-zinc-700">{t.text}</p>
      <a
        href={EXTERNAL_LINKS.filmSchool}
        target="_blank"
        rel="noopener noreferrer sponsored"
        className="mt-4 inline-block text-sm font-semibold text-violet-800 underline underline-offset-2"
      >
        {t.cta}
      </a>
    </aside>
  );
}
