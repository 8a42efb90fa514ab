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
