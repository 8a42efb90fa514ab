import { describe, expect, it } from "vitest";
import { isOwnDecision } from "./own-decisions";

describe("isOwnDecision: no operator decides about themselves (issue 24)", () => {
  const moderator = { id: "m" };

  it("an account or profile is its owner's", () => {
    expect(isOwnDecision(moderator, { account: "m" })).toBe(true);
    expect(isOwnDecision(moderator, { account: "u" })).toBe(false);
  });

  it("a review is its author's and the reviewed specialist's", () => {
    expect(isOwnDecision(moderator, { review: { reviewerId: "m", specialistId: "u" } })).toBe(true);
    expect(isOwnDecision(moderator, { review: { reviewerId: "u", specialistId: "m" } })).toBe(true);
    expect(isOwnDecision(moderator, { review: { reviewerId: "u", specialistId: "v" } })).toBe(false);
  });

  it("a payment is its payer's", () => {
    expect(isOwnDecision({ id: "a" }, { payment: { userId: "a" } })).toBe(true);
    expect(isOwnDecision({ id: "a" }, { payment: { userId: "u" } })).toBe(false);
  });

  it("an admin acting as a moderator decides neither about the moderator nor about themselves", () => {
    const impersonated = { id: "m", actor: { id: "a" } };
    expect(isOwnDecision(impersonated, { account: "m" })).toBe(true);
    expect(isOwnDecision(impersonated, { account: "a" })).toBe(true);
    expect(isOwnDecision(impersonated, { review: { reviewerId: "u", specialistId: "a" } })).toBe(true);
    expect(isOwnDecision(impersonated, { account: "u" })).toBe(false);
  });
});
