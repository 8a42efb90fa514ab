import { z } from "~/config/zod";
import type { PaymentProviderName } from "../db/schema/index.ts";

/**
 * A payment as YooKassa's API returns it (https://yookassa.ru/developers/api#payment_object), the fields we
 * read; the sandbox stores and answers the same shape, so one code path serves both providers.
 */
export const providerPaymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(["pending", "waiting_for_capture", "succeeded", "canceled"]),
  paid: z.boolean(),
  amount: z.object({ value: z.string(), currency: z.string() }),
  description: z.string().optional(),
  confirmation: z.object({ type: z.string(), confirmation_url: z.string().optional(), return_url: z.string().optional() }).optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  created_at: z.string(),
  test: z.boolean().optional(),
});

export type ProviderPayment = z.infer<typeof providerPaymentSchema>;

/** What we ask a provider for: everything is decided on our server, nothing comes from the browser. */
export interface CreateProviderPaymentRequest {
  amountKopecks: number;
  currency: string;
  description: string;
  returnUrl: string;
  metadata: Record<string, string>;
  /** For the 54-FZ receipt, when receipts are on. */
  customerEmail: string;
}

/**
 * A refund as YooKassa's API returns it (https://yookassa.ru/developers/api#refund_object), the fields we read:
 * pending, then succeeded or canceled (final). The sandbox stores and answers the same shape.
 */
export const providerRefundSchema = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  status: z.enum(["pending", "succeeded", "canceled"]),
  amount: z.object({ value: z.string(), currency: z.string() }),
  description: z.string().optional(),
  created_at: z.string(),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).optional(),
});

export type ProviderRefund = z.infer<typeof providerRefundSchema>;

/** A full refund of a provider's payment, decided on our server. */
export interface CreateProviderRefundRequest {
  providerPaymentId: string;
  amountKopecks: number;
  currency: string;
  description: string;
  /** For the 54-FZ refund receipt, when receipts are on. */
  customerEmail: string;
  /** The refunded payment's own receipt item description. */
  itemDescription: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates a payment; the same idempotence key gives back the payment the first request created. */
  createPayment(request: CreateProviderPaymentRequest, idempotenceKey: string): Promise<ProviderPayment>;
  /** The payment as the provider sees it now, or null when it does not know the id. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  /** Refunds (part of) a succeeded payment (POST /v3/refunds); the same idempotence key gives back the refund the first request made. */
  createRefund(request: CreateProviderRefundRequest, idempotenceKey: string): Promise<ProviderRefund>;
  /** The refund as the provider sees it now (GET /v3/refunds/{id}), or null when it does not know the id. */
  getRefund(id: string): Promise<ProviderRefund | null>;
}

/** The provider refused, failed or could not be reached; `status` is its HTTP status when it answered. */
export class PaymentProviderError extends Error {
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.name = "PaymentProviderError";
    this.status = status;
  }
}

/** 49000 → "490.00": YooKassa takes amounts as strings with two decimals. */
export function formatAmount(kopecks: number): string {
  return `${Math.trunc(kopecks / 100)}.${String(kopecks % 100).padStart(2, "0")}`;
}

/** "490.00" or "490" → 49000; null for anything that is not a plain non-negative amount. */
export function parseAmount(value: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}
