// Profile statistics: counts per profile per day, with no visitor's address or browser stored (issue 27, docs/decisions/037).
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { PROFILE_STATS, type ProfileStatMetric } from "../../../config/constants.ts";
import { quotedList } from "./columns.ts";
import { specialistProfiles } from "./specialists.ts";

/** How many times `metric` happened to a profile on a (Moscow) day: views by unique visitors, appearances in a result page, contact clicks. */
export const profileStatDays = pgTable(
  "profile_stat_day",
  {
    userId: text("user_id")
      .notNull()
      .references(() => specialistProfiles.userId, { onDelete: "cascade" }),
    day: date("day").notNull(),
    metric: text("metric").$type<ProfileStatMetric>().notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day, table.metric] }),
    check("profile_stat_day_metric_known", sql`${table.metric} in (${quotedList(PROFILE_STATS.metrics)})`),
    check("profile_stat_day_count_positive", sql`${table.count} >= 0`),
    index("profile_stat_day_day_idx").on(table.day, table.metric),
  ],
);

/**
 * The visitors a profile had on a day, each as a hash keyed with that day's salt: a second view the same day finds its
 * row and is not counted again. Kept PROFILE_STATS.visitorsKeptDays, then deleted.
 */
export const profileVisitors = pgTable(
  "profile_visitor",
  {
    day: date("day").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => specialistProfiles.userId, { onDelete: "cascade" }),
    visitorHash: text("visitor_hash").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.userId, table.visitorHash] })],
);

/** A random salt per day for the visitor hashes, made on the day's first count and deleted after PROFILE_STATS.saltKeptDays. */
export const statsSalts = pgTable("stats_salt", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The weekly statistics mail ("Ваша неделя на Звук.Работе"): one row per Pro and week once it was enqueued, so a round
 * run twice sends nothing twice. A Pro who unsubscribed has `weekly_stats_mail_off_at` on the profile (specialists.ts).
 */
export const profileWeekMails = pgTable(
  "profile_week_mail",
  {
    userId: text("user_id")
      .notNull()
      .references(() => specialistProfiles.userId, { onDelete: "cascade" }),
    weekStart: date("week_start").notNull(),
    enqueuedAt: timestamp("enqueued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekStart] })],
);
