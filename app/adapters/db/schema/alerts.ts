// Saved searches and the alerts they send.
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, unique } from "drizzle-orm/pg-core";
import {
  LIMITS,
  SAVED_SEARCH_CHANNELS,
  SAVED_SEARCH_FREQUENCIES,
  type Language,
  type SavedSearchChannel,
  type SavedSearchFrequency,
} from "../../../config/constants.ts";
import { users } from "./accounts.ts";
import { maxLength, quotedList } from "./columns.ts";
import { jobs } from "./jobs.ts";

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
