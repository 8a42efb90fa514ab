import { eq } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { paymentRefunds, payments } from "~/adapters/db/schema";
import type { PaymentProvider } from "~/adapters/payments/provider-payment";
import { refuse } from "~/server/outcome";
import { isOwnDecision, OWN_DECISION, type Decider } from "~/server/own-decisions";
import { requestRefund, resumeRefund, type RefundRequestResult } from "./refunds.server";
import { notifySandboxRefund } from "./sandbox-refund-notification.server";

// An admin's refund decisions from a payment's console page (docs/decisions/021).

/** A full refund (`requestRefund`), then the sandbox's own notification of it, as YooKassa would send one. */
export async function refundPayment(
  db: Database,
  provider: PaymentProvider,
  input: { paymentId: string; reason: string; actor: { id: string; email: string } },
): Promise<RefundRequestResult> {
  const result = await requestRefund(db, provider, input);
  if (result.ok) await notifySandboxRefund(db, provider, result.refundId);
  return result;
}

/** "Ask again" only about a refund of this payment, and not by the admin who paid it (the page offers them no refund forms). */
export async function resumePaymentRefund(
  db: Database,
  provider: PaymentProvider,
  operator: Decider,
  paymentId: string,
  refundId: string,
): Promise<RefundRequestResult> {
  const [refund] = await db
    .select({ paymentId: paymentRefunds.paymentId, userId: payments.userId })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(paymentRefunds.id, refundId))
    .limit(1);
  if (refund?.paymentId !== paymentId) return refuse("NOT_FOUND");
  if (isOwnDecision(operator, { payment: { userId: refund.userId } })) return refuse(OWN_DECISION);
  return resumeRefund(db, provider, refundId);
}
