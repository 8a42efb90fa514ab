import type { Subscription } from "~/features/payments";

export type SubscriptionStatus = "active" | "expired" | "inactive" | "none";

/**
 * Spec 4 "Subscription display": active exactly when proAccess is true; expired when a plan and an expiry
 * exist, the expiry is past and proAccess is false; otherwise not active; no data at all is its own case.
 */
export function subscriptionStatus(subscription: Subscription | null, now: Date): SubscriptionStatus {
  if (!subscription) return "none";
  if (subscription.proAccess) return "active";
  const { proPlan, proExpiresAt } = subscription;
  if (proPlan && proExpiresAt && new Date(proExpiresAt).getTime() < now.getTime()) return "expired";
  return "inactive";
}
