// Jobs (imported from the sheet, from the console or from employers' submissions), their import rounds, saves and publications.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { JOB_SUBMISSION, type ContentSource, type JobSubmissionStatus, type Language } from "../../../config/constants.ts";
import { users } from "./accounts.ts";
import { maxLength } from "./columns.ts";

/** Jobs imported from the jobs sheet (spec 3 "Job"); a job that leaves the sheet is closed, never deleted. */
export const jobs = pgTable(
  "job",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    companyLink: text("company_link").notNull().default(""),
    location: text("location").notNull(),
    type: text("type").notNull(),
    description: text("description").notNull().default(""),
    responsibilities: text("responsibilities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirements: text("requirements")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    conditions: text("conditions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    postDate: timestamp("post_date", { withTimezone: true }).notNull(),
    isEnglish: boolean("is_english").notNull().default(false),
    isRemote: boolean("is_remote").notNull().default(false),
    applyWebsite: text("apply_website").notNull().default(""),
    applyEmail: text("apply_email").notNull().default(""),
    applyForm: text("apply_form").notNull().default(""),
    applyTelegram: text("apply_telegram").notNull().default(""),
    applyHh: text("apply_hh").notNull().default(""),
    /** Lower-cased title, company and description (ё folded to е), searched through a trigram index. */
    searchText: text("search_text").notNull(),
    source: text("source").$type<ContentSource>().notNull(),
    isOpen: boolean("is_open").notNull().default(true),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** When its source last wrote it: an import that changed it, or the console's last change (the console's edit guard). */
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set in the console: the JobPosting's validThrough, and when the job closes (docs/decisions/022). */
    validThrough: timestamp("valid_through", { withTimezone: true }),
  },
  (table) => [
    index("job_search_text_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("job_open_post_date_idx").on(table.isOpen, table.postDate.desc(), table.id),
    // Filter and newest-first order in one index: a filtered page reads ~20 rows, not every job of the
    // location or type sorted; the leading (is_open, column) also serves the filter options' skip scan.
    index("job_open_location_post_date_idx").on(table.isOpen, table.location, table.postDate.desc(), table.id),
    index("job_open_type_post_date_idx").on(table.isOpen, table.type, table.postDate.desc(), table.id),
    // The console's list: every job newest first, or one source's (docs/decisions/022).
    index("job_post_date_idx").on(table.postDate.desc(), table.id),
    index("job_source_post_date_idx").on(table.source, table.postDate.desc(), table.id),
    // The import round's expiry sweep reads only the open jobs that have a validThrough.
    index("job_open_valid_through_idx")
      .on(table.validThrough)
      .where(sql`${table.isOpen} and ${table.validThrough} is not null`),
  ],
);

export type ImportSheet = "jobs" | "blog";
/** ok: imported; failed: Google or the database failed (the error says which); locked: another instance held the round. */
export type ImportRunOutcome = "ok" | "failed" | "locked";

/**
 * Every import round per sheet (docs/decisions/022): when, what it read from, its outcome, its counts, the rows it
 * skipped (number and reason, at most IMPORT_RUNS.skippedRowsKept) and the last error from Google. The newest
 * IMPORT_RUNS.keptPerSheet per sheet are kept.
 */
export const importRuns = pgTable(
  "import_run",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    sheet: text("sheet").$type<ImportSheet>().notNull(),
    source: text("source").notNull(),
    /** "schedule", or the e-mail of the operator who pressed "import now". */
    trigger: text("trigger").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull(),
    outcome: text("outcome").$type<ImportRunOutcome>().notNull(),
    accepted: integer("accepted").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    closed: integer("closed").notNull().default(0),
    skippedRows: jsonb("skipped_rows").$type<Array<{ rowNumber: number; reason: string }>>().notNull().default([]),
    error: text("error"),
  },
  (table) => [
    check("import_run_sheet_known", sql`${table.sheet} in ('jobs', 'blog')`),
    check("import_run_outcome_known", sql`${table.outcome} in ('ok', 'failed', 'locked')`),
    index("import_run_sheet_id_idx").on(table.sheet, table.id.desc()),
  ],
);

/** A job a user saved, with a copy of the job as it was (spec 3 "Saved job"); the key stops duplicates. */
export const savedJobs = pgTable(
  "saved_job",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: text("job_id").notNull(),
    jobData: jsonb("job_data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.jobId] }), index("saved_job_user_created_idx").on(table.userId, table.createdAt.desc())],
);

export type JobRow = typeof jobs.$inferSelect;

export type NewJobRow = typeof jobs.$inferInsert;

/**
 * When a job first became public on the site (issue 17), written by the `job_published` trigger on every insert of an open
 * job, whatever wrote it (a sheet import, the console, an approved submission): a reopened job keeps its first row, so
 * nothing announces it twice. The alerts and the jobs channel take their work from here (an outbox: the rows commit
 * with the job; `processed_at` is set once the publication was matched and announced). Jobs that existed before the
 * migration were marked processed.
 */
export const jobPublications = pgTable(
  "job_publication",
  {
    jobId: text("job_id")
      .primaryKey()
      .references(() => jobs.id, { onDelete: "cascade" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (table) => [
    index("job_publication_pending_idx")
      .on(table.publishedAt, table.jobId)
      .where(sql`${table.processedAt} is null`),
    index("job_publication_published_idx").on(table.publishedAt),
  ],
);

/**
 * A job an employer submitted on /post-job (issue 17, docs/decisions/027): the sheet's fields as the jobs' schema parsed
 * them, the contact e-mail and the page's language, waiting for an operator. Nothing here is public: approval creates
 * the job (source "submission", `job_id`) through the normal path; a decline keeps the reason. The client address and
 * the contact e-mail feed the rate limits (stored rows in the last hour, by these indexes).
 */
export const jobSubmissions = pgTable(
  "job_submission",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    title: text("title").notNull(),
    company: text("company").notNull(),
    companyLink: text("company_link").notNull().default(""),
    location: text("location").notNull(),
    type: text("type").notNull(),
    description: text("description").notNull().default(""),
    responsibilities: text("responsibilities")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirements: text("requirements")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    conditions: text("conditions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isEnglish: boolean("is_english").notNull().default(false),
    applyWebsite: text("apply_website").notNull().default(""),
    applyEmail: text("apply_email").notNull().default(""),
    applyForm: text("apply_form").notNull().default(""),
    applyTelegram: text("apply_telegram").notNull().default(""),
    applyHh: text("apply_hh").notNull().default(""),
    contactEmail: text("contact_email").notNull(),
    /** The page's language: the employer's mails are written in it. */
    language: text("language").$type<Language>().notNull(),
    /** The x-client-ip the server set (server/client-ip.ts), for the per-address limit. */
    clientIp: text("client_ip").notNull(),
    status: text("status").$type<JobSubmissionStatus>().notNull().default("pending"),
    declineReason: text("decline_reason").notNull().default(""),
    jobId: text("job_id").references(() => jobs.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    check("job_submission_status_known", sql`${table.status} in (${sql.raw(JOB_SUBMISSION.statuses.map((status) => `'${status}'`).join(", "))})`),
    check("job_submission_language_known", sql`${table.language} in ('ru', 'en')`),
    check("job_submission_decided", sql`(${table.status} = 'pending') = (${table.decidedAt} is null)`),
    check("job_submission_declined_reason", sql`${table.status} <> 'declined' or ${table.declineReason} <> ''`),
    maxLength("job_submission_description_length", table.description, JOB_SUBMISSION.fieldCaps.description),
    maxLength("job_submission_contact_email_length", table.contactEmail, JOB_SUBMISSION.fieldCaps.contactEmail),
    // The console's queue: one status, by time (pending oldest first, the decided newest first).
    index("job_submission_status_created_idx").on(table.status, table.createdAt, table.id),
    // The rate limits: stored submissions of one address, one e-mail (any case) in the last hour.
    index("job_submission_client_ip_idx").on(table.clientIp, table.createdAt),
    index("job_submission_contact_email_idx").on(sql`lower(${table.contactEmail})`, table.createdAt),
  ],
);

export type JobSubmissionRow = typeof jobSubmissions.$inferSelect;
