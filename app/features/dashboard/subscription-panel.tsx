import { useState } from "react";
import { Link } from "react-router";
import type { PaymentPlan } from "~/config/constants";
import { PaymentDialog, PaymentHistory, type PaymentHistoryItem, type Subscription, usePlanTexts } from "~/features/payments";
import { formatLongDate } from "~/i18n/dates";
import { paymentsText } from "~/i18n/payments";
import { useLanguage, useLocalizePath } from "~/i18n/use-language";
import { buttonClass } from "~/ui/button-classes";
import { subscriptionStatus } from "./subscription-status";

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <dt className="text-zinc-600">{term}</dt>
      <dd className="font-medium text-zinc-950">{value}</dd>
    </div>
  );
}

/** Spec 2 "Dashboard", 4 "Subscription display": the user's Pro subscription in the left column. */
export function SubscriptionPanel({ subscription, payments, now }: { subscription: Subscription | null; payments: PaymentHistoryItem[] | null; now: string }) {
  const language = useLanguage();
  const t = paymentsText[language].panel;
  const planTexts = usePlanTexts();
  const localize = useLocalizePath();
  const [renewedPlan, setRenewedPlan] = useState<PaymentPlan | null>(null);
  const status = subscriptionStatus(subscription, new Date(now));
  const date = (iso: string | null) => (iso ? formatLongDate(iso, language) : "—");

  return (
    <section aria-labelledby="subscription-title" className="rounded-2xl border border-zinc-200 bg-white p-5">
      <h2 id="subscription-title" className="font-semibold">
        {t.title}
      </h2>
      {status === "active" && subscription ? (
        <div className="mt-3 space-y-3">
          <p className="flex flex-wrap items-center gap-2">
            <span className="rounded bg-amber-400 px-2 py-0.5 text-sm font-black text-zinc-950">{t.badge}</span>
            <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-800">{t.active}</span>
          </p>
          <dl className="space-y-1.5 text-sm">
            {subscription.proPlan && <Detail term={t.plan} value={planTexts[subscription.proPlan].name} />}
            <Detail term={t.activatedAt} value={date(subscription.proActivatedAt)} />
            <Detail term={t.expiresAt} value={date(subscription.proExpiresAt)} />
          </dl>
        </div>
      ) : status === "expired" && subscription?.proPlan ? (
        <div className="mt-3 space-y-3">
          <p className="font-medium text-zinc-900">{t.expired}</p>
          <dl className="space-y-1.5 text-sm">
            <Detail term={t.plan} value={planTexts[subscription.proPlan].name} />
            <Detail term={t.expiredAt} value={date(subscription.proExpiresAt)} />
          </dl>
          <button type="button" onClick={() => setRenewedPlan(subscription.proPlan)} className={`${buttonClass.primary} w-full`}>
            {t.payAgain}
          </button>
          <PaymentDialog plan={renewedPlan} onClose={() => setRenewedPlan(null)} />
        </div>
      ) : status === "inactive" ? (
        <div className="mt-3 space-y-3">
          <p className="text-zinc-700">{t.inactive}</p>
          <Link to={localize("/pricing")} className={`${buttonClass.primary} block text-center`}>
            {t.choosePlan}
          </Link>
        </div>
      ) : (
        <p className="mt-3 text-zinc-700">{t.noData}</p>
      )}
      {payments && payments.length > 0 && (
        <div className="mt-4 border-t border-zinc-100 pt-3">
          <h3 className="text-sm font-semibold text-zinc-900">{paymentsText[language].history.title}</h3>
          <PaymentHistory payments={payments} />
        </div>
      )}
    </section>
  );
}
