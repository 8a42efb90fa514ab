import { z } from "~/config/zod";
import { DEFAULT_LANGUAGE, LANGUAGES, PAYMENT_PLANS, type PaymentPlan } from "~/config/constants";

/** Spec 3 "Subscription", as GET /api/subscription and the cabinet read it; dates are ISO strings. */
export interface Subscription {
  proAccess: boolean;
  proPlan: PaymentPlan | null;
  proActivatedAt: string | null;
  proExpiresAt: string | null;
}

/** POST /api/payments answers (spec 3 "Payment request": the fields read are confirmation_url, message, error). */
export type CreatePaymentResponse = { confirmation_url: string } | { message: string } | { error: "AUTH_REQUIRED" };

/**
 * The request body: only the plan and the page's language are read. Amount, currency, description and the
 * user's data are the server's, whatever else the browser sends.
 */
export const createPaymentRequestSchema = z.object({
  plan: z.enum(PAYMENT_PLANS),
  language: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE),
});

/** One line of the cabinet's payment list: a paid plan (perhaps refunded since) or an admin's grant of Pro. */
export interface PaymentHistoryItem {
  id: string;
  plan: PaymentPlan | "manual";
  status: "succeeded" | "refunded" | "granted";
  amountKopecks: number;
  currency: string;
  paidAt: string;
  grantDays: number | null;
}
