// Pro payments, refunds, the provider's notifications, and the sandbox provider's own rows.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { PAYMENT_PLANS, PAYMENT_STATUSES, REFUND_STATUSES, type PaymentPlan, type PaymentStatus, type RefundStatus } from "../../../config/constants.ts";
import { users } from "./accounts.ts";
import { quotedList } from "./columns.ts";

/** Where a payment is made: YooKassa, or the sandbox checkout the app serves when YooKassa is not configured. */
export type PaymentProviderName = "yookassa" | "sandbox";
/** A payment row's provider: one of the providers, or `manual` for Pro an admin granted in the console (docs/decisions/021). */
export type PaymentRowProvider = PaymentProviderName | "manual";
/** A payment row's plan: what was bought, or `manual` for a grant (its length is in grant_days). */
export type PaymentRowPlan = PaymentPlan | "manual";

export type { PaymentStatus } from "../../../config/constants.ts";

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

export type { RefundStatus } from "../../../config/constants.ts";

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

export type PaymentRow = typeof payments.$inferSelect;

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
