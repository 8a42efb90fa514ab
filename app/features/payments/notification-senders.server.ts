import type { BlockList } from "node:net";
import type { PaymentProviderName } from "~/adapters/db/schema";
import { parseAllowedSenders } from "~/adapters/payments/notification-senders";
import { getEnv } from "~/config/env.server";

let senders: { provider: PaymentProviderName; allowed: BlockList | null } | undefined;

/**
 * Who may post notifications: YOOKASSA_ALLOWED_IPS, by default YooKassa's addresses for YooKassa and anyone
 * for the sandbox (whose notifications are re-fetched from our own store, so a forged one proves nothing).
 */
export function getNotificationSenders(provider: PaymentProviderName): BlockList | null {
  if (senders?.provider !== provider) {
    const setting = getEnv().YOOKASSA_ALLOWED_IPS ?? (provider === "yookassa" ? "on" : "off");
    senders = { provider, allowed: parseAllowedSenders(setting) };
  }
  return senders.allowed;
}
