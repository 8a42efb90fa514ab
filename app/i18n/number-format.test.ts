import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/config/constants";
import { formatCompactMoney, formatLevel, formatMoney, formatPercent, formatRating, numberFormat } from "./number-format";

// Intl is the reference: each written-out format must print exactly what the formatter it replaces prints.
const intl = {
  rating: (language: string, value: number) =>
    new Intl.NumberFormat(language === "ru" ? "ru-RU" : "en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value),
  percent: (language: string, value: number) => new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(value / 100),
  // Russian: the ru-RU currency format; English: the number as Intl writes it, with the sign the Russian page shows.
  money: (language: string, kopecks: number) => {
    const digits = kopecks % 100 === 0 ? 0 : 2;
    const options = { useGrouping: "always", minimumFractionDigits: digits, maximumFractionDigits: digits } as const;
    return language === "ru"
      ? new Intl.NumberFormat("ru-RU", { ...options, style: "currency", currency: "RUB" }).format(kopecks / 100)
      : `${new Intl.NumberFormat("en", options).format(kopecks / 100)}\u00a0₽`;
  },
};

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

describe("formatMoney", () => {
  it("shows whole roubles grouped in threes, the kopecks only when there are some, and the sign after a no-break space", () => {
    expect(formatMoney("ru", 49_000)).toBe("490\u00a0₽");
    expect(formatMoney("en", 49_000)).toBe("490\u00a0₽");
    expect(formatMoney("ru", 450_000)).toBe("4\u00a0500\u00a0₽");
    expect(formatMoney("en", 450_000)).toBe("4,500\u00a0₽");
    expect(formatMoney("ru", 49_050)).toBe("490,50\u00a0₽");
    expect(formatMoney("en", 49_005)).toBe("490.05\u00a0₽");
    expect(formatMoney("ru", 0)).toBe("0\u00a0₽");
    expect(formatMoney("ru", -49_000)).toBe("-490\u00a0₽");
  });

  it("prints what Intl prints", () => {
    for (const language of LANGUAGES)
      fc.assert(
        fc.property(fc.oneof(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.integer({ min: -1e15, max: 1e15 })), (kopecks) => {
          expect(formatMoney(language, kopecks)).toBe(intl.money(language, kopecks));
        }),
        { numRuns: 2_000 },
      );
  });
});

describe("formatCompactMoney", () => {
  it("shortens an amount for a badge, the same in both languages", () => {
    expect(formatCompactMoney(320_000)).toBe("3.2K₽");
    expect(formatCompactMoney(7_000_000)).toBe("70K₽");
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

describe("formatLevel", () => {
  it("writes loudness with a true minus sign and the page's decimal mark, as Intl does with signDisplay", () => {
    expect(formatLevel("ru", -14.24)).toBe("\u221214,2");
    expect(formatLevel("en", -14.25)).toBe("\u221214.3");
    expect(formatLevel("ru", 0.3, { sign: "always" })).toBe("+0,3");
    expect(formatLevel("ru", -0.04, { sign: "always" })).toBe("0,0");
    expect(formatLevel("en", 6.4, { decimals: 0 })).toBe("6");
    for (const language of LANGUAGES)
      for (const sign of ["negative", "always"] as const)
        fc.assert(
          fc.property(fc.double({ min: -70, max: 10, noNaN: true }), fc.integer({ min: 0, max: 2 }), (value, decimals) => {
            const reference = new Intl.NumberFormat(language === "ru" ? "ru-RU" : "en-US", {
              minimumFractionDigits: decimals,
              maximumFractionDigits: decimals,
              useGrouping: false,
              signDisplay: sign === "always" ? "exceptZero" : "negative",
            })
              .format(value)
              .replace("-", "\u2212");
            expect(formatLevel(language, value, { decimals, sign })).toBe(reference);
          }),
          { numRuns: 1_000 },
        );
  });
});
