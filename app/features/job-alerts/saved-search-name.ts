import type { Language } from "~/config/constants";
import { LIMITS } from "~/config/constants";
import { jobValueText } from "~/features/jobs";
import { jobAlertsText } from "~/i18n/job-alerts";

const NAME_SEPARATOR = " · ";

/**
 * A saved search's default name, in the language of the page it was saved on: the query as typed (spaces collapsed),
 * the location and the employment type (the sheet's fixed values translated on /en, like the page shows them), joined
 * by " · " — «Звукорежиссёр · Москва · Полная занятость»; «Все вакансии» / "All jobs" with neither. Cut to the name's
 * limit with an ellipsis.
 */
export function defaultSavedSearchName(search: { q: string; location: string; type: string }, language: Language): string {
  const parts = [search.q.replace(/\s+/g, " ").trim(), jobValueText(search.location, language).trim(), jobValueText(search.type, language).trim()];
  const name = parts.filter((part) => part !== "").join(NAME_SEPARATOR) || jobAlertsText[language].defaultName.all;
  const max = LIMITS.savedSearch.name;
  return [...name].length > max
    ? `${[...name]
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : name;
}
