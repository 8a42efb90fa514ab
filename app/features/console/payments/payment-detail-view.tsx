import { Link } from "react-router";
import { consolePaymentsText } from "~/i18n/console-payments";
import { formatDateTime } from "~/i18n/dates";
import { useLanguage, useLocalizePath, useT } from "~/i18n/use-language";
import { ConsoleTable } from "../console-list";
import { formatMoney } from "~/i18n/number-format";
import type { PaymentDetail } from "./payment-detail.server";

function Field({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-zinc-100 py-2 first:border-t-0 sm:grid-cols-[14rem_1fr]">
      <dt className="text-zinc-600">{term}</dt>
      <dd className="font-medium break-all text-zinc-900">{children}</dd>
    </div>
  );
}

/** A payment's page: what we and the provider know of it, the user, every notification received, its refunds. */
export function PaymentDetailView({ payment }: { payment: PaymentDetail }) {
  const t = useT(consolePaymentsText);
  const language = useLanguage();
  const localize = useLocalizePath();
  const date = (iso: string | null) => (iso ? formatDateTime(new Date(iso), language) : "—");
  const f = t.detail.fields;
  const cell = "px-3 py-2";
  return (
    <div className="space-y-6">
      <section className="rounded-lg border border-zinc-200 bg-white p-5">
        <dl>
          <Field term={f.status}>{t.statuses[payment.status]}</Field>
          <Field term={f.plan}>{t.plans[payment.plan]}</Field>
          <Field term={f.amount}>{formatMoney(language, payment.amountKopecks)}</Field>
          <Field term={f.provider}>{t.providers[payment.provider]}</Field>
          <Field term={f.providerPaymentId}>{payment.providerPaymentId ?? "—"}</Field>
          <Field term={f.idempotenceKey}>{payment.idempotenceKey}</Field>
          <Field term={f.created}>{date(payment.createdAt)}</Field>
          <Field term={f.updated}>{date(payment.updatedAt)}</Field>
          <Field term={f.paid}>{date(payment.paidAt)}</Field>
          {payment.refundWindowEnd && <Field term={f.refundWindow}>{date(payment.refundWindowEnd)}</Field>}
          {payment.grantDays !== null && <Field term={f.grantDays}>{payment.grantDays}</Field>}
          {payment.grantReason !== null && <Field term={f.grantReason}>{payment.grantReason}</Field>}
          <Field term={f.user}>
            <Link to={localize(`/admin/users/${payment.user.id}`)} className="text-violet-800 underline underline-offset-2">
              {payment.user.email}
            </Link>{" "}
            ({payment.user.name}) ·{" "}
            <Link to={localize(`/admin/users/${payment.user.id}/pro`)} className="text-violet-800 underline underline-offset-2">
              {t.detail.grantPro}
            </Link>
          </Field>
          <Field term={f.proExpiresAt}>{date(payment.user.proExpiresAt)}</Field>
        </dl>
      </section>
      <section className="space-y-2">
        <h3 className="text-lg font-semibold text-zinc-900">{t.detail.refunds}</h3>
        <ConsoleTable
          label={t.detail.refunds}
          empty={payment.refunds.length === 0 ? t.detail.refundsNone : null}
          headings={[
            t.detail.refundColumns.created,
            t.detail.refundColumns.status,
            t.detail.refundColumns.amount,
            t.detail.refundColumns.who,
            t.detail.refundColumns.reason,
            t.detail.refundColumns.providerRefundId,
          ]}
        >
          {payment.refunds.map((refund) => (
            <tr key={refund.id} className="border-t border-zinc-100 align-top">
              <td className={`${cell} whitespace-nowrap tabular-nums`}>{date(refund.createdAt)}</td>
              <td className={cell}>{t.refundStatuses[refund.status]}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>{formatMoney(language, refund.amountKopecks)}</td>
              <td className={`${cell} break-all`}>{refund.requestedBy}</td>
              <td className={cell}>{refund.reason || "—"}</td>
              <td className={`${cell} break-all`}>{refund.providerRefundId ?? "—"}</td>
            </tr>
          ))}
        </ConsoleTable>
      </section>
      <section className="space-y-2">
        <h3 className="text-lg font-semibold text-zinc-900">{t.detail.notifications}</h3>
        <ConsoleTable
          label={t.detail.notifications}
          empty={payment.notifications.length === 0 ? t.detail.notificationsNone : null}
          headings={[
            t.detail.notificationColumns.received,
            t.detail.notificationColumns.event,
            t.detail.notificationColumns.object,
            t.detail.notificationColumns.status,
          ]}
        >
          {payment.notifications.map((notification) => (
            <tr key={notification.id} className="border-t border-zinc-100 align-top">
              <td className={`${cell} whitespace-nowrap tabular-nums`}>{date(notification.receivedAt)}</td>
              <td className={`${cell} font-mono text-xs`}>{notification.event}</td>
              <td className={`${cell} font-mono text-xs break-all`}>{notification.objectId}</td>
              <td className={`${cell} font-mono text-xs`}>{notification.objectStatus ?? "—"}</td>
            </tr>
          ))}
        </ConsoleTable>
      </section>
    </div>
  );
}
