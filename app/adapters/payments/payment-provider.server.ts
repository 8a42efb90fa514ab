import { getDb } from "../db/database.server.ts";
import { getEnv, type Env } from "../../config/env.server.ts";
import type { PaymentProvider } from "./provider-payment.ts";
import { createSandboxProvider } from "./sandbox-provider.server.ts";
import { createYooKassaClient } from "./yookassa-client.server.ts";

let provider: Promise<PaymentProvider> | undefined;

/**
 * YooKassa when a shop id and secret key are configured, else the sandbox (ARCHITECTURE "payments"); the
 * configuration refuses to start without keys in production mode unless PAYMENTS_SANDBOX=on (deployment-mode.ts).
 */
export function getPaymentProvider(): Promise<PaymentProvider> {
  provider ??= createPaymentProvider(getEnv());
  return provider;
}

async function createPaymentProvider(env: Env): Promise<PaymentProvider> {
  if (!env.isPaymentsSandbox && env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY) {
    return createYooKassaClient({
      shopId: env.YOOKASSA_SHOP_ID,
      secretKey: env.YOOKASSA_SECRET_KEY,
      baseUrl: env.YOOKASSA_BASE_URL,
      hasReceipts: env.YOOKASSA_RECEIPTS === "on",
    });
  }
  return createSandboxProvider(await getDb());
}
