import { EXTERNAL_LINKS } from "~/config/constants";
import { homeText } from "~/i18n/home";
import { useT } from "~/i18n/use-language";

export const JOBS_SECTION_ID = "jobs";

export function HomeHero() {
  const t = useT(homeText).hero;
  return (
    <section className="relative overflow-hidden bg-zinc-950 text-white">
      <Waveform />
      <div className="relative mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-20 sm:px-6 sm:py-28">
        <p className="rounded-full border border-white/20 px-3 py-1 text-xs tracking-widest text-amber-300 uppercase">{t.eyebrow}</p>
        <h1 className="max-w-3xl text-4xl leading-tight font-black sm:text-6xl">{t.title}</h1>
        <p className="max-w-2xl text-lg text-zinc-300">{t.lead}</p>
        <div className="flex flex-wrap gap-3">
          <a
            href={`#${JOBS_SECTION_ID}`}
            onClick={(event) => {
              event.preventDefault();
              document.getElementById(JOBS_SECTION_ID)?.scrollIntoView({ behavior: "smooth" });
            }}
            className="rounded-md bg-amber-400 px-6 py-3 font-semibold text-zinc-950 hover:bg-amber-300"
          >
            {t.findWork}
          </a>
          <a
            href={EXTERNAL_LINKS.postJobForm}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-md border border-white/30 px-6 py-3 font-semibold hover:bg-white/10"
          >
            {t.postJob}
          </a>
        </div>
      </div>
    </section>
  );
}

/**
 * 64 bars, each a 6-unit-wide line with round caps (the look of a rect with rx=3), in one path:
 * one element instead of 64 in every render of the home page. Computed once.
 */
const WAVEFORM_PATH = Array.from({ length: 64 }, (_, index) => {
  const height = 20 + Math.round(60 * Math.abs(Math.sin(index * 0.45) * Math.cos(index * 0.13)));
  return `M${index * 10 + 5} ${100 - height + 3}V97`;
}).join("");

/** A static waveform drawn as bars: decoration only. */
function Waveform() {
  return (
    <svg viewBox="0 0 640 100" preserveAspectRatio="none" className="absolute inset-x-0 bottom-0 h-40 w-full opacity-30" aria-hidden="true">
      <path d={WAVEFORM_PATH} stroke="#7c3aed" strokeWidth="6" strokeLinecap="round" fill="none" />
    </svg>
  );
}
