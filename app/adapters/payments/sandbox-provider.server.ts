import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { sandboxPayments } from "../db/schema.ts";
import { formatAmount, providerPaymentSchema, type CreateProviderPaymentRequest, type PaymentProvider, type ProviderPayment } from "./provider-payment.ts";

/** The sandbox's checkout page, served by the app itself (app/routes/sandbox-checkout.tsx). */
export const SANDBOX_CHECKOUT_PATH = "/sandbox/checkout";

export type SandboxOutcome = "succeeded" | "canceled";

const toPayment = (object: unknown): ProviderPayment => providerPaymentSchema.parse(object);

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
  };
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
