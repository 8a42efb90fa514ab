import { Link } from "react-router";
import { specialistsText } from "~/i18n/specialists";
import { useLocalizePath, useT } from "~/i18n/use-language";

/**
 * The directory's hero over a muted looping clip (generated locally: scripts/demo-media.sh); still for reduced motion.
 * "Разместить свой профиль" leads to Pro: not shown to Pro users (spec 6). A quiet link leads to the rate guide (issue 27).
 */
export function SpecialistsHero({ canBecomePro }: { canBecomePro: boolean }) {
  const t = useT(specialistsText).hero;
  const localize = useLocalizePath();
  return (
    <section className="relative isolate overflow-hidden bg-zinc-950 text-white">
      <video
        aria-hidden="true"
        autoPlay
        muted
        loop
        playsInline
        preload="metadata"
        poster="/video/specialists-hero-poster.webp"
        className="absolute inset-0 -z-10 size-full object-cover opacity-60 motion-reduce:hidden"
      >
        <source src="/video/specialists-hero.webm" type="video/webm" />
        <source src="/video/specialists-hero.mp4" type="video/mp4" />
      </video>
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-zinc-950 via-zinc-950/70 to-transparent" />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <h1 className="max-w-3xl text-3xl leading-tight font-black text-balance sm:text-5xl">{t.title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-zinc-300">{t.subtitle}</p>
        <p className="mt-3">
          <Link to={localize("/rates")} className="font-medium text-amber-300 underline underline-offset-4 hover:text-amber-200">
            {t.rates} →
          </Link>
        </p>
        {canBecomePro && (
          <Link to={localize("/pro")} className="mt-8 inline-block rounded-md bg-amber-400 px-5 py-3 font-semibold text-zinc-950 hover:bg-amber-300">
            {t.becomePro}
          </Link>
        )}
      </div>
    </section>
  );
}
