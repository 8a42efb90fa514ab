import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { payments, users } from "~/adapters/db/schema";
import { PAYMENT_PLANS, type PaymentPlan } from "~/config/constants";
import type { Subscription } from "./payment";

const isPlan = (value: string | null): value is PaymentPlan => PAYMENT_PLANS.some((plan) => plan === value);

/** The user's subscription, read fresh: Pro is active while the paid period lasts (pro_expires_at > now()). */
export async function getSubscription(db: Database, userId: string): Promise<Subscription> {
  const [row] = await db
    .select({
      proAccess: sql<boolean>`coalesce(${users.proExpiresAt} > now(), false)`,
      proPlan: users.proPlan,
      proActivatedAt: users.proActivatedAt,
      proExpiresAt: users.proExpiresAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return {
    proAccess: row?.proAccess ?? false,
    proPlan: row && isPlan(row.proPlan) ? row.proPlan : null,
    proActivatedAt: row?.proActivatedAt?.toISOString() ?? null,
    proExpiresAt: row?.proExpiresAt?.toISOString() ?? null,
  };
}

/** Whether the user's own payment `paymentId` was declined or canceled (the result page then ends in error). */
export async function isPaymentCanceled(db: Database, userId: string, paymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
    .limit(1);
  return row?.status === "canceled";
}
