import { Link, useLocation } from "react-router";
import { LANGUAGE_STORAGE_KEY } from "~/config/constants";
import { commonText } from "~/i18n/common";
import { languageFromPath, swapLanguagePath } from "~/i18n/language";
import { useT } from "~/i18n/use-language";

/** Swaps Russian and English by adding or removing /en, and remembers the choice (spec 4 "Language"). */
export function LanguageToggle({ className = "" }: { className?: string }) {
  const location = useLocation();
  const t = useT(commonText);
  const target = swapLanguagePath(location.pathname, location.search, location.hash);
  return (
    <Link
      to={target}
      hrefLang={languageFromPath(target)}
      onClick={() => localStorage.setItem(LANGUAGE_STORAGE_KEY, languageFromPath(target))}
      className={`rounded-md border border-current/30 px-2 py-1 text-xs font-semibold tracking-wide hover:border-current ${className}`}
    >
      {t.header.languageToggle}
      <span className="sr-only"> — {t.header.languageToggleLabel}</span>
    </Link>
  );
}
