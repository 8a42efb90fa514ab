import { describe, expect, it } from "vitest";
import { entryRedirect, languageFromPath, localizePath, preferredLanguage, stripLanguage, swapLanguagePath } from "./language";

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

describe("preferredLanguage", () => {
  it("prefers the stored choice, then the browser, then Russian", () => {
    expect(preferredLanguage("ru", "en-US")).toBe("ru");
    expect(preferredLanguage("en", "ru-RU")).toBe("en");
    expect(preferredLanguage(null, "en-GB")).toBe("en");
    expect(preferredLanguage(null, "EN")).toBe("en");
    expect(preferredLanguage(null, "de-DE")).toBe("ru");
    expect(preferredLanguage("fr", undefined)).toBe("ru");
  });
});

describe("entryRedirect", () => {
  const at = (pathname: string, search = "") => ({ pathname, search, hash: "" });

  it("sends an English browser without a stored choice from a Russian URL to /en", () => {
    expect(entryRedirect(at("/about", "?a=1"), null, "en-US")).toBe("/en/about?a=1");
  });

  it("leaves a Russian browser on a Russian URL", () => {
    expect(entryRedirect(at("/about"), null, "ru-RU")).toBeNull();
  });

  it("leaves a shared English link alone when nothing is stored", () => {
    expect(entryRedirect(at("/en/about"), null, "ru-RU")).toBeNull();
  });

  it("follows a stored choice either way", () => {
    expect(entryRedirect(at("/en/about"), "ru", "en-US")).toBe("/about");
    expect(entryRedirect(at("/"), "en", "ru-RU")).toBe("/en");
    expect(entryRedirect(at("/en"), "en", "ru-RU")).toBeNull();
  });
});
