import { BODY_LIMITS } from "~/config/constants";
import { readJson } from "~/server/read-body";
import { getDb } from "~/adapters/db/database.server";
import { logger } from "~/adapters/logger.server";
import { isAllowedSender } from "~/adapters/payments/notification-senders";
import { getPaymentProvider } from "~/adapters/payments/payment-provider.server";
import { getNotificationSenders } from "~/features/payments/notification-senders.server";
import { handlePaymentNotification } from "~/features/payments/handle-payment-notification.server";
import { requestInfoContext } from "~/server/request-context";
import type { Route } from "./+types/api-payments-webhook";
import { answerOnFailure } from "~/server/answer-on-failure.server";

const reply = (status: number) => new Response(null, { status, headers: { "Cache-Control": "no-store" } });

/**
 * POST /api/payments/webhook: YooKassa's notifications ({ type, event, object }). The sender may be checked
 * against YooKassa's addresses (x-client-ip is set by our server, from X-Forwarded-For only behind a trusted
 * proxy); the payment is then fetched from the provider and only that answer counts. 200 for anything handled
 * or ignored; 500 when the provider cannot be asked, so YooKassa delivers the notification again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const requestId = context.get(requestInfoContext).requestId;
  const provider = await getPaymentProvider();
  const sender = request.headers.get("x-client-ip") ?? "";
  if (!isAllowedSender(getNotificationSenders(provider.name), sender)) {
    logger.warn({ requestId, sender }, "payment notification from an address that is not the provider's");
    return reply(403);
  }
  const body = await readJson(request, BODY_LIMITS.notificationBytes);
  if (!body.ok) return reply(body.status);
  return answerOnFailure(
    { requestId, message: "payment notification could not be handled" },
    async () => {
      const outcome = await handlePaymentNotification(await getDb(), provider, body.json);
      logger.info({ requestId, outcome }, "payment notification handled");
      return reply(outcome === "invalid" ? 400 : 200);
    },
    () => reply(500),
  );
}
