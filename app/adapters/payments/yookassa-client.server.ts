import { setTimeout as sleep } from "node:timers/promises";
import { PAYMENTS } from "../../config/constants.ts";
import { logger } from "../logger.server.ts";
import {
  formatAmount,
  PaymentProviderError,
  providerPaymentSchema,
  providerRefundSchema,
  type CreateProviderPaymentRequest,
  type CreateProviderRefundRequest,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
} from "./provider-payment.ts";

export interface YooKassaConfig {
  shopId: string;
  secretKey: string;
  baseUrl: string;
  /** Send the 54-FZ receipt with each payment (the shop has YooKassa's receipts enabled). */
  hasReceipts: boolean;
}

export interface YooKassaOptions {
  timeoutMs?: number;
  attempts?: number;
  retryDelayMs?: number;
}

/**
 * YooKassa API v3 (https://yookassa.ru/developers/api): Basic auth with the shop id and secret key, JSON both
 * ways. There is no official Node SDK, so this is a small typed client of our own. A 500 means "result
 * unknown" (https://yookassa.ru/developers/using-api/response-handling/http-codes): the same request is sent
 * again with the same Idempotence-Key, which YooKassa keeps for 24 hours, so it never makes a second payment.
 */
export function createYooKassaClient(config: YooKassaConfig, options: YooKassaOptions = {}): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? PAYMENTS.providerTimeoutMs;
  const attempts = options.attempts ?? PAYMENTS.providerAttempts;
  const retryDelayMs = options.retryDelayMs ?? PAYMENTS.providerRetryDelayMs;
  const authorization = `Basic ${Buffer.from(`${config.shopId}:${config.secretKey}`).toString("base64")}`;

  async function send(method: "GET" | "POST", path: string, body?: unknown, idempotenceKey?: string): Promise<Response> {
    const headers: Record<string, string> = { Authorization: authorization, Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (idempotenceKey) headers["Idempotence-Key"] = idempotenceKey;
    for (let attempt = 1; ; attempt += 1) {
      let failure: string;
      try {
        const response = await fetch(new URL(path, config.baseUrl), {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status < 500) return response;
        failure = `HTTP ${response.status}`;
        await response.body?.cancel();
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      if (attempt >= attempts) throw new PaymentProviderError(`YooKassa ${method} ${path} failed: ${failure}`);
      logger.warn({ method, path, attempt, failure }, "YooKassa request failed; repeating it with the same key");
      await sleep(retryDelayMs);
    }
  }

  async function readObject<T>(
    response: Response,
    what: string,
    schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  ): Promise<T> {
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const description = (json as { description?: unknown } | null)?.description;
      throw new PaymentProviderError(`YooKassa ${what}: HTTP ${response.status}${typeof description === "string" ? ` ${description}` : ""}`, response.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new PaymentProviderError(`YooKassa ${what}: unexpected object`, response.status);
    return parsed.data;
  }

  const readPayment = (response: Response, what: string): Promise<ProviderPayment> => readObject(response, what, providerPaymentSchema);
  const readRefund = (response: Response, what: string): Promise<ProviderRefund> => readObject(response, what, providerRefundSchema);

  /** 54-FZ: one service item paid in full (https://yookassa.ru/developers/payment-acceptance/receipts/54fz/yoomoney/basics). */
  const receipt = (customerEmail: string, description: string, amount: { value: string; currency: string }) => ({
    customer: { email: customerEmail },
    items: [{ description, quantity: 1, amount, vat_code: PAYMENTS.receiptVatCode, payment_mode: "full_payment", payment_subject: "service" }],
  });

  return {
    name: "yookassa",
    async createPayment(request: CreateProviderPaymentRequest, idempotenceKey: string) {
      const amount = { value: formatAmount(request.amountKopecks), currency: request.currency };
      const body = {
        amount,
        capture: true,
        confirmation: { type: "redirect", return_url: request.returnUrl },
        description: request.description,
        metadata: request.metadata,
        ...(config.hasReceipts && { receipt: receipt(request.customerEmail, request.description, amount) }),
      };
      return readPayment(await send("POST", "/v3/payments", body, idempotenceKey), "create payment");
    },
    async getPayment(id: string) {
      const response = await send("GET", `/v3/payments/${encodeURIComponent(id)}`);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      return readPayment(response, "get payment");
    },
    // https://yookassa.ru/developers/payment-acceptance/after-the-payment/refunds: the payment's id and the amount to
    // return, under an Idempotence-Key; with receipts on, the refund receipt names the refunded item.
    async createRefund(request: CreateProviderRefundRequest, idempotenceKey: string) {
      const amount = { value: formatAmount(request.amountKopecks), currency: request.currency };
      const body = {
        payment_id: request.providerPaymentId,
        amount,
        description: request.description,
        ...(config.hasReceipts && { receipt: receipt(request.customerEmail, request.itemDescription, amount) }),
      };
      return readRefund(await send("POST", "/v3/refunds", body, idempotenceKey), "create refund");
    },
    async getRefund(id: string) {
      const response = await send("GET", `/v3/refunds/${encodeURIComponent(id)}`);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      return readRefund(response, "get refund");
    },
  };
}
