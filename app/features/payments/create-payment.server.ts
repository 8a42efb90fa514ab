import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { ADVISORY_LOCK_KEYS } from "~/adapters/db/advisory-lock-keys";
import type { Database } from "~/adapters/db/client.server";
import { payments, type PaymentRow } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import type { PaymentProvider } from "~/adapters/payments/provider-payment";
import { CURRENCY, PAYMENTS, PRICING, type Language, type PaymentPlan } from "~/config/constants";
import { localizePath } from "~/i18n/language";
import { createProviderPayment } from "./create-provider-payment.server";
import { refuse, type Outcome } from "~/server/outcome";

export interface Payer {
  id: string;
  name: string;
  email: string;
}

export type CreatePaymentResult = Outcome<"USER_DATA_REQUIRED" | "PROVIDER_FAILED", { confirmationUrl: string }>;

/**
 * Spec 7 "Create payment", decided on the server: the plan's amount, RUB and description come from the
 * constants. The row and its idempotence key are written before the provider is called, so a retry repeats
 * the same request; a second click within the reuse window continues the open attempt.
 */
export async function createPayment(
  db: Database,
  provider: PaymentProvider,
  payer: Payer,
  input: { plan: PaymentPlan; language: Language; origin: string },
): Promise<CreatePaymentResult> {
  // Spec 5: "User data is required for payment".
  if (!payer.id || !payer.name.trim() || !payer.email.trim()) return refuse("USER_DATA_REQUIRED");
  const attempt = await findOrStartAttempt(db, provider.name, payer.id, input);
  if (attempt.confirmationUrl) return { ok: true, confirmationUrl: attempt.confirmationUrl };
  try {
    const { confirmationUrl } = await createProviderPayment(db, provider, attempt, payer.email);
    return { ok: true, confirmationUrl };
  } catch (error) {
    // The row keeps its key: the next click or reconciliation repeats this very request, and the provider makes no second payment.
    logger.error({ err: error, paymentId: attempt.id, provider: provider.name }, "payment could not be created");
    return refuse("PROVIDER_FAILED");
  }
}

/** The user's open attempt at this plan from the last few minutes, or a new one; one start per user at a time. */
async function findOrStartAttempt(
  db: Database,
  providerName: PaymentProvider["name"],
  userId: string,
  input: { plan: PaymentPlan; language: Language; origin: string },
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_KEYS.paymentStart}, hashtext(${userId}))`);
    const [open] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.plan, input.plan),
          eq(payments.provider, providerName),
          inArray(payments.status, ["created", "pending"]),
          gt(payments.createdAt, sql`now() - make_interval(secs => ${PAYMENTS.openAttemptReuseMs / 1000})`),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (open) return open;
    const id = randomUUID();
    // Spec 8 "Payment result page": the result page decides success or error by polling, in the payer's language.
    const returnUrl = new URL(`${localizePath("/payment/error", input.language)}?payment_id=${id}`, input.origin).href;
    const [created] = await tx
      .insert(payments)
      .values({
        id,
        provider: providerName,
        idempotenceKey: randomUUID(),
        userId,
        plan: input.plan,
        amountKopecks: PRICING[input.plan].amountRub * 100,
        currency: CURRENCY,
        returnUrl,
      })
      .returning();
    if (!created) throw new Error("payment row was not written");
    return created;
  });
}
