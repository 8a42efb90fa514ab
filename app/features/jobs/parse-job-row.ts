import { padRow } from "~/adapters/sheets/sheet-cells";
import { derivedJobId, jobFromFields, fieldIssueReason, sheetJobSchema, type JobValues } from "./job-fields.schema";

/** A job as read from one sheet row; the importer adds source, isOpen, closedAt and importedAt. */
export type ParsedJob = JobValues & { id: string };

/** `dated` is false when postDate fell back to now, so a re-import can keep the first date. */
export type JobRowResult = { ok: true; value: ParsedJob; dated: boolean } | { ok: false; reason: string };

/** Spec 3 "Job": the sheet's column order, A to Q. */
export const JOB_SHEET_COLUMNS = [
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

/** The field a column is read into: its own name, but for `applyUrl`, which spec 3 uses for the language marker. */
export const fieldOfColumn = (column: (typeof JOB_SHEET_COLUMNS)[number]) => (column === "applyUrl" ? "isEnglish" : column);

/** One sheet row through the jobs' one schema (job-fields.schema.ts); never throws: a sheet is user input. */
export function parseJobRow(row: unknown, options: { now?: Date } = {}): JobRowResult {
  if (!Array.isArray(row) || row.length < 3) return { ok: false, reason: "fewer than 3 columns" };
  const cells = padRow(row, JOB_SHEET_COLUMNS.length);
  const parsed = sheetJobSchema.safeParse(Object.fromEntries(JOB_SHEET_COLUMNS.map((column, index) => [fieldOfColumn(column), cells[index]])));
  if (!parsed.success) return { ok: false, reason: fieldIssueReason(parsed.error.issues[0] ?? { path: [], message: "unreadable" }) };
  const { id, ...fields } = parsed.data;
  const { value, dated } = jobFromFields(fields, options.now ?? new Date());
  return { ok: true, dated, value: { id: id || derivedJobId(fields.title, fields.company), ...value } };
}
