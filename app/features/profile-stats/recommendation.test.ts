import { describe, expect, it } from "vitest";
import { chooseRecommendation, viewsPercentile, type ProfileItem, type ProfileSample } from "./recommendation";

const sample = (weeklyViews: number, has: ProfileItem[] = []): ProfileSample => ({
  weeklyViews,
  items: { audio: has.includes("audio"), photo: has.includes("photo"), projects: has.includes("projects"), services: has.includes("services") },
});
const many = (count: number, weeklyViews: number, has: ProfileItem[] = []) => Array.from({ length: count }, () => sample(weeklyViews, has));

describe("the weekly mail's suggestion", () => {
  it("picks the missing item whose profiles are viewed most often against those without it", () => {
    const samples = [...many(5, 23, ["audio"]), ...many(5, 10, ["photo"]), ...many(5, 10)];
    // audio: with 23, without 10 → 2.3; photo: with 10, without (23,23,…,10) median 10 → 1.0
    expect(chooseRecommendation(["audio", "photo"], samples, 5)).toEqual({ item: "audio", ratio: 2.3 });
  });

  it("suggests only what the profile lacks", () => {
    const samples = [...many(5, 30, ["audio"]), ...many(5, 10, ["services"]), ...many(5, 10)];
    expect(chooseRecommendation(["services"], samples, 5)).toEqual({ item: "services", ratio: null });
  });

  it("falls back to a fixed suggestion when groups are too small, nobody without is viewed, or the difference is small", () => {
    expect(chooseRecommendation(["photo", "projects"], [...many(4, 30, ["photo"]), ...many(10, 10)], 5)).toEqual({ item: "photo", ratio: null });
    expect(chooseRecommendation(["photo"], [...many(5, 30, ["photo"]), ...many(5, 0)], 5)).toEqual({ item: "photo", ratio: null });
    expect(chooseRecommendation(["photo"], [...many(5, 11, ["photo"]), ...many(5, 10)], 5)).toEqual({ item: "photo", ratio: null });
    // The fallback follows the fixed order: audio, photo, projects, services.
    expect(chooseRecommendation(["services", "projects"], [], 5)).toEqual({ item: "projects", ratio: null });
  });

  it("suggests nothing for a profile with everything", () => {
    expect(chooseRecommendation([], many(20, 10), 5)).toBeNull();
  });
});

describe("where a profile stands", () => {
  it("is the share of peers viewed less often, rounded down, never with too few peers", () => {
    expect(viewsPercentile(10, [1, 2, 3, 10, 20, 30, 40], 5)).toBe(42); // 3 of 7
    expect(viewsPercentile(100, [1, 2, 3, 4, 5], 5)).toBe(100);
    expect(viewsPercentile(0, [0, 0, 0, 0, 0], 5)).toBe(0);
    expect(viewsPercentile(10, [1, 2, 3, 4], 5)).toBeNull();
  });
});
