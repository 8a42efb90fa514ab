import { describe, expect, it } from "vitest";
import { subscriptionStatus } from "./subscription-status";

const now = new Date("2026-03-15T12:00:00Z");
const base = { proAccess: false, proPlan: null, proActivatedAt: null, proExpiresAt: null };

describe("subscriptionStatus", () => {
  it("is active exactly when proAccess is true", () => {
    expect(subscriptionStatus({ ...base, proAccess: true, proPlan: "monthly", proExpiresAt: "2026-04-01T00:00:00Z" }, now)).toBe("active");
  });

  it("is expired with a plan and a past expiry and no access", () => {
    expect(subscriptionStatus({ ...base, proPlan: "yearly", proExpiresAt: "2026-03-15T11:59:59Z" }, now)).toBe("expired");
  });

  it("is not active without a plan, without an expiry, or with a future expiry but no access", () => {
    expect(subscriptionStatus(base, now)).toBe("inactive");
    expect(subscriptionStatus({ ...base, proExpiresAt: "2026-01-01T00:00:00Z" }, now)).toBe("inactive");
    expect(subscriptionStatus({ ...base, proPlan: "monthly" }, now)).toBe("inactive");
    expect(subscriptionStatus({ ...base, proPlan: "monthly", proExpiresAt: "2026-04-01T00:00:00Z" }, now)).toBe("inactive");
  });

  it("has no data when the subscription could not be read", () => {
    expect(subscriptionStatus(null, now)).toBe("none");
  });
});
