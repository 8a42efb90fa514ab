import { describe, expect, it } from "vitest";
import { LIMITS } from "~/config/constants";
import { demoReviewers, demoReviews } from "../../../demo/reviews";
import { demoSpecialists } from "../../../demo/specialists";
import { reviewSchema } from "~/features/reviews";

describe("demo reviews", () => {
  const listed = new Set(
    demoSpecialists.filter((specialist) => specialist.accountType === "Pro" || specialist.showInSpecialists).map((specialist) => specialist.key),
  );

  it("review listed demo specialists, each reviewer once per specialist", () => {
    const pairs = demoReviews.map((review) => `${review.specialistKey}/${review.reviewerKey}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const review of demoReviews) expect(listed.has(review.specialistKey), review.specialistKey).toBe(true);
    const reviewers = new Set(demoReviewers.map((reviewer) => reviewer.key));
    for (const review of demoReviews) expect(reviewers.has(review.reviewerKey)).toBe(true);
  });

  it("pass the review form's own rules", () => {
    for (const review of demoReviews) {
      expect(reviewSchema.safeParse({ ...review, specialistId: review.specialistKey, rating: String(review.rating) }).success, review.title).toBe(true);
      expect(review.rating).toBeGreaterThanOrEqual(LIMITS.review.ratingMin);
    }
  });

  it("give the directory every plural form of the review count and specialists with none", () => {
    const counts = new Map<string, number>();
    for (const review of demoReviews) counts.set(review.specialistKey, (counts.get(review.specialistKey) ?? 0) + 1);
    expect([...counts.values()]).toEqual(expect.arrayContaining([1, 2, 5, 11, 21]));
    expect(counts.size).toBeLessThan(listed.size);
  });
});
