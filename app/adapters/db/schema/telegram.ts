// Telegram: linked chats, link tokens, and the jobs channel's posts.
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { jobs } from "./jobs.ts";

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
