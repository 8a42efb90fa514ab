import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededOrder } from "./seeded-order";

const ids = Array.from({ length: 200 }, (_, index) => `user-${index}`);

describe("the directory's seeded order", () => {
  it("is a permutation of the ids, the same for the same seed", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string()), fc.string(), (some, seed) => {
        const order = seededOrder(some, seed);
        expect([...order].sort()).toEqual([...some].sort());
        expect(seededOrder([...some].reverse(), seed)).toEqual(order);
      }),
    );
  });

  it("differs from seed to seed", () => {
    const orders = new Set(["a", "b", "c", "d", "e", "f"].map((seed) => seededOrder(ids, seed).slice(0, 24).join()));
    expect(orders.size).toBe(6);
  });

  it("puts each id first about equally often across seeds", () => {
    const firsts = new Map<string, number>();
    for (let seed = 0; seed < 20_000; seed++) {
      const first = seededOrder(ids.slice(0, 10), String(seed))[0] as string;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    expect(firsts.size).toBe(10);
    for (const count of firsts.values()) expect(count).toBeGreaterThan(1_600);
  });

  it("keeps everyone else's relative order when one id joins or leaves", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 2 }), fc.string(), (some, seed) => {
        const [leaving, ...staying] = some as [string, ...string[]];
        expect(seededOrder(some, seed).filter((id) => id !== leaving)).toEqual(seededOrder(staying, seed));
      }),
    );
  });
});
