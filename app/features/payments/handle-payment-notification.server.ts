import { eq } from "drizzle-orm";
import { z } from "~/config/zod";
import { appendRow } from "~/adapters/db/append-only.server";
import type { Database } from "~/adapters/db/client.server";
import { paymentNotifications, paymentRefunds, payments } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import type { PaymentProvider } from "~/adapters/payments/provider-payment";
import { userText } from "~/config/user-text";
import { applyProviderPayment, type PaymentOutcome } from "./apply-provider-payment.server";
import { applyProviderRefund, type RefundOutcome } from "./refunds.server";

/** A YooKassa notification (https://yookassa.ru/developers/using-api/webhooks): only the object's id is trusted. */
const notificationSchema = z.object({
  type: z.literal("notification"),
  event: z.string().max(100),
  object: z.looseObject({ id: userText().min(1).max(100), status: z.string().max(50).optional(), payment_id: z.string().max(100).optional() }),
});

export type NotificationOutcome = PaymentOutcome | RefundOutcome | "ignored" | "invalid";

/**
 * Handles a notification by asking the provider about the payment or refund it names and acting on that answer only,
 * so a forged or stale notification cannot activate or refund anything. Each notification is first written to the
 * append-only log, as it came, with the payment it is about when that is one of ours. A provider failure is thrown:
 * the caller answers 500 and YooKassa delivers the notification again.
 */
export async function handlePaymentNotification(db: Database, provider: PaymentProvider, body: unknown): Promise<NotificationOutcome> {
  const parsed = notificationSchema.safeParse(body);
  if (!parsed.success) return "invalid";
  const { event, object } = parsed.data;
  await recordNotification(db, provider, event, object);
  if (event.startsWith("refund.")) {
    const remote = await provider.getRefund(object.id);
    if (!remote) {
      logger.warn({ provider: provider.name, providerRefundId: object.id, event }, "notification names a refund the provider does not know");
      return "unknown";
    }
    return applyProviderRefund(db, provider.name, remote);
  }
  if (!event.startsWith("payment.")) return "ignored";
  const remote = await provider.getPayment(object.id);
  if (!remote) {
    logger.warn({ provider: provider.name, providerPaymentId: object.id, event }, "notification names a payment the provider does not know");
    return "unknown";
  }
  return applyProviderPayment(db, provider.name, remote);
}

/** The notification as received; the payment it names, by the provider's id of the payment or of one of our refunds. */
async function recordNotification(
  db: Database,
  provider: PaymentProvider,
  event: string,
  object: { id: string; status?: string; payment_id?: string },
): Promise<void> {
  const refund = event.startsWith("refund.")
    ? ((
        await db
          .select({ id: paymentRefunds.id, paymentId: paymentRefunds.paymentId })
          .from(paymentRefunds)
          .where(eq(paymentRefunds.providerRefundId, object.id))
      )[0] ?? null)
    : null;
  const named = event.startsWith("refund.") ? object.payment_id : object.id;
  const paymentId = refund?.paymentId ?? (named ? await ourPaymentId(db, provider, named) : null);
  const refundId = refund?.id ?? null;
  await appendRow(db, paymentNotifications, { provider: provider.name, event, objectId: object.id, objectStatus: object.status ?? null, paymentId, refundId });
}

async function ourPaymentId(db: Database, provider: PaymentProvider, providerPaymentId: string): Promise<string | null> {
  const [payment] = await db.select({ id: payments.id, provider: payments.provider }).from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  return payment?.provider === provider.name ? payment.id : null;
}
