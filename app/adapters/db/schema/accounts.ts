// Accounts: better-auth's users, sessions, accounts, verifications and rate limits, and the account mails' limits.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { ACCOUNT_MAIL, USER_ROLES, type AccountMailKind, type UserRole } from "../../../config/constants.ts";

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

export type UserRow = typeof users.$inferSelect;

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
