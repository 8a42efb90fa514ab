import { getDb } from "~/adapters/db/database.server";
import { getPaymentProvider } from "~/adapters/payments/payment-provider.server";
import { refundPayment, resumePaymentRefund } from "~/features/payments/index.server";
import { readForm } from "~/server/read-body";
import { requireConsoleSection } from "../console-access.server";
import { decide, invalidDecision } from "../decision-action.server";
import { refundFormSchema, resumeRefundFormSchema } from "./payment-forms";

/** Beside `refusalStatus`'s 404/403/409: a missing reason is the form's 400, a silent provider 502. */
const STATUSES = { REASON_REQUIRED: 400, PROVIDER_FAILED: 502 };

/**
 * The payment page's action. "refund": a full refund through the provider (docs/decisions/021); "resume": ask the
 * provider again about an open refund. Admins only, and never about their own payment (403); the payment's row lock and
 * the one-open-refund index make a second click or a parallel request a clear 409 that changes nothing.
 */
export async function decideRefund(request: Request, paymentId: string) {
  const operator = await requireConsoleSection(request, "payments");
  const body = await readForm(request);
  if (!body.ok) return invalidDecision(body.status);
  const db = await getDb();
  const provider = await getPaymentProvider();
  if (body.form.get("intent") === "resume")
    return decide(body.form, "resume", resumeRefundFormSchema, (value) => resumePaymentRefund(db, provider, operator, paymentId, value.refundId), STATUSES);
  return decide(
    body.form,
    "refund",
    refundFormSchema,
    (value) => refundPayment(db, provider, { paymentId, reason: value.reason, actor: { id: operator.id, email: operator.email } }),
    STATUSES,
  );
}
