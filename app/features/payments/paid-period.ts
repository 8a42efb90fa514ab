import type { PaymentRowPlan } from "~/adapters/db/schema";
import { PAYMENTS, type PaymentPlan } from "~/config/constants";

/** A provider's payment is for a plan; only a manual grant (never sent to a provider) has none. */
export function paidPlan(plan: PaymentRowPlan): PaymentPlan {
  if (plan === "manual") throw new Error("a manual grant has no paid plan");
  return plan;
}

/** How far a payment moved the Pro expiry, as a PostgreSQL interval: its plan's period, or a grant's days. */
export function paidPeriod(payment: { plan: PaymentRowPlan; grantDays: number | null }): string {
  return payment.plan === "manual" ? `${payment.grantDays ?? 0} days` : PAYMENTS.period[payment.plan];
}
