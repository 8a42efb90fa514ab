// Reviews of specialists and their reports.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { LIMITS } from "../../../config/constants.ts";
import { users } from "./accounts.ts";
import { maxLength } from "./columns.ts";

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

export type ReviewRow = typeof reviews.$inferSelect;
