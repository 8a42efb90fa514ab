import { userText } from "~/config/user-text";
import { z } from "~/config/zod";

/** The longest reason an admin may give (a refund outside the window, a grant of Pro). */
export const REASON_MAX = 500;
/** The longest grant of Pro at once: ten years. */
export const GRANT_DAYS_MAX = 3650;

/**
 * The payment page's forms, each one schema for the form and its action; messages are keys of the section's `errors`.
 * A full refund, with a reason the action requires outside the window (the form cannot know the clock then)…
 */
export const refundFormSchema = z.object({
  intent: z.literal("refund"),
  reason: userText("reasonInvalid").trim().max(REASON_MAX, "reasonTooLong"),
});

/** …and "ask the provider again" about a refund still open. */
export const resumeRefundFormSchema = z.object({
  intent: z.literal("resume"),
  refundId: userText("invalid").trim().min(1, "invalid").max(100, "invalid"),
});

/** The grant form: days, a required reason, and the expiry the admin saw (empty: none), so a stale grant is refused. */
export const grantProFormSchema = z.object({
  days: z
    .string("daysInvalid")
    .trim()
    .regex(/^\d{1,4}$/, "daysInvalid")
    .transform(Number)
    .pipe(z.number().int().min(1, "daysInvalid").max(GRANT_DAYS_MAX, "daysInvalid")),
  reason: userText("reasonInvalid").trim().min(1, "reasonRequired").max(REASON_MAX, "reasonTooLong"),
  expectedExpiresAt: userText("invalid").trim().max(40, "invalid"),
});
