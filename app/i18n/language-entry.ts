import { DEFAULT_LANGUAGE, ENGLISH_PATH_PREFIX, LANGUAGE_STORAGE_KEY } from "~/config/constants";

/**
 * Spec 4 "Language" on entering the site, decided in the browser before the first paint (docs/decisions/016): an inline
 * script at the top of every page's head, the same for every visitor, so the server's HTML (and the render cache) never
 * depends on who asks. The two functions below are that script: they are serialised with toString(), so they may
 * use nothing but their parameters and the browser's globals, and the rules they need travel as JSON.
 */
export interface EntryRules {
  /** localStorage key of the visitor's own choice ("ru" / "en"), written by the language toggle. */
  storageKey: string;
  /** sessionStorage key marking the visit as decided: only a visit's first page is ever redirected. */
  checkedKey: string;
  englishPrefix: string;
  defaultLanguage: string;
  /** User agents left on the page they asked for (crawlers read both languages at their own addresses). */
  crawlerPattern: string;
}

export const ENTRY_RULES: EntryRules = {
  storageKey: LANGUAGE_STORAGE_KEY,
  checkedKey: "lang-entry-checked",
  englishPrefix: ENGLISH_PATH_PREFIX,
  defaultLanguage: DEFAULT_LANGUAGE,
  crawlerPattern: "bot\\b|crawl|spider|slurp|mediapartners",
};

/**
 * Where a visitor entering the site should be sent once, or null to stay: the stored choice wins, else the browser's
 * primary language (en → English, anything else Russian); without a stored choice only a Russian address is
 * redirected, so an English link someone shared stays English. Query and hash are kept.
 */
export function entryRedirect(
  location: { pathname: string; search: string; hash: string },
  stored: string | null,
  browserLanguage: string | undefined,
  rules: EntryRules,
): string | null {
  const prefix = rules.englishPrefix;
  const isEnglishPath = location.pathname === prefix || location.pathname.startsWith(prefix + "/");
  const storedLanguage = stored === "ru" || stored === "en" ? stored : null;
  const browserWants = browserLanguage && browserLanguage.toLowerCase().startsWith("en") ? "en" : rules.defaultLanguage;
  const wanted = storedLanguage ?? browserWants;
  const current = isEnglishPath ? "en" : rules.defaultLanguage;
  if (wanted === current) return null;
  if (storedLanguage === null && current === "en") return null;
  const neutral = isEnglishPath ? location.pathname.slice(prefix.length) || "/" : location.pathname;
  const target = wanted === "en" ? (neutral === "/" ? prefix : prefix + neutral) : neutral;
  return target + location.search + location.hash;
}

/** The browser's side, run once as the head is parsed: what it reads, and how it leaves before anything is painted. */
interface EntryWindow {
  location: { pathname: string; search: string; hash: string; replace(url: string): void };
  navigator: { language?: string; userAgent: string };
  localStorage: { getItem(key: string): string | null };
  sessionStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  stop(): void;
}

/**
 * The first page of a visit only (marked in sessionStorage), never a crawler, and nothing at all where storage is
 * refused (it throws): the visitor stays where they are. Leaving stops the parser first, so the page that was asked for
 * never reaches its body, its stylesheet or its scripts, and never paints.
 */
function runEntryRedirect(win: EntryWindow, decide: typeof entryRedirect, rules: EntryRules): void {
  try {
    if (win.sessionStorage.getItem(rules.checkedKey)) return;
    win.sessionStorage.setItem(rules.checkedKey, "1");
    if (new RegExp(rules.crawlerPattern, "i").test(win.navigator.userAgent)) return;
    const target = decide(win.location, win.localStorage.getItem(rules.storageKey), win.navigator.language, rules);
    if (target === null) return;
    win.stop();
    win.location.replace(target);
  } catch {
    // No storage (blocked cookies, some private modes): no redirect, as for a crawler.
  }
}

/**
 * The inline script's text: the two functions above applied to `window` and the rules. Built by a call marked pure, so
 * a bundle that does not use it (the browser's: the layout reads the script back from the document) drops this module.
 */
export const LANGUAGE_ENTRY_SCRIPT = /* @__PURE__ */ entryScript();

function entryScript(): string {
  return `(${runEntryRedirect.toString()})(window,${entryRedirect.toString()},${JSON.stringify(ENTRY_RULES)})`;
}
