import { data, Link } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { getPaymentDetail } from "~/features/console/payments/payment-detail.server";
import { PaymentDetailView } from "~/features/console/payments/payment-detail-view";
import { decideRefund } from "~/features/console/payments/refund-action.server";
import { RefundPanel } from "~/features/console/payments/refund-panel";
import { consolePaymentsText } from "~/i18n/console-payments";
import { interpolate } from "~/i18n/plural";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { isOwnDecision } from "~/server/own-decisions";
import type { Route } from "./+types/admin-payment";

export async function loader({ request, params }: Route.LoaderArgs) {
  const operator = await requireConsoleSection(request, "payments");
  const payment = await getPaymentDetail(await getDb(), params.paymentId);
  if (!payment) throw data(null, { status: 404 });
  return { payment, now: new Date().toISOString(), isOwn: isOwnDecision(operator, { payment: { userId: payment.user.id } }) };
}

export async function action({ request, params }: Route.ActionArgs) {
  return decideRefund(request, params.paymentId);
}

export default function AdminPayment({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(consolePaymentsText);
  const localize = useLocalizePath();
  const { payment, now, isOwn } = loaderData;
  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <Link to={localize("/admin/payments")} className="text-sm font-medium text-violet-800 underline underline-offset-2">
          {t.detail.back}
        </Link>
        <h2 className="text-xl font-semibold break-all text-zinc-900">{interpolate(t.detail.title, { id: payment.id })}</h2>
      </div>
      <RefundPanel payment={payment} isOwn={isOwn} answer={actionData} now={now} />
      <PaymentDetailView payment={payment} />
    </section>
  );
}
