import { EDUCATION, TIMINGS } from "~/config/constants";
import { interpolate } from "~/i18n/plural";
import { tramplinText } from "~/i18n/tramplin";
import { useLanguage, useT } from "~/i18n/use-language";
import { formatPercent } from "~/i18n/number-format";
import { useCopyToClipboard } from "~/ui/use-copy-to-clipboard";

/** The school's discount code with a copy button ("Копировать" → "Скопировано" for 2 s). */
export function PromoCode() {
  const language = useLanguage();
  const t = useT(tramplinText).promo;
  const { isCopied, copy } = useCopyToClipboard(TIMINGS.copyConfirmationMs);

  return (
    <section aria-labelledby="promo-title" className="rounded-2xl border-2 border-dashed border-amber-400 bg-amber-50 p-6">
      <h2 id="promo-title" className="text-xl font-bold text-zinc-900">
        {t.title}
      </h2>
      <p className="mt-2 text-zinc-800">{interpolate(t.text, { percent: formatPercent(language, EDUCATION.promoDiscountPercent) })}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p className="rounded-lg bg-white px-4 py-2 font-mono text-xl font-bold tracking-widest text-zinc-950 ring-1 ring-amber-300">
          <span className="sr-only">{t.codeLabel}: </span>
          {EDUCATION.promoCode}
        </p>
        <button
          type="button"
          onClick={() => void copy(EDUCATION.promoCode)}
          className={`min-w-36 rounded-md px-4 py-2.5 font-semibold transition-colors ${
            isCopied ? "bg-emerald-700 text-white" : "bg-zinc-900 text-white hover:bg-zinc-700"
          }`}
        >
          <span aria-live="polite">{isCopied ? t.copied : t.copy}</span>
        </button>
      </div>
    </section>
  );
}
