import { Link } from "react-router";
import { RATE_GUIDE, type Specialization } from "~/config/constants";
import { formatMoney } from "~/i18n/number-format";
import { interpolate, plural } from "~/i18n/plural";
import { ratesText } from "~/i18n/rates";
import { specialistsText } from "~/i18n/specialists";
import { useLanguage, useLocalizePath } from "~/i18n/use-language";
import type { RateGuide, SpecializationRates } from "./rate-guide";

/** The guide's figures in whole roubles, as every page writes money (formatMoney takes kopecks). */
function useRoubles(): (roubles: number) => string {
  const language = useLanguage();
  return (roubles) => formatMoney(language, Math.round(roubles) * 100);
}

function RatesCard({ rates }: { rates: SpecializationRates }) {
  const language = useLanguage();
  const t = ratesText[language].list;
  const name = specialistsText[language].specializations[rates.specialization];
  const roubles = useRoubles();
  const localize = useLocalizePath();
  return (
    <li id={rates.specialization} className="flex scroll-mt-28 flex-col rounded-xl border border-zinc-200 bg-white p-5 sm:p-6">
      <h3 className="text-lg font-bold text-balance">{name}</h3>
      <dl className="mt-4 space-y-3">
        <div>
          <dt className="text-sm text-zinc-600">{t.median}</dt>
          <dd className="text-3xl font-black tracking-tight text-violet-800">{roubles(rates.median)}</dd>
        </div>
        <div>
          <dt className="text-sm text-zinc-600">{t.range}</dt>
          <dd className="font-semibold">{interpolate(t.rangeValue, { from: roubles(rates.lowerQuartile), to: roubles(rates.upperQuartile) })}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 pt-4 text-sm">
        <p className="text-zinc-600">{plural(language, rates.prices, t.basedOn)}</p>
        <Link
          to={`${localize("/specialists")}?spec=${rates.specialization}`}
          aria-label={interpolate(t.specialistsLabel, { specialization: name })}
          className="font-semibold text-violet-700 underline-offset-2 hover:underline"
        >
          {t.specialists} →
        </Link>
      </div>
    </li>
  );
}

function NotYet({ specializations }: { specializations: Specialization[] }) {
  const language = useLanguage();
  const t = ratesText[language].notYet;
  const names = specialistsText[language].specializations;
  return (
    <div className="mt-10 space-y-3">
      <h3 className="text-lg font-bold">{t.title}</h3>
      <p className="text-zinc-700">{interpolate(t.text, { n: RATE_GUIDE.minPrices })}</p>
      <ul className="flex flex-wrap gap-2">
        {specializations.map((slug) => (
          <li key={slug} id={slug} className="scroll-mt-28 rounded-full bg-zinc-200/70 px-3 py-1 text-sm font-medium text-zinc-800">
            {names[slug]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The guide's figures (issue 27): per specialization the median and middle half of the listed specialists' "from"
 * prices, where there are at least RATE_GUIDE.minPrices of them, then the rest named without figures. Every
 * specialization has an anchor (its slug), so a profile links to its own.
 */
export function RateCards({ guide }: { guide: RateGuide }) {
  const t = ratesText[useLanguage()].list;
  return (
    <>
      {guide.shown.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {guide.shown.map((rates) => (
            <RatesCard key={rates.specialization} rates={rates} />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-zinc-300 bg-white p-8 text-center text-zinc-700">
          {interpolate(t.empty, { n: RATE_GUIDE.minPrices })}
        </p>
      )}
      {guide.notYet.length > 0 && <NotYet specializations={guide.notYet} />}
    </>
  );
}

/** How the guide is counted, in a few lines. */
export function RateMethod() {
  const t = ratesText[useLanguage()].method;
  return (
    <>
      <ul className="max-w-3xl list-disc space-y-2 pl-5 text-zinc-800 marker:text-violet-700">
        {Object.entries(t.items).map(([key, text]) => (
          <li key={key}>{interpolate(text, { n: RATE_GUIDE.minPrices })}</li>
        ))}
      </ul>
      <p className="mt-4 max-w-3xl text-zinc-700">{t.note}</p>
    </>
  );
}

/** For a specialist who is not Pro yet: their prices belong here too. */
export function RatesForSpecialists() {
  const t = ratesText[useLanguage()].forSpecialists;
  const localize = useLocalizePath();
  return (
    <p className="flex flex-col gap-4 rounded-xl bg-violet-50 p-6 text-zinc-800 sm:flex-row sm:items-center sm:justify-between">
      <span>{t.text}</span>
      <Link
        to={localize("/pro")}
        className="shrink-0 self-start rounded-md bg-violet-700 px-5 py-2.5 font-semibold text-white hover:bg-violet-600 sm:self-auto"
      >
        {t.link}
      </Link>
    </p>
  );
}
