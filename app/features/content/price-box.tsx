import { EDUCATION, EXTERNAL_LINKS } from "~/config/constants";
import { formatMoney } from "~/i18n/number-format";
import { interpolate } from "~/i18n/plural";
import { tramplinText } from "~/i18n/tramplin";
import { useLanguage, useT } from "~/i18n/use-language";
import { ExternalLink } from "./external-link";

/** From the price of one lesson up to a full course, and the trial-lesson call to action. */
export function PriceBox() {
  const language = useLanguage();
  const t = useT(tramplinText).price;
  const rows = [
    { key: "lesson", amount: interpolate(t.lessonFrom, { price: formatMoney(language, EDUCATION.lessonFromRub * 100) }), label: t.lessonLabel },
    { key: "course", amount: interpolate(t.courseUpTo, { price: formatMoney(language, EDUCATION.courseUpToRub * 100) }), label: t.courseLabel },
  ];

  return (
    <section aria-labelledby="price-title" className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm">
      <h2 id="price-title" className="text-xl font-bold text-zinc-900">
        {t.title}
      </h2>
      <dl className="mt-4 divide-y divide-zinc-200">
        {rows.map((row) => (
          <div key={row.key} className="flex flex-col py-3">
            <dt className="order-2 text-sm text-zinc-600">{row.label}</dt>
            <dd className="order-1 text-3xl font-black tracking-tight text-zinc-950">{row.amount}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-zinc-600">{t.note}</p>
      <ExternalLink href={EXTERNAL_LINKS.trialLesson} variant="primary" className="mt-6 w-full">
        {t.trialLesson}
      </ExternalLink>
      <p className="mt-3 text-sm text-zinc-600">{t.trialNote}</p>
    </section>
  );
}
