import { describe, expect, it } from "vitest";
import { jobSearchText, normalizeSearchText } from "./search-text";

describe("normalizeSearchText", () => {
  it("lower-cases Cyrillic and Latin and folds ё", () => {
    expect(normalizeSearchText("  ЗВУКОРЕЖИССЁР  Sound\nDesigner ")).toBe("звукорежиссер sound designer");
  });

  it("joins title, company and description", () => {
    expect(jobSearchText({ title: "Саунд-дизайнер", company: "Студия Ё", description: "Игры" })).toBe("саунд-дизайнер студия е игры");
  });
});
