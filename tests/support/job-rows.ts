import type { NewJobRow } from "~/adapters/db/schema";
import { jobSearchText } from "~/features/jobs/search-text";

let sequence = 0;

/** A complete job row for tests; fields not given get plausible values. */
export function jobRow(fields: Partial<NewJobRow> = {}): NewJobRow {
  sequence += 1;
  const base = {
    id: `job-${sequence}`,
    title: `Звукорежиссёр ${sequence}`,
    company: "Студия",
    location: "Москва",
    type: "Полная занятость",
    description: "Запись и сведение.",
    postDate: new Date(Date.UTC(2026, 0, 1) + sequence * 60_000),
    source: "demo" as const,
    ...fields,
  };
  return { ...base, searchText: jobSearchText(base) };
}
