import type { Language } from "~/config/constants";
import { jobsText } from "~/i18n/jobs";

type FixedValue = keyof (typeof jobsText)["ru"]["fixedValues"];

const byRussian = new Map(Object.entries(jobsText.ru.fixedValues).map(([key, text]) => [text, key as FixedValue]));

/**
 * A job's employment type or location as the page's language shows it: the sheet's fixed values (spec 3's defaults
 * and employment types) are translated on /en; free data (a city, an unusual type) stays as the employer wrote it.
 */
export function jobValueText(value: string, language: Language): string {
  const key = byRussian.get(value.trim());
  return key ? jobsText[language].fixedValues[key] : value;
}
