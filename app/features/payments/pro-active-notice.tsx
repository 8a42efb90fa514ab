import { Link } from "react-router";
import { paymentsText } from "~/i18n/payments";
import { useLocalizePath, useT } from "~/i18n/use-language";

/** Spec 2 "Pricing": a subscriber sees this instead of the plans. */
export function ProActiveNotice() {
  const t = useT(paymentsText).pricing.active;
  const localize = useLocalizePath();
  return (
    <section aria-labelledby="pro-active-title" className="mx-auto max-w-2xl rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center">
      <h2 id="pro-active-title" className="text-2xl font-bold text-emerald-950">
        {t.title}
      </h2>
      <p className="mt-3 text-emerald-950">{t.text}</p>
      <Link to={localize("/dashboard")} className="mt-6 inline-block rounded-md bg-violet-700 px-6 py-3 font-semibold text-white hover:bg-violet-600">
        {t.link}
      </Link>
    </section>
  );
}
