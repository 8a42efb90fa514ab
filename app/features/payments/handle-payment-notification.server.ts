import { z } from "~/config/zod";
import type { Database } from "~/adapters/db/client.server";
import { logger } from "~/adapters/logger.server";
import type { PaymentProvider } from "~/adapters/payments/provider-payment";
import { userText } from "~/config/user-text";
import { applyProviderPayment, type PaymentOutcome } from "./apply-provider-payment.server";

/** A YooKassa notification (https://yookassa.ru/developers/using-api/webhooks): only the object's id is trusted. */
const notificationSchema = z.object({
  type: z.literal("notification"),
  event: z.string(),
  object: z.looseObject({ id: userText().min(1) }),
});

export type NotificationOutcome = PaymentOutcome | "ignored" | "invalid";

/**
 * Handles a notification by asking the provider about the payment it names and acting on that answer only,
 * so a forged or stale notification cannot activate anything. A provider failure is thrown: the caller
 * answers 500 and YooKassa delivers the notification again.
 */
export async function handlePaymentNotification(db: Database, provider: PaymentProvider, body: unknown): Promise<NotificationOutcome> {
  const parsed = notificationSchema.safeParse(body);
  if (!parsed.success) return "invalid";
  const { event, object } = parsed.data;
  if (!event.startsWith("payment.")) return "ignored";
  const remote = await provider.getPayment(object.id);
  if (!remote) {
    logger.warn({ provider: provider.name, providerPaymentId: object.id, event }, "notification names a payment the provider does not know");
    return "unknown";
  }
  return applyProviderPayment(db, provider.name, remote);
}
