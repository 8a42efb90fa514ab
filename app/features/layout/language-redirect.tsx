import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { LANGUAGE_STORAGE_KEY } from "~/config/constants";
import { entryRedirect } from "~/i18n/language";

const CHECKED_KEY = "lang-entry-checked";

/** On the first page of a visit, sends the visitor once to their language (stored choice, else browser). */
export function LanguageRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (sessionStorage.getItem(CHECKED_KEY)) return;
    sessionStorage.setItem(CHECKED_KEY, "1");
    const target = entryRedirect(location, localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.language);
    if (target) void navigate(target, { replace: true });
    // Runs once per visit, on entry only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
