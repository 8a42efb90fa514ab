import { useLocation } from "react-router";
import type { Language } from "~/config/constants";
import { languageFromPath, localizePath } from "./language";

export interface Namespace<T> {
  ru: T;
  en: T;
}

export function useLanguage(): Language {
  return languageFromPath(useLocation().pathname);
}

/** The dictionary of one namespace in the language of the current URL. */
export function useT<T>(namespace: Namespace<T>): T {
  return namespace[useLanguage()];
}

/** Turns a language-neutral path ("/about") into a link for the current language. */
export function useLocalizePath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizePath(path, language);
}
