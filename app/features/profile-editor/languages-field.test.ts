import { describe, expect, it } from "vitest";
import { splitLanguages } from "./profile.schema";
import { joinLanguages } from "./languages-field";

describe("the languages field", () => {
  it("shows the stored list comma separated", () => {
    expect(joinLanguages([])).toBe("");
    expect(joinLanguages(["Русский", "English"])).toBe("Русский, English");
  });

  it("reads back a trimmed list without empty parts", () => {
    expect(splitLanguages(" Русский ,English,, Deutsch  ,")).toEqual(["Русский", "English", "Deutsch"]);
    expect(splitLanguages("   ")).toEqual([]);
    expect(splitLanguages("Français")).toEqual(["Français"]);
  });

  it("round-trips what it shows", () => {
    const languages = ["Русский", "English", "Español"];
    expect(splitLanguages(joinLanguages(languages))).toEqual(languages);
  });
});
