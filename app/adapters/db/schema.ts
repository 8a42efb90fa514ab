// Tables live in one pg-core schema that runs unchanged on PGlite and PostgreSQL.
// After a change: `npm run db:generate` writes the SQL migration.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  ACCOUNT_MAIL,
  JOB_SUBMISSION,
  LIMITS,
  PAYMENT_PLANS,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
  SAVED_SEARCH_CHANNELS,
  SAVED_SEARCH_FREQUENCIES,
  SPECIALIZATIONS,
  USER_ROLES,
  type AccountMailKind,
  type ContentSource,
  type JobSubmissionStatus,
  type Language,
  type PaymentPlan,
  type PaymentStatus,
  type RefundStatus,
  type SavedSearchChannel,
  type SavedSearchFrequency,
  type UserRole,
} from "../../config/constants.ts";

/** A CHECK that a text column holds at most `max` characters (the spec's field caps). */
const maxLength = (name: string, column: AnyPgColumn, max: number) => check(name, sql`char_length(${column}) <= ${sql.raw(String(max))}`);

export type { ContentSource } from "../../config/constants.ts";

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

/** Blog posts imported from the blog sheet (spec 3 "Blog post"); the id is post-{row position from 1}. */
export const blogPosts = pgTable(
  "blog_post",
  {
    id: text("id").primaryKey(),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    image: text("image").notNull(),
    date: text("date").notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    description: text("description").notNull().default(""),
    intro: text("intro").notNull().default(""),
    content: text("content").notNull().default(""),
    source: text("source").$type<ContentSource>().notNull(),
    isPublished: boolean("is_published").notNull().default(true),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("blog_post_published_position_idx").on(table.isPublished, table.position)],
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

/**
 * better-auth's tables (https://www.better-auth.com/docs/concepts/database#core-schema), keyed by the
 * field names it uses, plus the spec's user-document fields (3 "User document", "Subscription").
 * Pro access is derived: active while pro_expires_at is in the future.
 */
export const users = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    surname: text("surname").notNull().default(""),
    showInSpecialists: boolean("show_in_specialists"),
    proPlan: text("pro_plan"),
    proActivatedAt: timestamp("pro_activated_at", { withTimezone: true }),
    proExpiresAt: timestamp("pro_expires_at", { withTimezone: true }),
    // better-auth's admin plugin (docs/decisions/018): the console's role, and a ban with its reason and end.
    role: text("role").$type<UserRole>().notNull().default("user"),
    banned: boolean("banned").notNull().default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    // The directory lists users whose paid period has not ended (spec 4 "Catalogue visibility").
    index("user_pro_expires_at_idx").on(table.proExpiresAt),
    check("user_role_known", sql`${table.role} IN (${sql.raw(USER_ROLES.map((role) => `'${role}'`).join(", "))})`),
    // The console lists its staff.
    index("user_staff_idx")
      .on(table.role)
      .where(sql`${table.role} <> 'user'`),
    // The console's users list: newest first by keyset, the banned on their own, and a search by any part of the
    // e-mail or name (trigrams, like the job search), docs/decisions/020.
    // Ascending: read backwards, they give ORDER BY created_at DESC, id DESC as written (an index declared DESC NULLS
    // LAST would not match that order's NULLS FIRST).
    index("user_created_idx").on(table.createdAt, table.id),
    index("user_banned_created_idx")
      .on(table.createdAt, table.id)
      .where(sql`${table.banned}`),
    index("user_email_trgm_idx").using("gin", sql`lower(${table.email}) gin_trgm_ops`),
    index("user_name_trgm_idx").using("gin", sql`lower(${table.name}) gin_trgm_ops`),
    // A search of one or two characters has no trigram: it matches the start of the e-mail or the name, on these.
    index("user_email_prefix_idx").using("btree", sql`lower(${table.email}) text_pattern_ops`),
    index("user_name_prefix_idx").using("btree", sql`lower(${table.name}) text_pattern_ops`),
  ],
);

export const sessions = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The admin acting as this session's user (better-auth's admin plugin), else null. */
    impersonatedBy: text("impersonated_by").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/** better-auth's rate-limit counters, in the database so every instance shares them. */
export const rateLimits = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** One profile per user (spec 3 "Specialist profile"), created on first sign-in; field caps are the spec's. */
export const specialistProfiles = pgTable(
  "specialist_profile",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    surname: text("surname").notNull().default(""),
    email: text("email").notNull().default(""),
    workExperience: text("work_experience").notNull().default(""),
    experience: text("experience").notNull().default(""),
    telegramLink: text("telegram_link").notNull().default(""),
    photoUrl: text("photo_url").notNull().default(""),
    audioUrl: text("audio_url").notNull().default(""),
    accountType: text("account_type").$type<"Basic" | "Pro">().notNull().default("Basic"),
    specializations: text("specializations")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    website: text("website").notNull().default(""),
    location: text("location").notNull().default(""),
    languages: text("languages")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    // Moderation (issue 16, docs/decisions/019). The content version counts changes to what the public page shows —
    // the profile's fields, its projects, its services —, bumped by triggers of migration 0013 (never by the app), and
    // the time of the last such change orders the console's queue.
    contentVersion: integer("content_version").notNull().default(1),
    contentChangedAt: timestamp("content_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** The version an operator approved (null: never), with what it showed then, for the queue's "what changed". */
    approvedVersion: integer("approved_version"),
    approvedSnapshot: jsonb("approved_snapshot"),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: text("approved_by"),
    /** Hidden by an operator: out of the directory, its page 404 to all but the owner. The version hidden tells a later edit. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason").notNull().default(""),
    hiddenBy: text("hidden_by"),
    hiddenVersion: integer("hidden_version"),
  },
  (table) => [
    check("specialist_profile_hidden_complete", sql`(${table.hiddenAt} is null) = (${table.hiddenVersion} is null)`),
    // The "is listed" rule leaves hidden profiles out; the queue reads profiles changed since their approval, oldest first.
    index("specialist_profile_hidden_idx")
      .on(table.userId)
      .where(sql`${table.hiddenAt} is not null`),
    index("specialist_profile_unapproved_idx")
      .on(table.contentChangedAt, table.userId)
      .where(sql`${table.approvedVersion} is distinct from ${table.contentVersion}`),
    check("specialist_profile_account_type_check", sql`${table.accountType} in ('Basic', 'Pro')`),
    check("specialist_profile_name_length", sql`char_length(${table.name}) <= ${sql.raw(String(LIMITS.profile.name))}`),
    check("specialist_profile_surname_length", sql`char_length(${table.surname}) <= ${sql.raw(String(LIMITS.profile.surname))}`),
    check("specialist_profile_email_length", sql`char_length(${table.email}) <= ${sql.raw(String(LIMITS.profile.email))}`),
    maxLength("specialist_profile_work_experience_length", table.workExperience, LIMITS.profile.workExperience),
    maxLength("specialist_profile_experience_length", table.experience, LIMITS.profile.experience),
    maxLength("specialist_profile_telegram_link_length", table.telegramLink, LIMITS.profile.telegramLink),
    maxLength("specialist_profile_website_length", table.website, LIMITS.profile.website),
    maxLength("specialist_profile_location_length", table.location, LIMITS.profile.location),
    // The editor takes languages as one comma-separated field of at most 100 characters.
    check("specialist_profile_languages_length", sql`char_length(array_to_string(${table.languages}, ', ')) <= ${sql.raw(String(LIMITS.profile.languages))}`),
    check(
      "specialist_profile_specializations_known",
      sql`${table.specializations} <@ array[${sql.raw(SPECIALIZATIONS.map((slug) => `'${slug}'`).join(", "))}]::text[]`,
    ),
    index("specialist_profile_account_type_idx").on(table.accountType),
  ],
);

/**
 * Portfolio projects (spec 3 "Project"), shown oldest first. Each takes one of the profile's 20
 * slots: the unique slot per profile is what keeps two simultaneous additions from making a 21st.
 */
export const specialistProjects = pgTable(
  "specialist_project",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => specialistProfiles.userId, { onDelete: "cascade" }),
    slot: integer("slot").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    audioUrl: text("audio_url").notNull().default(""),
    videoUrl: text("video_url").notNull().default(""),
    projectLink: text("project_link").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("specialist_project_user_slot_unique").on(table.userId, table.slot),
    check("specialist_project_slot_range", sql`${table.slot} >= 0 and ${table.slot} < ${sql.raw(String(LIMITS.projects))}`),
    check("specialist_project_title_present", sql`char_length(btrim(${table.title})) > 0`),
    check("specialist_project_description_present", sql`char_length(btrim(${table.description})) > 0`),
    maxLength("specialist_project_title_length", table.title, LIMITS.profile.projectTitle),
    maxLength("specialist_project_description_length", table.description, LIMITS.profile.projectDescription),
    maxLength("specialist_project_link_length", table.projectLink, LIMITS.profile.projectLink),
    index("specialist_project_user_created_idx").on(table.userId, table.createdAt, table.id),
  ],
);

/**
 * Priced services (spec 3 "Service"), in the order the owner added them; the price is text such as "от 5000".
 * At most LIMITS.services per profile: a CHECK cannot count rows, so migration 0008's trigger
 * specialist_service_limit refuses an insert beyond that. It guards inserts only: a profile that had more
 * before the cap keeps them (they can be edited and deleted) until it is under the cap again.
 */
export const specialistServices = pgTable(
  "specialist_service",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => specialistProfiles.userId, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    price: text("price").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("specialist_service_title_present", sql`char_length(btrim(${table.title})) > 0`),
    check("specialist_service_description_present", sql`char_length(btrim(${table.description})) > 0`),
    check("specialist_service_price_present", sql`char_length(btrim(${table.price})) > 0`),
    maxLength("specialist_service_title_length", table.title, LIMITS.profile.serviceTitle),
    maxLength("specialist_service_description_length", table.description, LIMITS.profile.serviceDescription),
    maxLength("specialist_service_price_length", table.price, LIMITS.profile.servicePrice),
    index("specialist_service_user_created_idx").on(table.userId, table.createdAt, table.id),
  ],
);

/**
 * Reviews of specialists (spec 3 "Review"). One per reviewer and specialist and never of oneself: the
 * database says so, whatever the requests race. Reviewer name and photo are copied from the account.
 */
export const reviews = pgTable(
  "review",
  {
    id: text("id").primaryKey(),
    specialistId: text("specialist_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reviewerId: text("reviewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reviewerName: text("reviewer_name").notNull().default(""),
    reviewerPhotoUrl: text("reviewer_photo_url").notNull().default(""),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    projectType: text("project_type").notNull().default(""),
    projectName: text("project_name").notNull().default(""),
    isVerified: boolean("is_verified").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by an operator (docs/decisions/019): out of the profile's reviews, its counts and its averages. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason").notNull().default(""),
    hiddenBy: text("hidden_by"),
  },
  (table) => [
    // The console's review list, newest first: all, and the hidden ones.
    index("review_created_idx").on(table.createdAt.desc(), table.id.desc()),
    index("review_hidden_created_idx")
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.hiddenAt} is not null`),
    unique("review_specialist_reviewer_unique").on(table.specialistId, table.reviewerId),
    check("review_not_self", sql`${table.reviewerId} <> ${table.specialistId}`),
    check("review_rating_range", sql`${table.rating} between ${sql.raw(String(LIMITS.review.ratingMin))} and ${sql.raw(String(LIMITS.review.ratingMax))}`),
    check("review_title_present", sql`char_length(btrim(${table.title})) > 0`),
    check("review_content_present", sql`char_length(btrim(${table.content})) > 0`),
    maxLength("review_title_length", table.title, LIMITS.review.title),
    maxLength("review_content_length", table.content, LIMITS.review.content),
    maxLength("review_project_type_length", table.projectType, LIMITS.review.projectType),
    maxLength("review_project_name_length", table.projectName, LIMITS.review.projectName),
    index("review_specialist_created_idx").on(table.specialistId, table.createdAt.desc()),
    index("review_reviewer_created_idx").on(table.reviewerId, table.createdAt.desc()),
  ],
);

/**
 * A signed-in user's report of a review (issue 16): one per user and review, whatever the requests race. Open until
 * an operator hides the review or keeps it ("dismissed"); the console lists reviews with open reports.
 */
export const reviewReports = pgTable(
  "review_report",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    reviewId: text("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolution: text("resolution").$type<"hidden" | "dismissed">(),
    resolvedBy: text("resolved_by"),
  },
  (table) => [
    unique("review_report_review_reporter_unique").on(table.reviewId, table.reporterId),
    maxLength("review_report_reason_length", table.reason, LIMITS.review.reportReason),
    check("review_report_resolution_known", sql`${table.resolution} in ('hidden', 'dismissed')`),
    check("review_report_resolved_complete", sql`(${table.resolvedAt} is null) = (${table.resolution} is null)`),
    index("review_report_open_idx")
      .on(table.reviewId)
      .where(sql`${table.resolvedAt} is null`),
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

/** Where a payment is made: YooKassa, or the sandbox checkout the app serves when YooKassa is not configured. */
export type PaymentProviderName = "yookassa" | "sandbox";
/** A payment row's provider: one of the providers, or `manual` for Pro an admin granted in the console (docs/decisions/021). */
export type PaymentRowProvider = PaymentProviderName | "manual";
/** A payment row's plan: what was bought, or `manual` for a grant (its length is in grant_days). */
export type PaymentRowPlan = PaymentPlan | "manual";

export type { PaymentStatus } from "../../config/constants.ts";

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * One attempt to pay for Pro (ARCHITECTURE "payment"), or a zero-amount manual grant of Pro (provider and plan
 * `manual`, succeeded when written, with its days and reason). The row and its idempotence key exist before the
 * provider is called, so a retry repeats the same request; amount and plan are ours, never the browser's.
 */
export const payments = pgTable(
  "payment",
  {
    id: text("id").primaryKey(),
    provider: text("provider").$type<PaymentRowProvider>().notNull(),
    providerPaymentId: text("provider_payment_id").unique("payment_provider_payment_id_unique"),
    idempotenceKey: text("idempotence_key").notNull().unique("payment_idempotence_key_unique"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan").$type<PaymentRowPlan>().notNull(),
    amountKopecks: integer("amount_kopecks").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<PaymentStatus>().notNull().default("created"),
    /** Where the provider asked to send the payer, kept so a second click goes to the same checkout. */
    confirmationUrl: text("confirmation_url"),
    returnUrl: text("return_url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** A manual grant's length in days and the admin's reason; null for a paid plan. */
    grantDays: integer("grant_days"),
    grantReason: text("grant_reason"),
  },
  (table) => [
    check("payment_plan_known", sql`${table.plan} in (${quotedList([...PAYMENT_PLANS, "manual"])})`),
    check("payment_status_known", sql`${table.status} in (${quotedList(PAYMENT_STATUSES)})`),
    check("payment_provider_known", sql`${table.provider} in ('yookassa', 'sandbox', 'manual')`),
    // A provider's payment costs something and has a plan; a manual grant is free, succeeded at once, and has its days and reason.
    check(
      "payment_manual_grant_shape",
      sql`case when ${table.provider} = 'manual' then ${table.plan} = 'manual' and ${table.amountKopecks} = 0 and ${table.status} = 'succeeded' and ${table.grantDays} > 0 and ${table.grantReason} is not null else ${table.plan} <> 'manual' and ${table.amountKopecks} > 0 and ${table.grantDays} is null and ${table.grantReason} is null end`,
    ),
    check("payment_paid_when_succeeded", sql`(${table.status} in ('succeeded', 'refunded')) = (${table.paidAt} is not null)`),
    index("payment_user_created_idx").on(table.userId, table.createdAt.desc()),
    // Reconciliation reads the open payments by age.
    index("payment_status_created_idx").on(table.status, table.createdAt),
    // The console's list pages newest first by (created_at, id), unfiltered or by status or provider (keyset). Ascending
    // on purpose: scanned backwards they give ORDER BY … DESC (nulls first); a DESC NULLS LAST index would not be used.
    index("payment_created_id_idx").on(table.createdAt, table.id),
    index("payment_status_created_id_idx").on(table.status, table.createdAt, table.id),
    index("payment_provider_created_id_idx").on(table.provider, table.createdAt, table.id),
    // The overview's payments per day.
    index("payment_paid_at_idx").on(table.paidAt),
  ],
);

export type { RefundStatus } from "../../config/constants.ts";

/**
 * A full refund of a payment, asked for in the console (docs/decisions/021). The row and its idempotence key exist
 * before the provider is called, so a repeat sends the same request; at most one refund per payment is open or
 * done (a canceled one may be followed by another). succeeded and canceled are final.
 */
export const paymentRefunds = pgTable(
  "payment_refund",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    providerRefundId: text("provider_refund_id").unique("payment_refund_provider_refund_id_unique"),
    idempotenceKey: text("idempotence_key").notNull().unique("payment_refund_idempotence_key_unique"),
    amountKopecks: integer("amount_kopecks").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<RefundStatus>().notNull().default("created"),
    /** The admin's reason: required when the refund is outside the window the pricing page promises. */
    reason: text("reason").notNull().default(""),
    outsideWindow: boolean("outside_window").notNull().default(false),
    /** Who asked (the account may be gone later). */
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    requestedByLabel: text("requested_by_label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    succeededAt: timestamp("succeeded_at", { withTimezone: true }),
  },
  (table) => [
    check("payment_refund_status_known", sql`${table.status} in (${quotedList(REFUND_STATUSES)})`),
    check("payment_refund_amount_positive", sql`${table.amountKopecks} > 0`),
    check("payment_refund_succeeded_at", sql`(${table.status} = 'succeeded') = (${table.succeededAt} is not null)`),
    check("payment_refund_reason_outside_window", sql`not ${table.outsideWindow} or char_length(btrim(${table.reason})) > 0`),
    // One refund per payment that is not canceled: a second request while one is open or done fails here too.
    uniqueIndex("payment_refund_one_per_payment_idx")
      .on(table.paymentId)
      .where(sql`${table.status} <> 'canceled'`),
    index("payment_refund_payment_idx").on(table.paymentId, table.createdAt),
    // The overview's refunds per day.
    index("payment_refund_succeeded_at_idx").on(table.succeededAt),
  ],
);

/**
 * Every payment notification the webhook received (docs/decisions/021), as it came: the event and the status and id of
 * the object it named — a claim, never acted on as such — and, where one of ours matches, the payment it is about.
 * Append-only: a trigger refuses UPDATE and DELETE. No foreign keys, so the record outlives the payments it names.
 */
export const paymentNotifications = pgTable(
  "payment_notification",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    provider: text("provider").notNull(),
    event: text("event").notNull(),
    objectId: text("object_id").notNull(),
    objectStatus: text("object_status"),
    paymentId: text("payment_id"),
    refundId: text("refund_id"),
  },
  (table) => [index("payment_notification_payment_idx").on(table.paymentId, table.id)],
);

/**
 * The sandbox provider's own store: payment objects in YooKassa's shape, in the database (not in memory)
 * so that the checkout page, the notification and its re-fetch agree whichever instance serves them.
 */
export const sandboxPayments = pgTable("sandbox_payment", {
  id: text("id").primaryKey(),
  idempotenceKey: text("idempotence_key").notNull().unique("sandbox_payment_idempotence_key_unique"),
  object: jsonb("object").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox provider's refunds, in YooKassa's refund shape, beside its payments and for the same reason. */
export const sandboxRefunds = pgTable("sandbox_refund", {
  id: text("id").primaryKey(),
  idempotenceKey: text("idempotence_key").notNull().unique("sandbox_refund_idempotence_key_unique"),
  object: jsonb("object").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Files stored through POST /api/uploads, by storage key: whose they are and when they were last written or
 * attached in the editor. The upload sweep (app/features/uploads/sweep-uploads.server.ts) deletes from storage,
 * then here, those that no profile, project, account or review names once untouched for UPLOAD_SWEEP.graceMs.
 * Files stored before this table, and the demo media, have no row and are never swept. No foreign key to the
 * user: the row outlives a deleted account, so that account's files are still swept.
 */
export const uploads = pgTable(
  "upload",
  {
    key: text("key").primaryKey(),
    userId: text("user_id").notNull(),
    touchedAt: timestamp("touched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("upload_touched_at_idx").on(table.touchedAt)],
);

export type UserRow = typeof users.$inferSelect;
export type SpecialistProfileRow = typeof specialistProfiles.$inferSelect;
export type SpecialistProjectRow = typeof specialistProjects.$inferSelect;
export type SpecialistServiceRow = typeof specialistServices.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPostRow = typeof blogPosts.$inferInsert;

/**
 * What the operators did (docs/decisions/018): every console action and role change, with who (null: the system —
 * ADMIN_EMAILS or `npm run user:role`, named in `actor_label`), when, what, its target, the state before and after
 * where there is one, and the reason. Append-only: a trigger refuses UPDATE and DELETE ("audit_log_append_only").
 * No foreign keys: the record outlives the accounts it names.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id"),
    actorLabel: text("actor_label").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason").notNull().default(""),
  },
  // The console pages the log newest first by id (rows are numbered as they are written), unfiltered on the
  // primary key, else on the index of its filter: who, the target, the action. Ascending on purpose: scanned backwards
  // they give ORDER BY id DESC (nulls first); drizzle's .desc() is DESC NULLS LAST, which that order cannot use
  // (migration 0016 replaced such indexes: at 100 000 rows a filtered page fell back to sorting every match).
  (table) => [
    index("audit_log_actor_idx").on(sql`lower(${table.actorLabel})`, table.id),
    index("audit_log_target_idx").on(table.targetId, table.id),
    index("audit_log_action_idx").on(table.action, table.id),
  ],
);

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
 * A job seeker's saved search (issue 17, "Мои подписки"): the home page's search text and filters, a name, how often and
 * where alerts go. `query_key` is the search text normalised as the page searches it (normalizeSearchText): matching
 * compares it with job.search_text exactly as the page does. At most LIMITS.savedSearches per user (the
 * `saved_search_limit` trigger, migration 0017); one row per user and search.
 */
export const savedSearches = pgTable(
  "saved_search",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: text("query").notNull().default(""),
    queryKey: text("query_key").notNull().default(""),
    location: text("location").notNull().default(""),
    type: text("type").notNull().default(""),
    frequency: text("frequency").$type<SavedSearchFrequency>().notNull().default("daily"),
    channel: text("channel").$type<SavedSearchChannel>().notNull().default("email"),
    /** The language of the site it was saved on: its alerts (e-mail, Telegram) and their links are in it. */
    language: text("language").$type<Language>().notNull().default("ru"),
    /** When the owner last opened its results: the "new since" count counts jobs published after it. */
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("saved_search_user_search_key").on(table.userId, table.queryKey, table.location, table.type),
    index("saved_search_user_created_idx").on(table.userId, table.createdAt),
    check("saved_search_name_length", sql`char_length(${table.name}) between 1 and ${sql.raw(String(LIMITS.savedSearch.name))}`),
    maxLength("saved_search_query_length", table.query, LIMITS.savedSearch.query),
    check("saved_search_frequency", sql`${table.frequency} in (${quotedList(SAVED_SEARCH_FREQUENCIES)})`),
    check("saved_search_channel", sql`${table.channel} in (${quotedList(SAVED_SEARCH_CHANNELS)})`),
    check("saved_search_language", sql`${table.language} in ('ru', 'en')`),
  ],
);

/**
 * One job matched to one user's saved search (issue 17): the primary key makes it one alert per user and job, ever — a
 * job that matches two of a user's searches, or is matched again after a restart, is never sent twice. `dispatched_at`
 * is set when the job went into an alert_message (at once for "instantly", at the digest for daily and weekly).
 */
export const alertDeliveries = pgTable(
  "alert_delivery",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: text("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    savedSearchId: text("saved_search_id").references(() => savedSearches.id, { onDelete: "set null" }),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jobId] }),
    index("alert_delivery_pending_idx")
      .on(table.savedSearchId, table.matchedAt)
      .where(sql`${table.dispatchedAt} is null`),
  ],
);

export const ALERT_CHANNELS = ["email", "telegram"] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/**
 * One alert as sent on one channel (an e-mail, a Telegram message): the jobs it lists, written before it is sent; the
 * queue's send job carries its id, and `sent_at` makes a retried or repeated send job a no-op once it went out.
 */
export const alertMessages = pgTable(
  "alert_message",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    savedSearchId: text("saved_search_id").references(() => savedSearches.id, { onDelete: "set null" }),
    channel: text("channel").$type<AlertChannel>().notNull(),
    jobIds: text("job_ids").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Why it was given up (the recipient blocked the bot, unsubscribed, was deleted…); null while it may still go. */
    droppedReason: text("dropped_reason"),
  },
  (table) => [
    check("alert_message_channel", sql`${table.channel} in (${quotedList(ALERT_CHANNELS)})`),
    index("alert_message_user_created_idx").on(table.userId, table.createdAt),
  ],
);

/** A user's Telegram chat with the bot (issue 17), linked through a one-time deep-link token; one chat per user and user per chat. */
export const telegramLinks = pgTable("telegram_link", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  chatId: bigint("chat_id", { mode: "number" }).notNull().unique("telegram_link_chat_id_key"),
  username: text("username"),
  linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A one-time token for the bot's deep link (`https://t.me/<bot>?start=<token>`): stored hashed, short-lived, used once. */
export const telegramLinkTokens = pgTable(
  "telegram_link_token",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("telegram_link_token_user_idx").on(table.userId)],
);

/** A job's post in the Telegram jobs channel: the row is written once per job (its key) before posting, so a job is posted once. */
export const telegramChannelPosts = pgTable("telegram_channel_post", {
  jobId: text("job_id")
    .primaryKey()
    .references(() => jobs.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  postedAt: timestamp("posted_at", { withTimezone: true }),
  /** Telegram's message id in the channel, once posted. */
  messageId: bigint("message_id", { mode: "number" }),
});

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

/**
 * Every mail sent about an account's address (issue 24, docs/decisions/032): its confirmation link, the "someone tried to
 * register with your address" notice, the link to a new address. Counted per account and per (lower-cased) address for
 * ACCOUNT_MAIL's limits; nothing here is shown anywhere.
 */
export const accountMails = pgTable(
  "account_mail",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address written to, lower-cased. */
    email: text("email").notNull(),
    kind: text("kind").$type<AccountMailKind>().notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("account_mail_kind_known", sql`${table.kind} in (${sql.raw(ACCOUNT_MAIL.kinds.map((kind) => `'${kind}'`).join(", "))})`),
    check("account_mail_email_lower", sql`${table.email} = lower(${table.email})`),
    index("account_mail_user_idx").on(table.userId, table.sentAt),
    index("account_mail_email_idx").on(table.email, table.sentAt),
  ],
);

/**
 * Every mail the mail queue's sender handed to the mail server (docs/decisions/034), by the queue job that carried it,
 * written once the server accepted it: a job run again (a retried batch, an expired attempt) finds its row and sends
 * nothing. Only the job's id and the time: the message itself stays in the job. Rows older than MAIL.sentRecordDays
 * are deleted, long after pg-boss can run their job again.
 */
export const sentMails = pgTable(
  "sent_mail",
  {
    jobId: text("job_id").primaryKey(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sent_mail_sent_at_idx").on(table.sentAt)],
);
