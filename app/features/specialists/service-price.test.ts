import { describe, expect, it } from "vitest";
import { specialists as en } from "~/i18n/en/specialists";
import { specialists as ru } from "~/i18n/ru/specialists";
import { servicePriceText } from "./service-price";

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
