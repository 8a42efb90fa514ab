// The directory: a specialist's profile, projects and services, and the uploads they name.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { LIMITS, SPECIALIZATIONS } from "../../../config/constants.ts";
import { users } from "./accounts.ts";
import { maxLength } from "./columns.ts";

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
    /** The owner turned the weekly statistics mail off (issue 27: one-click unsubscribe, RFC 8058); null: it is sent. */
    weeklyStatsMailOffAt: timestamp("weekly_stats_mail_off_at", { withTimezone: true }),
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

export type SpecialistProfileRow = typeof specialistProfiles.$inferSelect;

export type SpecialistProjectRow = typeof specialistProjects.$inferSelect;

export type SpecialistServiceRow = typeof specialistServices.$inferSelect;
