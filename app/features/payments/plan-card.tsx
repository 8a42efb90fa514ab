import { Link } from "react-router";
import { PRICING, PRO_DISCOUNT_PERCENT, type PaymentPlan } from "~/config/constants";
import { formatMoney, formatPercent } from "~/i18n/number-format";
import { useViewer } from "~/features/auth";
import { paymentsText } from "~/i18n/payments";
import { interpolate, plural } from "~/i18n/plural";
import { useLanguage, useLocalizePath } from "~/i18n/use-language";
import { CheckIcon } from "./check-icon";
import { usePlanTexts } from "./use-plan-texts";

interface PlanCardProps {
  plan: PaymentPlan;
  /** Opens the payment dialog for this plan (signed-in visitors). */
  onChoose: (plan: PaymentPlan) => void;
}

/** Spec 2 "Pricing", 9 "Pricing": the price struck out beside the new one, the terms and the call to action. */
export function PlanCard({ plan, onChoose }: PlanCardProps) {
  const language = useLanguage();
  const t = paymentsText[language];
  const localize = useLocalizePath();
  const viewer = useViewer();
  const texts = usePlanTexts()[plan];
  const { amountRub, struckOutRub, durationDays, refundDays } = PRICING[plan];
  const isFeatured = plan === "yearly";
  const cta = `mt-6 block w-full rounded-md px-5 py-3 text-center font-bold text-white ${isFeatured ? "bg-violet-700 hover:bg-violet-600" : "bg-zinc-950 hover:bg-zinc-800"}`;
  const percent = formatPercent(language, PRO_DISCOUNT_PERCENT);
  const period = plan === "monthly" ? interpolate(t.pricing.perMonth, { duration: plural(language, durationDays, t.days) }) : t.pricing.perYear;

  return (
    <article
      aria-labelledby={`plan-${plan}-title`}
      className={`relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8 ${isFeatured ? "border-violet-600 ring-2 ring-violet-600" : "border-zinc-200"}`}
    >
      {isFeatured && (
        <p className="absolute -top-3.5 right-6 rounded-full bg-amber-400 px-3 py-1 text-sm font-black text-zinc-950">
          <span aria-hidden="true">{interpolate(t.pricing.discount, { percent })}</span>
          <span className="sr-only">{interpolate(t.pricing.discountLabel, { percent })}</span>
        </p>
      )}
      <h2 id={`plan-${plan}-title`} className="text-xl font-bold">
        {texts.name}
      </h2>
      <p className="mt-1 text-zinc-700">{texts.description}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="sr-only">{t.pricing.oldPrice}</span>
        <s className="text-lg text-zinc-500">{formatMoney(language, struckOutRub * 100)}</s>
        <span className="sr-only">{t.pricing.price}</span>
        <span className="text-4xl font-black tracking-tight text-zinc-950">{formatMoney(language, amountRub * 100)}</span>
        <span className="text-zinc-600">{period}</span>
      </p>
      <ul className="mt-6 space-y-2 text-sm text-zinc-800">
        <li className="flex gap-2">
          <CheckIcon />
          {t.pricing.noRenewal}
        </li>
        <li className="flex gap-2">
          <CheckIcon />
          {interpolate(t.pricing.refund, { days: plural(language, refundDays, t.daysGenitive) })}
        </li>
      </ul>
      <div className="mt-auto">
        {viewer ? (
          <button type="button" onClick={() => onChoose(plan)} className={cta}>
            {texts.cta}
          </button>
        ) : (
          // Signed out, a plan leads to the login page, which brings the visitor back here (spec 5 "Roles").
          <Link to={`${localize("/login")}?redirectTo=${encodeURIComponent(localize("/pricing"))}`} className={cta}>
            {texts.cta}
          </Link>
        )}
      </div>
    </article>
  );
}
