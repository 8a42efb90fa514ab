import { languageFromPath } from "~/i18n/language";

/**
 * The page's language from a request to its action. A fetcher's POST arrives at the page's path plus ".data" (React
 * Router's single fetch: "/en.data" for the English home page, "/_.data" for "/"), which would not read as /en.
 */
export function actionLanguageOf(request: Request): "ru" | "en" {
  const { pathname } = new URL(request.url);
  return languageFromPath(pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, ""));
}
