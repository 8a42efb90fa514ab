import { describe, expect, it } from "vitest";
import { LIMITS } from "~/config/constants";
import { isRunningOut, remainingCharacters } from "./character-counter";

describe("remainingCharacters", () => {
  it("counts what the cap still takes, never below zero", () => {
    expect(remainingCharacters("", 50)).toBe(50);
    expect(remainingCharacters("Анна", 50)).toBe(46);
    expect(remainingCharacters("x".repeat(60), 50)).toBe(0);
  });
});

describe("isRunningOut", () => {
  it("turns orange at 10 % of the cap remaining or less", () => {
    const cap = LIMITS.profile.experience;
    expect(isRunningOut(101, cap)).toBe(false);
    expect(isRunningOut(100, cap)).toBe(true);
    expect(isRunningOut(0, cap)).toBe(true);
  });

  it("works on caps that 10 % does not divide", () => {
    expect(isRunningOut(6, LIMITS.profile.name)).toBe(false);
    expect(isRunningOut(5, LIMITS.profile.name)).toBe(true);
    expect(isRunningOut(2, LIMITS.profile.servicePrice)).toBe(true);
    expect(isRunningOut(3, LIMITS.profile.servicePrice)).toBe(false);
    // Seven characters: only a full field is at 10 % or less.
    expect(isRunningOut(1, LIMITS.profile.workExperience)).toBe(false);
    expect(isRunningOut(0, LIMITS.profile.workExperience)).toBe(true);
  });
});
