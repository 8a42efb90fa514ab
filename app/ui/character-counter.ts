import { LIMITS } from "~/config/constants";

/** How many characters the field still takes (never below zero). */
export function remainingCharacters(value: string, max: number): number {
  return Math.max(max - value.length, 0);
}

/** Spec 5 "Profile editor": the counter turns orange at 10 % of the cap remaining, or less. */
export function isRunningOut(remaining: number, max: number): boolean {
  return remaining <= max * LIMITS.counterWarnShare;
}
