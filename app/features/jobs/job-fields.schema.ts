import type { ContentSource, NewJobRow } from "~/adapters/db/schema";
import { parseSheetDate } from "~/adapters/sheets/sheet-date";
import { cleanCell, shortHash, splitLines } from "~/adapters/sheets/sheet-cells";
import { emailAddress } from "~/config/email-address";
import { z } from "~/config/zod";
import { jobSearchText, normalizeSearchText } from "./search-text";

/**
 * The rules of a job's fields (spec 3 "Job"), in ONE schema that the sheet import (parseJobRow, one row's cells by
 * column name) and the console's job form (the posted fields) both parse with, then `jobFromFields` derives the rest.
 * Messages are keys of the console's job form dictionary (`consoleJobsText.form.errors`); the import turns them into
 * a skipped row's reason (`fieldIssueReason`).
 */

const JOB_DEFAULTS = { location: "Не указано", type: "Полная занятость" } as const;
/** Spec 3: "value ENG means English, otherwise RUS". */
const ENGLISH_MARKER = "ENG";
/** Spec 3: isRemote when the location contains the Russian word for remote. */
const REMOTE_STEM = "удал";
/**
 * id, location and type are B-tree indexed: PostgreSQL refuses index entries over ~2.7 kB, and one such row would fail
 * the whole import, so an absurdly long value rejects only its own row.
 */
export const MAX_INDEXED_LENGTH = 200;
/** Ids of jobs made in the console start so; a sheet row may not use it, so the two can never collide. */
export const CONSOLE_JOB_ID_PREFIX = "console-";
/**
 * Sources whose jobs are written in the console, which no import overwrites or closes: made there, or an employer's
 * submission an operator approved (docs/decisions/027).
 */
export const CONSOLE_WRITTEN_SOURCES: readonly ContentSource[] = ["console", "submission"];

export type JobFieldError = "required" | "tooLong" | "notALink" | "notAnEmail" | "notATelegram" | "reservedId" | "notADate";

/** NUL and lone surrogates cannot be stored (sheet-cells.ts); a form can post them as well as a sheet. */
const text = z.string().overwrite(cleanCell).trim();
const required = text.min(1, "required" satisfies JobFieldError);
const indexed = (fallback: string) => text.max(MAX_INDEXED_LENGTH, "tooLong" satisfies JobFieldError).transform((value) => value || fallback);
const lines = z.string().overwrite(cleanCell).transform(splitLines);

/** A rule that also rewrites the value: `check` answers the stored value, or null to refuse with `message`. */
function normalised(message: JobFieldError, check: (value: string) => string | null) {
  return text.transform((value, context) => {
    if (value === "") return "";
    const result = check(value);
    if (result === null) {
      context.issues.push({ code: "custom", message, input: value });
      return z.NEVER;
    }
    return result;
  });
}

const BARE_DOMAIN = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(\/\S*)?$/u;

/** An http(s) link as the page will use it in an href; a bare `domain.tld/…` gets https:// (the sheet often omits it). */
export function normaliseLink(value: string): string | null {
  const candidate = /^https?:\/\//i.test(value) ? value : BARE_DOMAIN.test(value) ? `https://${value}` : null;
  if (candidate === null || /\s/.test(candidate) || !URL.canParse(candidate)) return null;
  return candidate;
}

const TELEGRAM_HANDLE = /^@?[A-Za-z0-9_]{3,64}$/;
const TELEGRAM_LINK = /^(https?:\/\/)?(t\.me|telegram\.me)\/\S+$/i;

const link = normalised("notALink", normaliseLink);
/** The site's one e-mail rule (config/email-address.ts): one plain address, or empty. */
const email = text.pipe(emailAddress("notAnEmail" satisfies JobFieldError, { optional: true }));
const telegram = normalised("notATelegram", (value) =>
  TELEGRAM_HANDLE.test(value) || TELEGRAM_LINK.test(value) || (/^https:\/\//i.test(value) && normaliseLink(value) !== null) ? value : null,
);

/**
 * Every field a job has in the sheet but its id, by the sheet's column names but one: the sheet's `applyUrl` column
 * holds the language marker (`ENG`), read as `isEnglish` (parse-job-row.ts renames it at the sheet). `postDate` is the
 * sheet's `dd.mm.yyyy` (anything else falls back to now, as spec 3 says).
 */
export const jobFieldsSchema = z.object({
  title: required,
  company: required,
  companyLink: link,
  location: indexed(JOB_DEFAULTS.location),
  type: indexed(JOB_DEFAULTS.type),
  description: text,
  responsibilities: lines,
  requirements: lines,
  conditions: lines,
  postDate: text.transform(parseSheetDate),
  isEnglish: text.transform((value) => value.toUpperCase() === ENGLISH_MARKER),
  applyWebsite: link,
  applyEmail: email,
  applyForm: link,
  applyTelegram: telegram,
  applyHH: link,
});

export type JobFields = z.output<typeof jobFieldsSchema>;

/** A sheet row's fields: the same, plus its id (column A; empty: derived from title and company). */
export const sheetJobSchema = jobFieldsSchema.extend({
  id: text
    .max(MAX_INDEXED_LENGTH, "tooLong" satisfies JobFieldError)
    .refine((value) => !value.startsWith(CONSOLE_JOB_ID_PREFIX), "reservedId" satisfies JobFieldError),
});

/** A job's stored values but its id, source and the import's stamps. */
export type JobValues = Required<Omit<NewJobRow, "id" | "source" | "isOpen" | "closedAt" | "importedAt" | "validThrough">>;

/**
 * What is derived from the fields: isRemote, the search text, the post date (now when none was given; `dated` says
 * which, so a re-import can keep the first date).
 */
export function jobFromFields(fields: JobFields, now: Date): { value: JobValues; dated: boolean } {
  return {
    dated: fields.postDate !== null,
    value: {
      title: fields.title,
      company: fields.company,
      companyLink: fields.companyLink,
      location: fields.location,
      type: fields.type,
      description: fields.description,
      responsibilities: fields.responsibilities,
      requirements: fields.requirements,
      conditions: fields.conditions,
      postDate: fields.postDate ?? now,
      isEnglish: fields.isEnglish,
      // Plain toLowerCase: Russian has no locale-specific case rules, and it is ~100× cheaper per row.
      isRemote: fields.location.toLowerCase().includes(REMOTE_STEM),
      applyWebsite: fields.applyWebsite,
      applyEmail: fields.applyEmail,
      applyForm: fields.applyForm,
      applyTelegram: fields.applyTelegram,
      applyHh: fields.applyHH,
      searchText: jobSearchText(fields),
    },
  };
}

/** How the import names a refused field in a skipped row's reason: "title is empty", "applyEmail is not an e-mail address". */
const REASONS: Record<JobFieldError, string> = {
  required: "is empty",
  tooLong: `is longer than ${MAX_INDEXED_LENGTH} characters`,
  notALink: "is not an http(s) link",
  notAnEmail: "is not an e-mail address",
  notATelegram: "is not a Telegram handle or link",
  reservedId: `starts with ${CONSOLE_JOB_ID_PREFIX}, which is kept for jobs made in the console`,
  notADate: "is not a dd.mm.yyyy date",
};

export function fieldIssueReason(issue: { path: readonly PropertyKey[]; message: string }): string {
  return `${String(issue.path[0] ?? "row")} ${REASONS[issue.message as JobFieldError] ?? issue.message}`;
}

/**
 * A row without an id gets one from its title and company, normalised the way search is, so the same job keeps its URL
 * and saved-job links across imports and small edits of case or spacing.
 */
export function derivedJobId(title: string, company: string): string {
  return `job-${shortHash(`${normalizeSearchText(title)}\u0000${normalizeSearchText(company)}`)}`;
}

/**
 * The console's job form: the same fields and rules, but a date the form cannot read is refused rather than replaced by
 * now (an operator is there to fix it; a sheet is read unattended).
 */
export const consoleJobSchema = jobFieldsSchema.extend({
  postDate: normalised("notADate", (value) => (parseSheetDate(value) ? value : null)).transform(parseSheetDate),
});
