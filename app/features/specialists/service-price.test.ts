import { describe, expect, it } from "vitest";
import { specialists as en } from "~/i18n/en/specialists";
import { specialists as ru } from "~/i18n/ru/specialists";
import { parseServicePrice, servicePriceText } from "./service-price";

describe("parseServicePrice", () => {
  it.each([
    ["5000", 5000],
    ["от 5000", 5000],
    ["От 12 000 ₽", 12000],
    ["12\u00a0000", 12000],
    ["from 3000 RUB", 3000],
    ["5000 руб.", 5000],
    ["5 000 рублей", 5000],
    ["  7000  ", 7000],
    ["1 500 000", 1500000],
    ["5.000", 5000],
    ["12,000", 12000],
    ["2 500,50", 2500.5],
    ["990.5", 990.5],
    ["1,5", 1.5],
    ["1.000,50", 1000.5],
  ])("%s → %d roubles", (price, roubles) => expect(parseServicePrice(price)?.roubles).toBe(roubles));

  it.each(["по договорённости", "договорная", "от 5000 $", "5000 $", "€300", "0", "от 0 ₽", "12 3456", "1 000.000", "1 000,000", "5000-10000", "5к", ""])(
    "%s is no price in roubles",
    (price) => expect(parseServicePrice(price)).toBeNull(),
  );

  it("keeps the number as the owner wrote it", () => {
    expect(parseServicePrice("от 12 000 ₽")?.written).toBe("12 000");
  });
});

describe("servicePriceText", () => {
  it.each([
    ["от 5000", "От 5000 ₽"],
    ["От 12 000 ₽", "От 12 000 ₽"],
    ["from 3000 RUB", "От 3000 ₽"],
    ["5000 руб.", "От 5000 ₽"],
    ["  7000  ", "От 7000 ₽"],
    ["2 500,50", "От 2 500,50 ₽"],
    ["по договорённости", "по договорённости"],
    ["от 5000 $", "от 5000 $"],
    ["5000 $", "5000 $"],
    ["договорная", "договорная"],
  ])("ru: %s → %s", (price, shown) => expect(servicePriceText(price, ru.profile.price)).toBe(shown));

  it("uses the page's language for numbers and leaves words as written", () => {
    expect(servicePriceText("от 5000", en.profile.price)).toBe("From 5000 ₽");
    expect(servicePriceText("по договорённости", en.profile.price)).toBe("по договорённости");
  });
});
