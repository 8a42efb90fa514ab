import type { NewJobRow } from "~/adapters/db/schema";
import { parseSheetDate } from "~/adapters/sheets/sheet-date";
import { padRow, shortHash, splitLines } from "~/adapters/sheets/sheet-cells";
import { jobSearchText, normalizeSearchText } from "./search-text";

/** A job as read from one sheet row; the importer adds source, isOpen, closedAt and importedAt. */
export type ParsedJob = Required<Omit<NewJobRow, "source" | "isOpen" | "closedAt" | "importedAt">>;

/** `dated` is false when postDate fell back to now, so a re-import can keep the first date. */
export type JobRowResult = { ok: true; value: ParsedJob; dated: boolean } | { ok: false; reason: string };

/** Spec 3 "Job": the sheet's column order, A to Q. */
const COLUMNS = [
  "id",
  "title",
  "company",
  "companyLink",
  "location",
  "type",
  "description",
  "responsibilities",
  "requirements",
  "conditions",
  "postDate",
  "applyUrl",
  "applyWebsite",
  "applyEmail",
  "applyForm",
  "applyTelegram",
  "applyHH",
] as const;

export const JOB_DEFAULTS = { location: "Не указано", type: "Полная занятость" } as const;
/** Spec 3: "value ENG means English, otherwise RUS". */
const ENGLISH_MARKER = "ENG";
/** Spec 3: isRemote when the location contains the Russian word for remote. */
const REMOTE_STEM = "удал";
/**
 * id, location and type are B-tree indexed: PostgreSQL refuses index entries over ~2.7 kB, and one
 * such row would fail the whole import, so an absurdly long value rejects only its own row.
 */
const MAX_INDEXED_LENGTH = 200;

export function parseJobRow(row: unknown, options: { now?: Date } = {}): JobRowResult {
  if (!Array.isArray(row) || row.length < 3) return { ok: false, reason: "fewer than 3 columns" };
  const cells = padRow(row, COLUMNS.length);
  const cell = (name: (typeof COLUMNS)[number]) => (cells[COLUMNS.indexOf(name)] ?? "").trim();

  const title = cell("title");
  const company = cell("company");
  if (!title) return { ok: false, reason: "title is empty" };
  if (!company) return { ok: false, reason: "company is empty" };
  const id = cell("id") || derivedJobId(title, company);
  const location = cell("location") || JOB_DEFAULTS.location;
  const type = cell("type") || JOB_DEFAULTS.type;
  for (const [name, value] of [
    ["id", id],
    ["location", location],
    ["type", type],
  ] as const) {
    if (value.length > MAX_INDEXED_LENGTH) return { ok: false, reason: `${name} is longer than ${MAX_INDEXED_LENGTH} characters` };
  }

  const description = cell("description");
  const sheetDate = parseSheetDate(cell("postDate"));
  return {
    ok: true,
    dated: sheetDate !== null,
    value: {
      id,
      title,
      company,
      companyLink: cell("companyLink"),
      location,
      type,
      description,
      responsibilities: splitLines(cell("responsibilities")),
      requirements: splitLines(cell("requirements")),
      conditions: splitLines(cell("conditions")),
      postDate: sheetDate ?? options.now ?? new Date(),
      isEnglish: cell("applyUrl").toUpperCase() === ENGLISH_MARKER,
      // Plain toLowerCase: Russian has no locale-specific case rules, and it is ~100× cheaper per row.
      isRemote: location.toLowerCase().includes(REMOTE_STEM),
      applyWebsite: cell("applyWebsite"),
      applyEmail: cell("applyEmail"),
      applyForm: cell("applyForm"),
      applyTelegram: cell("applyTelegram"),
      applyHh: cell("applyHH"),
      searchText: jobSearchText({ title, company, description }),
    },
  };
}

/**
 * A row without an id gets one from its title and company, normalised the way search is, so the
 * same job keeps its URL and saved-job links across imports and small edits of case or spacing.
 */
export function derivedJobId(title: string, company: string): string {
  return `job-${shortHash(`${normalizeSearchText(title)}\u0000${normalizeSearchText(company)}`)}`;
}
