import { Link, useLocation } from "react-router";
import { LANGUAGE_STORAGE_KEY } from "~/config/constants";
import { commonText } from "~/i18n/common";
import { otherLanguage, swapLanguagePath } from "~/i18n/language";
import { useT } from "~/i18n/use-language";

/** Swaps Russian and English by adding or removing /en, and remembers the choice (spec 4 "Language"). */
export function LanguageToggle({ className = "" }: { className?: string }) {
  const location = useLocation();
  const t = useT(commonText);
  const target = swapLanguagePath(location.pathname, location.search, location.hash);
  // From the path alone: "/en?q=…" or "/en#jobs" read as a path would be Russian.
  const language = otherLanguage(location.pathname);
  return (
    <Link
      to={target}
      hrefLang={language}
      onClick={() => localStorage.setItem(LANGUAGE_STORAGE_KEY, language)}
      className={`rounded-md border border-current/30 px-2 py-1 text-xs font-semibold tracking-wide hover:border-current ${className}`}
    >
      {t.header.languageToggle}
      <span className="sr-only"> — {t.header.languageToggleLabel}</span>
    </Link>
  );
}
