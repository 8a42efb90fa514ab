import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/config/constants";
import { formatInteger, formatPercent, formatRating, numberFormat } from "./number-format";

// Intl is the reference: each written-out format must print exactly what the formatter it replaces prints.
const intl = {
  integer: (language: string, value: number) => new Intl.NumberFormat(language, { useGrouping: "always", maximumFractionDigits: 0 }).format(value),
  rating: (language: string, value: number) =>
    new Intl.NumberFormat(language === "ru" ? "ru-RU" : "en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value),
  percent: (language: string, value: number) => new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(value / 100),
};

describe("formatInteger", () => {
  it("prints what Intl prints, grouped in threes", () => {
    expect(formatInteger("ru", 3200)).toBe("3\u00a0200");
    expect(formatInteger("en", 3200)).toBe("3,200");
    expect(formatInteger("ru", 1234567.5)).toBe("1\u00a0234\u00a0568");
    for (const language of LANGUAGES)
      fc.assert(
        fc.property(fc.oneof(fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }), fc.double({ min: -1e15, max: 1e15, noNaN: true })), (value) => {
          expect(formatInteger(language, value)).toBe(intl.integer(language, value));
        }),
        { numRuns: 2_000 },
      );
  });

  it("rounds halves away from zero, as Intl does", () => {
    for (const language of LANGUAGES)
      for (const value of [0.5, 1.5, 2.5, -0.5, -2.5, 999.5, -0, -0.4]) expect(formatInteger(language, value)).toBe(intl.integer(language, value));
  });
});

describe("formatRating", () => {
  it("shows one decimal in the page's language, as Intl does", () => {
    expect(formatRating("ru", 4.75)).toBe("4,8");
    expect(formatRating("en", 4.75)).toBe("4.8");
    expect(formatRating("ru", 5)).toBe("5,0");
    for (const language of LANGUAGES) {
      // Averages of 1–5 stars over up to 300 reviews, and any value in between.
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 300 }), (stars) => {
          const average = stars.reduce((sum, star) => sum + star, 0) / stars.length;
          expect(formatRating(language, average)).toBe(intl.rating(language, average));
        }),
        { numRuns: 1_000 },
      );
      fc.assert(
        fc.property(
          fc.double({ min: 0, max: 5, noNaN: true }).filter((value) => !Object.is(value, -0)),
          (value) => {
            expect(formatRating(language, value)).toBe(intl.rating(language, value));
          },
        ),
        { numRuns: 2_000 },
      );
    }
  });
});

describe("formatPercent", () => {
  it("prints a whole percentage as Intl's percent style does", () => {
    expect(formatPercent("ru", 10)).toBe("10\u00a0%");
    expect(formatPercent("en", 10)).toBe("10%");
    for (const language of LANGUAGES)
      for (let percent = 0; percent <= 100; percent += 1) expect(formatPercent(language, percent)).toBe(intl.percent(language, percent));
  });
});

describe("numberFormat", () => {
  it("builds one formatter per locale and options and hands the same one back", () => {
    const first = numberFormat("ru-RU", { style: "currency", currency: "RUB", maximumFractionDigits: 0 });
    expect(numberFormat("ru-RU", { style: "currency", currency: "RUB", maximumFractionDigits: 0 })).toBe(first);
    expect(numberFormat("en-GB", { style: "currency", currency: "RUB", maximumFractionDigits: 0 })).not.toBe(first);
    expect(numberFormat("ru-RU", { style: "currency", currency: "RUB", maximumFractionDigits: 2 })).not.toBe(first);
    expect(first.format(123456)).toBe(new Intl.NumberFormat("ru-RU", { style: "currency", currency: "RUB", maximumFractionDigits: 0 }).format(123456));
  });
});
