import vm from "node:vm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ENTRY_RULES, entryRedirect, LANGUAGE_ENTRY_SCRIPT } from "./language-entry";
import { languageFromPath, localizePath } from "./language";

const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });
const redirect = (location: ReturnType<typeof at>, stored: string | null, browserLanguage: string | undefined) =>
  entryRedirect(location, stored, browserLanguage, ENTRY_RULES);

describe("entryRedirect", () => {
  it("sends an English browser without a stored choice from a Russian URL to /en", () => {
    expect(redirect(at("/about", "?a=1"), null, "en-US")).toBe("/en/about?a=1");
    expect(redirect(at("/", "", "#jobs"), null, "en-GB")).toBe("/en#jobs");
    expect(redirect(at("/"), null, "EN")).toBe("/en");
  });

  it("leaves a Russian browser, and any other language, on a Russian URL", () => {
    expect(redirect(at("/about"), null, "ru-RU")).toBeNull();
    expect(redirect(at("/about"), null, "de-DE")).toBeNull();
    expect(redirect(at("/about"), null, undefined)).toBeNull();
  });

  it("leaves a shared English link alone when nothing (or nothing valid) is stored", () => {
    expect(redirect(at("/en/about"), null, "ru-RU")).toBeNull();
    expect(redirect(at("/en/about"), "fr", "ru-RU")).toBeNull();
  });

  it("follows a stored choice either way, over the browser's language", () => {
    expect(redirect(at("/en/about"), "ru", "en-US")).toBe("/about");
    expect(redirect(at("/en"), "ru", "en-US")).toBe("/");
    expect(redirect(at("/"), "en", "ru-RU")).toBe("/en");
    expect(redirect(at("/en"), "en", "ru-RU")).toBeNull();
    expect(redirect(at("/about"), "ru", "en-US")).toBeNull();
  });

  it("reads only the /en prefix as English: /english-course and /enigma are Russian pages", () => {
    expect(redirect(at("/english-course"), null, "en-US")).toBe("/en/english-course");
    expect(redirect(at("/enigma"), "ru", "en-US")).toBeNull();
  });

  it("agrees with the site's own path rules (languageFromPath, localizePath) for any path and choice", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    const pathname = fc.oneof(
      fc.constantFrom("/", "/en", "/en/", "/about", "/en/about", "/english", "/enigma", "/job/42"),
      fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/${parts.join("/")}`),
      fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/en/${parts.join("/")}`),
    );
    const stored = fc.constantFrom(null, "ru", "en", "de", "");
    const browser = fc.constantFrom(undefined, "ru-RU", "en-US", "en", "EN-gb", "de", "");
    fc.assert(
      fc.property(pathname, stored, browser, fc.constantFrom("", "?q=1"), (path, storedChoice, browserLanguage, search) => {
        const current = languageFromPath(path);
        const storedLanguage = storedChoice === "ru" || storedChoice === "en" ? storedChoice : null;
        const wanted = storedLanguage ?? (browserLanguage?.toLowerCase().startsWith("en") ? "en" : "ru");
        const expected = wanted === current || (storedLanguage === null && current === "en") ? null : `${localizePath(path, wanted)}${search}`;
        expect(redirect(at(path, search), storedChoice, browserLanguage)).toBe(expected);
      }),
    );
  });
});

/** The inline script run in a context holding only a fake window: it must need nothing from this module. */
function runScript({
  pathname = "/",
  stored = null,
  checked = null,
  language = "en-US",
  userAgent = "Mozilla/5.0 (Linux; Android 11) Chrome/140 Mobile Safari/537.36",
  storageThrows = false,
}: {
  pathname?: string;
  stored?: string | null;
  checked?: string | null;
  language?: string;
  userAgent?: string;
  storageThrows?: boolean;
}) {
  const calls: string[] = [];
  const session = new Map<string, string>(checked ? [[ENTRY_RULES.checkedKey, checked]] : []);
  const refuse = () => {
    throw new Error("SecurityError: storage is disabled");
  };
  const window = {
    location: { pathname, search: "?x=1", hash: "", replace: (url: string) => calls.push(`replace ${url}`) },
    navigator: { language, userAgent },
    localStorage: { getItem: (key: string) => (storageThrows ? refuse() : key === ENTRY_RULES.storageKey ? stored : null) },
    sessionStorage: {
      getItem: (key: string) => (storageThrows ? refuse() : (session.get(key) ?? null)),
      setItem: (key: string, value: string) => (storageThrows ? refuse() : void session.set(key, value)),
    },
    stop: () => calls.push("stop"),
  };
  vm.runInNewContext(LANGUAGE_ENTRY_SCRIPT, { window });
  return { calls, session };
}

describe("the inline script (LANGUAGE_ENTRY_SCRIPT)", () => {
  it("is self-contained and stops the page before replacing it: an English browser on / goes to /en", () => {
    const { calls, session } = runScript({});
    expect(calls).toEqual(["stop", "replace /en?x=1"]);
    expect(session.get(ENTRY_RULES.checkedKey)).toBe("1");
  });

  it("decides once per visit: a visit already checked stays where it is", () => {
    expect(runScript({ checked: "1" }).calls).toEqual([]);
  });

  it("leaves a stored choice of Russian on Russian, and a Russian browser on /", () => {
    expect(runScript({ stored: "ru" }).calls).toEqual([]);
    expect(runScript({ language: "ru-RU" }).calls).toEqual([]);
  });

  it("follows a stored English choice from a Russian page", () => {
    expect(runScript({ pathname: "/specialists", stored: "en", language: "ru-RU" }).calls).toEqual(["stop", "replace /en/specialists?x=1"]);
  });

  it.each([
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
    "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
  ])("leaves a crawler on the page it asked for: %s", (userAgent) => {
    expect(runScript({ userAgent }).calls).toEqual([]);
  });

  it("does nothing, and throws nothing, where storage is refused", () => {
    expect(runScript({ storageThrows: true }).calls).toEqual([]);
  });

  it("carries the rules as JSON and holds no closing script tag", () => {
    expect(LANGUAGE_ENTRY_SCRIPT).toContain(JSON.stringify(ENTRY_RULES));
    expect(LANGUAGE_ENTRY_SCRIPT.toLowerCase()).not.toContain("</script");
  });
});
