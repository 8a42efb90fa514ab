import { eq } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { paymentRefunds } from "~/adapters/db/schema";
import type { PaymentProvider } from "~/adapters/payments/provider-payment";
import { handlePaymentNotification } from "./handle-payment-notification.server";

/**
 * After a refund through the sandbox, the notification YooKassa would send (`refund.succeeded`), handed to the webhook's
 * own handler in-process, as the sandbox's checkout does for payments: it is logged and re-fetched like any other, and
 * finds the refund already applied. Nothing for another provider: YooKassa sends its own.
 */
export async function notifySandboxRefund(db: Database, provider: PaymentProvider, refundId: string): Promise<void> {
  if (provider.name !== "sandbox") return;
  const [row] = await db.select({ providerRefundId: paymentRefunds.providerRefundId }).from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  const remote = row?.providerRefundId ? await provider.getRefund(row.providerRefundId) : null;
  if (remote) await handlePaymentNotification(db, provider, { type: "notification", event: `refund.${remote.status}`, object: remote });
}
