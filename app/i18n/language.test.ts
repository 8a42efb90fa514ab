import { describe, expect, it } from "vitest";
import { languageFromPath, localizePath, stripLanguage, swapLanguagePath } from "./language";

describe("languageFromPath", () => {
  it.each([
    ["/", "ru"],
    ["/about", "ru"],
    ["/en", "en"],
    ["/en/", "en"],
    ["/en/about", "en"],
    ["/english-course", "ru"],
    ["/enigma", "ru"],
  ])("%s → %s", (path, language) => {
    expect(languageFromPath(path)).toBe(language);
  });
});

describe("swapLanguagePath", () => {
  it.each([
    ["/", "", "/en"],
    ["/en", "", "/"],
    ["/about", "", "/en/about"],
    ["/en/about", "", "/about"],
    ["/education/tramplin", "", "/en/education/tramplin"],
    ["/", "?q=звук&type=remote", "/en?q=звук&type=remote"],
    ["/en/job/42", "?from=list", "/job/42?from=list"],
  ])("%s%s → %s", (path, search, expected) => {
    expect(swapLanguagePath(path, search)).toBe(expected);
  });

  it("keeps the hash", () => {
    expect(swapLanguagePath("/", "", "#jobs")).toBe("/en#jobs");
  });
});

describe("localizePath / stripLanguage", () => {
  it("round-trips", () => {
    expect(localizePath("/about", "en")).toBe("/en/about");
    expect(localizePath("/en/about", "ru")).toBe("/about");
    expect(localizePath("/", "en")).toBe("/en");
    expect(stripLanguage("/en")).toBe("/");
    expect(stripLanguage("/en/blog/post-1")).toBe("/blog/post-1");
  });
});
