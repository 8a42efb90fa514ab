import { describe, expect, it } from "vitest";
import { servicePriceValue } from "./service-price";

describe("servicePriceValue", () => {
  it.each([
    ["от 5000", "5000"],
    ["От 12 000 ₽", "12 000"],
    ["from 3000 RUB", "3000"],
    ["5000 руб.", "5000"],
    ["  7000  ", "7000"],
    ["договорная", "договорная"],
  ])("%s → %s", (price, value) => expect(servicePriceValue(price)).toBe(value));
});
