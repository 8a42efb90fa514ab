import { DEFAULT_LANGUAGE, ENGLISH_PATH_PREFIX, type Language } from "~/config/constants";

/** The URL decides the language: everything under /en is English, the rest Russian. */
export function languageFromPath(pathname: string): Language {
  return pathname === ENGLISH_PATH_PREFIX || pathname.startsWith(`${ENGLISH_PATH_PREFIX}/`) ? "en" : DEFAULT_LANGUAGE;
}

/** The path without its language prefix: "/en/about" → "/about", "/en" → "/". */
export function stripLanguage(pathname: string): string {
  if (languageFromPath(pathname) === DEFAULT_LANGUAGE) return pathname;
  return pathname.slice(ENGLISH_PATH_PREFIX.length) || "/";
}

/** A language-neutral path ("/about") as the given language shows it. */
export function localizePath(pathname: string, language: Language): string {
  const neutral = stripLanguage(pathname);
  if (language === DEFAULT_LANGUAGE) return neutral;
  return neutral === "/" ? ENGLISH_PATH_PREFIX : `${ENGLISH_PATH_PREFIX}${neutral}`;
}

/** The toggle's target: the same page in the other language, query string and hash kept. */
/** The other language than the path's: what the toggle switches to. */
export function otherLanguage(pathname: string): Language {
  return languageFromPath(pathname) === "en" ? "ru" : "en";
}

export function swapLanguagePath(pathname: string, search = "", hash = ""): string {
  return `${localizePath(pathname, otherLanguage(pathname))}${search}${hash}`;
}

export function parseLanguage(value: string | null | undefined): Language | null {
  return value === "ru" || value === "en" ? value : null;
}

/** Spec 4 "Language": the stored choice wins, else the browser's primary language (en → English), else Russian. */
export function preferredLanguage(stored: string | null, browserLanguage: string | undefined): Language {
  return parseLanguage(stored) ?? (browserLanguage?.toLowerCase().startsWith("en") ? "en" : DEFAULT_LANGUAGE);
}

/** Where a visitor entering the site should be sent once, or null to stay. */
export function entryRedirect(location: { pathname: string; search: string; hash: string }, stored: string | null, browserLanguage: string | undefined): string | null {
  const wanted = preferredLanguage(stored, browserLanguage);
  const current = languageFromPath(location.pathname);
  if (wanted === current) return null;
  // Without a stored choice only a Russian URL is redirected: an English link someone shared stays English.
  if (parseLanguage(stored) === null && current === "en") return null;
  return `${localizePath(location.pathname, wanted)}${location.search}${location.hash}`;
}
