import { describe, expect, it } from "vitest";
import { interpolate, plural } from "./plural";

const reviews = { one: "{n} отзыв", few: "{n} отзыва", many: "{n} отзывов", other: "{n} отзыва" };
const reviewsEn = { one: "{n} review", few: "{n} reviews", many: "{n} reviews", other: "{n} reviews" };

describe("plural", () => {
  it.each([
    [1, "1 отзыв"],
    [2, "2 отзыва"],
    [5, "5 отзывов"],
    [11, "11 отзывов"],
    [21, "21 отзыв"],
    [22, "22 отзыва"],
    [25, "25 отзывов"],
    [0, "0 отзывов"],
    [14, "14 отзывов"],
    [101, "101 отзыв"],
  ])("Russian %i → %s", (n, expected) => {
    expect(plural("ru", n, reviews)).toBe(expected);
  });

  it.each([
    [1, "1 review"],
    [2, "2 reviews"],
    [21, "21 reviews"],
  ])("English %i → %s", (n, expected) => {
    expect(plural("en", n, reviewsEn)).toBe(expected);
  });
});

describe("interpolate", () => {
  it("fills known placeholders and leaves unknown ones", () => {
    expect(interpolate("Опыт работы: {n} лет, {x}", { n: 5 })).toBe("Опыт работы: 5 лет, {x}");
  });
});
