import { describe, expect, it } from "vitest";
import { ONLINE_COUNTER } from "~/config/constants";
import { initialOnlineCount, nextOnlineCount } from "./online-count";

/** A random source that returns the given values in turn. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
};

describe("online counter", () => {
  it("starts between 10 and 60 inclusive", () => {
    expect(initialOnlineCount(() => 0)).toBe(ONLINE_COUNTER.min);
    expect(initialOnlineCount(() => 0.999999)).toBe(ONLINE_COUNTER.max);
    for (let i = 0; i < 1000; i++) {
      const value = initialOnlineCount();
      expect(value).toBeGreaterThanOrEqual(10);
      expect(value).toBeLessThanOrEqual(60);
    }
  });

  it("steps by 3 to 5, up or down", () => {
    expect(nextOnlineCount(30, sequence(0, 0.9))).toBe(33);
    expect(nextOnlineCount(30, sequence(0.999, 0.1))).toBe(25);
    expect(nextOnlineCount(30, sequence(0.5, 0.9))).toBe(34);
  });

  it("never leaves 10..60", () => {
    expect(nextOnlineCount(58, sequence(0.999, 0.9))).toBe(60);
    expect(nextOnlineCount(12, sequence(0.999, 0.1))).toBe(10);
    let value = 35;
    for (let i = 0; i < 10_000; i++) {
      const next = nextOnlineCount(value);
      const step = Math.abs(next - value);
      expect(next).toBeGreaterThanOrEqual(10);
      expect(next).toBeLessThanOrEqual(60);
      if (next !== 10 && next !== 60) expect(step).toBeGreaterThanOrEqual(3);
      expect(step).toBeLessThanOrEqual(5);
      value = next;
    }
  });
});
