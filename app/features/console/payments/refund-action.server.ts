import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { getPaymentProvider } from "~/adapters/payments/payment-provider.server";
import { refundPayment, resumePaymentRefund, type RefundRequestResult } from "~/features/payments/index.server";
import { OWN_DECISION, OWN_DECISION_STATUS } from "~/server/own-decisions";
import { parseFormSubmission } from "~/server/parse-form-submission";
import { readForm } from "~/server/read-body";
import { requireConsoleSection } from "../console-access.server";
import { refundFormSchema, resumeRefundFormSchema } from "./payment-forms";
import type { RefundAnswer } from "./refund-panel";

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
 * The payment page's action. "refund": a full refund through the provider (docs/decisions/021); "resume": ask the
 * provider again about an open refund. Admins only, and never about their own payment (403); the payment's row lock and
 * the one-open-refund index make a second click or a parallel request a clear 409 that changes nothing.
 */
export async function decideRefund(request: Request, paymentId: string) {
  const operator = await requireConsoleSection(request, "payments");
  const body = await readForm(request);
  if (!body.ok) throw data(null, { status: body.status });
  const db = await getDb();
  const provider = await getPaymentProvider();
  if (body.form.get("intent") === "resume") {
    const submission = parseFormSubmission(body.form, resumeRefundFormSchema);
    if (submission.status !== "success") return data<RefundAnswer>({ intent: "resume", reply: submission.reply() }, { status: 400 });
    const result = await resumePaymentRefund(db, provider, operator, paymentId, submission.value.refundId);
    if (result.ok) return data<RefundAnswer>({ intent: "resume", reply: submission.reply() });
    return data<RefundAnswer>({ intent: "resume", reply: submission.reply({ formErrors: [result.error] }) }, { status: STATUS[result.error] });
  }
  const submission = parseFormSubmission(body.form, refundFormSchema);
  if (submission.status !== "success") return data<RefundAnswer>({ intent: "refund", reply: submission.reply() }, { status: 400 });
  const result = await refundPayment(db, provider, { paymentId, reason: submission.value.reason, actor: { id: operator.id, email: operator.email } });
  if (!result.ok) return data<RefundAnswer>({ intent: "refund", reply: submission.reply({ formErrors: [result.error] }) }, { status: STATUS[result.error] });
  return data<RefundAnswer>({ intent: "refund", reply: submission.reply({ resetForm: true }) });
}
