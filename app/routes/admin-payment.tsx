import { data, Link } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { getPaymentProvider } from "~/adapters/payments/payment-provider.server";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { refundFormSchema, resumeRefundFormSchema } from "~/features/console/payments/payment-forms";
import { getPaymentDetail } from "~/features/console/payments/payment-detail.server";
import { PaymentDetailView } from "~/features/console/payments/payment-detail-view";
import { RefundPanel, type RefundAnswer } from "~/features/console/payments/refund-panel";
import { notifySandboxRefund, requestRefund, resumeRefund, type RefundRequestResult } from "~/features/payments/index.server";
import { consolePaymentsText } from "~/i18n/console-payments";
import { interpolate } from "~/i18n/plural";
import { useLocalizePath, useT } from "~/i18n/use-language";
import { isOwnDecision, OWN_DECISION, OWN_DECISION_STATUS } from "~/server/own-decisions";
import { parseFormSubmission } from "~/server/parse-form-submission";
import { readForm } from "~/server/read-body";
import type { Route } from "./+types/admin-payment";

export async function loader({ request, params }: Route.LoaderArgs) {
  const operator = await requireConsoleSection(request, "payments");
  const payment = await getPaymentDetail(await getDb(), params.paymentId);
  if (!payment) throw data(null, { status: 404 });
  return { payment, now: new Date().toISOString(), isOwn: isOwnDecision(operator, { payment: { userId: payment.user.id } }) };
}

/**
 * A refusal's status: an unknown payment 404, a decision already taken or overtaken 409, a missing reason 400, a silent
 * provider 502, the admin's own payment 403.
 */
const STATUS: Record<Exclude<RefundRequestResult, { ok: true }>["error"], number> = {
  NOT_FOUND: 404,
  NOT_REFUNDABLE: 409,
  OTHER_PROVIDER: 409,
  ALREADY_REFUNDED: 409,
  REFUND_IN_PROGRESS: 409,
  REASON_REQUIRED: 400,
  PROVIDER_FAILED: 502,
  [OWN_DECISION]: OWN_DECISION_STATUS,
};

/**
 * "refund": a full refund through the provider (docs/decisions/021); "resume": ask the provider again about an open
 * refund. Admins only, and never about their own payment (403); the payment's row lock and the one-open-refund index
 * make a second click or a parallel request a clear 409 that changes nothing.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const operator = await requireConsoleSection(request, "payments");
  const body = await readForm(request);
  if (!body.ok) throw data(null, { status: body.status });
  const db = await getDb();
  const provider = await getPaymentProvider();
  if (body.form.get("intent") === "resume") {
    const submission = parseFormSubmission(body.form, resumeRefundFormSchema);
    if (submission.status !== "success") return data<RefundAnswer>({ intent: "resume", reply: submission.reply() }, { status: 400 });
    const result = await resumeThisPaymentsRefund(db, provider, operator, params.paymentId, submission.value.refundId);
    if (result.ok) return data<RefundAnswer>({ intent: "resume", reply: submission.reply() });
    return data<RefundAnswer>({ intent: "resume", reply: submission.reply({ formErrors: [result.error] }) }, { status: STATUS[result.error] });
  }
  const submission = parseFormSubmission(body.form, refundFormSchema);
  if (submission.status !== "success") return data<RefundAnswer>({ intent: "refund", reply: submission.reply() }, { status: 400 });
  const result = await requestRefund(db, provider, {
    paymentId: params.paymentId,
    reason: submission.value.reason,
    actor: { id: operator.id, email: operator.email },
  });
  if (!result.ok) return data<RefundAnswer>({ intent: "refund", reply: submission.reply({ formErrors: [result.error] }) }, { status: STATUS[result.error] });
  await notifySandboxRefund(db, provider, result.refundId);
  return data<RefundAnswer>({ intent: "refund", reply: submission.reply({ resetForm: true }) });
}

/** "Ask again" only about a refund of this payment, and not by the admin who paid it (the page offers them no refund forms). */
async function resumeThisPaymentsRefund(
  db: Awaited<ReturnType<typeof getDb>>,
  provider: Awaited<ReturnType<typeof getPaymentProvider>>,
  operator: { id: string },
  paymentId: string,
  refundId: string,
): Promise<RefundRequestResult> {
  const payment = await getPaymentDetail(db, paymentId);
  if (!payment?.refunds.some((refund) => refund.id === refundId)) return { ok: false, error: "NOT_FOUND" };
  if (isOwnDecision(operator, { payment: { userId: payment.user.id } })) return { ok: false, error: OWN_DECISION };
  return resumeRefund(db, provider, refundId);
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
