// Project inquiries: a client's request to a listed Pro (issue 27, docs/decisions/036).
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { INQUIRY, type InquiryStatus, type Language } from "../../../config/constants.ts";
import { EMAIL_MAX_LENGTH } from "../../../config/email-address.ts";
import { users } from "./accounts.ts";
import { maxLength, quotedList } from "./columns.ts";
import { specialistProfiles, specialistServices } from "./specialists.ts";

/**
 * One inquiry from a client to a specialist. A signed-in client with a confirmed address sends it at once (status
 * "new", `confirmed_at` set); an anonymous client's waits as "unconfirmed" until the link mailed to `client_email`
 * (its SHA-256 in `confirm_token_hash`) is opened: nothing reaches the specialist before. `work_kind` keeps the service's
 * title as it was when sent ('' = "other"); `sender_key` is a keyed hash of the client's network address, for the
 * limits, never the address itself. Only the specialist reads the client's contacts.
 */
export const inquiries = pgTable(
  "inquiry",
  {
    id: text("id")
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    specialistId: text("specialist_id")
      .notNull()
      .references(() => specialistProfiles.userId, { onDelete: "cascade" }),
    senderUserId: text("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    clientName: text("client_name").notNull(),
    clientEmail: text("client_email").notNull(),
    clientContact: text("client_contact").notNull().default(""),
    serviceId: text("service_id").references(() => specialistServices.id, { onDelete: "set null" }),
    workKind: text("work_kind").notNull().default(""),
    budgetFrom: integer("budget_from"),
    budgetTo: integer("budget_to"),
    budgetNegotiable: boolean("budget_negotiable").notNull().default(false),
    deadline: date("deadline"),
    message: text("message").notNull(),
    referenceLink: text("reference_link").notNull().default(""),
    /** The language of the page it was sent from: the client's mails are in it. */
    language: text("language").$type<Language>().notNull().default("ru"),
    status: text("status").$type<InquiryStatus>().notNull(),
    senderKey: text("sender_key").notNull(),
    confirmTokenHash: text("confirm_token_hash").unique("inquiry_confirm_token_hash_key"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    readAt: timestamp("read_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    spamAt: timestamp("spam_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("inquiry_status_known", sql`${table.status} in (${quotedList(INQUIRY.statuses)})`),
    check("inquiry_confirmed_unless_unconfirmed", sql`(${table.status} = 'unconfirmed') = (${table.confirmedAt} is null)`),
    check("inquiry_client_email_lower", sql`${table.clientEmail} = lower(${table.clientEmail})`),
    check("inquiry_client_name_present", sql`char_length(btrim(${table.clientName})) > 0`),
    maxLength("inquiry_client_name_length", table.clientName, INQUIRY.fields.clientName),
    maxLength("inquiry_client_email_length", table.clientEmail, EMAIL_MAX_LENGTH),
    maxLength("inquiry_client_contact_length", table.clientContact, INQUIRY.fields.clientContact),
    maxLength("inquiry_work_kind_length", table.workKind, INQUIRY.fields.workKind),
    check(
      "inquiry_message_length",
      sql`char_length(btrim(${table.message})) between ${sql.raw(String(INQUIRY.fields.messageMin))} and ${sql.raw(String(INQUIRY.fields.message))}`,
    ),
    maxLength("inquiry_reference_link_length", table.referenceLink, INQUIRY.fields.referenceLink),
    check(
      "inquiry_budget_range",
      sql`(${table.budgetFrom} is null or ${table.budgetFrom} between 0 and ${sql.raw(String(INQUIRY.budgetMaxRub))}) and (${table.budgetTo} is null or ${table.budgetTo} between 0 and ${sql.raw(String(INQUIRY.budgetMaxRub))}) and (${table.budgetFrom} is null or ${table.budgetTo} is null or ${table.budgetFrom} <= ${table.budgetTo})`,
    ),
    check("inquiry_language", sql`${table.language} in ('ru', 'en')`),
    check("inquiry_confirm_token_while_unconfirmed", sql`${table.confirmTokenHash} is null or ${table.status} = 'unconfirmed'`),
    // The specialist's inbox, newest first; the limits count by mailbox, by sender and by specialist over a day.
    index("inquiry_specialist_confirmed_idx").on(table.specialistId, table.confirmedAt),
    index("inquiry_client_email_created_idx").on(table.clientEmail, table.createdAt),
    index("inquiry_sender_key_created_idx").on(table.senderKey, table.createdAt),
    index("inquiry_created_idx").on(table.createdAt),
    index("inquiry_spam_idx")
      .on(table.spamAt)
      .where(sql`${table.status} = 'spam'`),
  ],
);
