import { describe, expect, it } from "vitest";
import { SPECIALIZATIONS } from "~/config/constants";
import { percentile, summarizeRates, type PricedService } from "./rate-guide";

describe("percentile", () => {
  it("interpolates between the nearest values at p·(n − 1), as percentile_cont", () => {
    const values = [3000, 5000, 6000, 8000, 12000, 20000];
    expect([0, 0.25, 0.5, 0.75, 1].map((p) => percentile(values, p))).toEqual([3000, 5250, 7000, 11000, 20000]);
    expect(percentile([42], 0.25)).toBe(42);
    expect(percentile([1, 2], 0.5)).toBe(1.5);
    expect(percentile([1, 2, 3, 4, 5], 0.75)).toBe(4);
  });

  it("refuses an empty list", () => {
    expect(() => percentile([], 0.5)).toThrow(RangeError);
  });
});

const service = (specialistId: string, specializations: string[], price: string): PricedService => ({ specialistId, specializations, price });

describe("summarizeRates", () => {
  it("counts each specialist's lowest price in roubles once per specialization", () => {
    const guide = summarizeRates(
      [
        service("a", ["composer"], "от 10 000"),
        service("a", ["composer"], "2000"),
        service("a", ["composer"], "по договорённости"),
        service("b", ["composer", "arranger"], "4000 ₽"),
        service("c", ["composer"], "5000 $"),
        service("d", ["composer", "composer"], "8000"),
      ],
      3,
    );
    // a: 2000 (not 10 000), b: 4000, c: no price in roubles, d: once.
    expect(guide.shown).toEqual([{ specialization: "composer", median: 4000, lowerQuartile: 3000, upperQuartile: 6000, prices: 3 }]);
    expect(guide.notYet).toEqual(SPECIALIZATIONS.filter((slug) => slug !== "composer"));
  });

  it("shows no figure below the threshold, and names every specialization once, in the spec's order", () => {
    const four = ["a", "b", "c", "d"].map((id) => service(id, ["producer"], "1000"));
    const guide = summarizeRates(four, 5);
    expect(guide.shown).toEqual([]);
    expect(guide.notYet).toEqual([...SPECIALIZATIONS]);
    expect(summarizeRates([...four, service("e", ["producer", "unknown-slug"], "3000")], 5).shown).toEqual([
      { specialization: "producer", median: 1000, lowerQuartile: 1000, upperQuartile: 1000, prices: 5 },
    ]);
  });

  it("with no services names every specialization without figures", () => {
    expect(summarizeRates([])).toEqual({ shown: [], notYet: [...SPECIALIZATIONS] });
  });
});
