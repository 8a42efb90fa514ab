import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { sandboxPayments, sandboxRefunds } from "../db/schema/index.ts";
import {
  formatAmount,
  parseAmount,
  PaymentProviderError,
  providerPaymentSchema,
  providerRefundSchema,
  type CreateProviderPaymentRequest,
  type CreateProviderRefundRequest,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
} from "./provider-payment.ts";

/** The sandbox's checkout page, served by the app itself (app/routes/sandbox-checkout.tsx). */
export const SANDBOX_CHECKOUT_PATH = "/sandbox/checkout";

export type SandboxOutcome = "succeeded" | "canceled";

const toPayment = (object: unknown): ProviderPayment => providerPaymentSchema.parse(object);
const toRefund = (object: unknown): ProviderRefund => providerRefundSchema.parse(object);

/**
 * The embedded default provider (ARCHITECTURE "payments"): it keeps payment objects in YooKassa's shape in
 * the database, honours idempotence keys like YooKassa, and sends the payer to a local test checkout.
 */
export function createSandboxProvider(db: Database): PaymentProvider {
  return {
    name: "sandbox",
    async createPayment(request: CreateProviderPaymentRequest, idempotenceKey: string) {
      const id = randomUUID();
      const object: ProviderPayment = {
        id,
        status: "pending",
        paid: false,
        amount: { value: formatAmount(request.amountKopecks), currency: request.currency },
        description: request.description,
        confirmation: { type: "redirect", confirmation_url: new URL(`${SANDBOX_CHECKOUT_PATH}/${id}`, request.returnUrl).href, return_url: request.returnUrl },
        metadata: request.metadata,
        created_at: new Date().toISOString(),
        test: true,
      };
      // The same key gives back the payment the first request made, as YooKassa does.
      await db.insert(sandboxPayments).values({ id, idempotenceKey, object }).onConflictDoNothing({ target: sandboxPayments.idempotenceKey });
      const [stored] = await db.select({ object: sandboxPayments.object }).from(sandboxPayments).where(eq(sandboxPayments.idempotenceKey, idempotenceKey));
      return toPayment(stored?.object);
    },
    async getPayment(id: string) {
      const [stored] = await db.select({ object: sandboxPayments.object }).from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return stored ? toPayment(stored.object) : null;
    },
    async createRefund(request: CreateProviderRefundRequest, idempotenceKey: string) {
      const [known] = await db.select({ object: sandboxRefunds.object }).from(sandboxRefunds).where(eq(sandboxRefunds.idempotenceKey, idempotenceKey));
      if (known) return toRefund(known.object);
      await refusePaymentNotRefundable(db, request);
      // A card refund in the sandbox goes through at once, as most of YooKassa's do; its notification follows the answer.
      const id = randomUUID();
      const object: ProviderRefund = {
        id,
        payment_id: request.providerPaymentId,
        status: "succeeded",
        amount: { value: formatAmount(request.amountKopecks), currency: request.currency },
        description: request.description,
        created_at: new Date().toISOString(),
      };
      await db.insert(sandboxRefunds).values({ id, idempotenceKey, object }).onConflictDoNothing({ target: sandboxRefunds.idempotenceKey });
      await db
        .update(sandboxPayments)
        .set({ object: sql`${sandboxPayments.object} || jsonb_build_object('refunded_amount', ${JSON.stringify(object.amount)}::jsonb)` })
        .where(eq(sandboxPayments.id, request.providerPaymentId));
      const [stored] = await db.select({ object: sandboxRefunds.object }).from(sandboxRefunds).where(eq(sandboxRefunds.idempotenceKey, idempotenceKey));
      return toRefund(stored?.object);
    },
    async getRefund(id: string) {
      const [stored] = await db.select({ object: sandboxRefunds.object }).from(sandboxRefunds).where(eq(sandboxRefunds.id, id));
      return stored ? toRefund(stored.object) : null;
    },
  };
}

/** YooKassa's refusals of a refund, as its 400 answers: only a succeeded payment, and no more than was paid, is refunded. */
async function refusePaymentNotRefundable(db: Database, request: CreateProviderRefundRequest): Promise<void> {
  const [stored] = await db.select({ object: sandboxPayments.object }).from(sandboxPayments).where(eq(sandboxPayments.id, request.providerPaymentId));
  const payment = stored ? toPayment(stored.object) : null;
  if (!payment) throw new PaymentProviderError("sandbox refund: payment doesn't exist", 400);
  if (payment.status !== "succeeded") throw new PaymentProviderError("sandbox refund: the payment is not succeeded", 400);
  if (payment.amount.currency !== request.currency || (parseAmount(payment.amount.value) ?? 0) < request.amountKopecks)
    throw new PaymentProviderError("sandbox refund: the amount is more than the payment's", 400);
}

/**
 * The payer's click on the test checkout: a pending payment becomes succeeded or canceled (once; a second
 * click changes nothing). Answers the payment as it now is, or null for an unknown id.
 */
export async function decideSandboxPayment(db: Database, id: string, outcome: SandboxOutcome): Promise<ProviderPayment | null> {
  const change =
    outcome === "succeeded"
      ? sql`jsonb_build_object('status', 'succeeded', 'paid', true, 'captured_at', to_jsonb(now()))`
      : sql`jsonb_build_object('status', 'canceled', 'paid', false, 'cancellation_details', jsonb_build_object('party', 'payment_network', 'reason', 'general_decline'))`;
  await db
    .update(sandboxPayments)
    .set({ object: sql`${sandboxPayments.object} || ${change}` })
    .where(and(eq(sandboxPayments.id, id), sql`${sandboxPayments.object}->>'status' = 'pending'`));
  const [stored] = await db.select({ object: sandboxPayments.object }).from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return stored ? toPayment(stored.object) : null;
}
