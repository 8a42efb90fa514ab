import { formatLongDate } from "~/i18n/dates";
import { formatMoney } from "~/i18n/number-format";
import { paymentsText } from "~/i18n/payments";
import { plural, interpolate } from "~/i18n/plural";
import { useLanguage } from "~/i18n/use-language";
import type { PaymentHistoryItem } from "./payment";
import { usePlanTexts } from "./use-plan-texts";

/** The user's payments, newest first: paid plans (a refunded one says so) and the site's grants of Pro, like any other. */
export function PaymentHistory({ payments }: { payments: PaymentHistoryItem[] }) {
  const language = useLanguage();
  const t = paymentsText[language];
  const planTexts = usePlanTexts();
  if (payments.length === 0) return <p className="text-sm text-zinc-700">{t.history.empty}</p>;
  return (
    <ul className="divide-y divide-zinc-100 text-sm">
      {payments.map((payment) => (
        <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
          <span className="text-zinc-900">
            {payment.plan === "manual"
              ? interpolate(t.history.manual, { days: plural(language, payment.grantDays ?? 0, t.days) })
              : planTexts[payment.plan].name}
            <span className="block text-zinc-600">{formatLongDate(payment.paidAt, language)}</span>
          </span>
          <span className="text-right">
            <span className="block font-medium text-zinc-950 tabular-nums">{formatMoney(language, payment.amountKopecks)}</span>
            <span className={payment.status === "refunded" ? "font-semibold text-red-800" : "text-zinc-700"}>{t.history.statuses[payment.status]}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
