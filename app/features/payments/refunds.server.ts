import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { paymentRefunds, payments, users, type PaymentProviderName, type PaymentRefundRow, type RefundStatus } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import { enqueueMail } from "~/adapters/mail/mail-queue.server";
import { parseAmount, type PaymentProvider, type ProviderRefund } from "~/adapters/payments/provider-payment";
import { PAYMENTS, PRICING } from "~/config/constants";
import { languageFromPath } from "~/i18n/language";
import { recordAudit, type AuditActor } from "~/server/audit-log.server";
import { refuse, type Outcome } from "~/server/outcome";
import { isOwnDecision, OWN_DECISION, type OwnDecisionRefusal } from "~/server/own-decisions";
import { announceSiteChange } from "~/server/site-changes";
import { paidPeriod, paidPlan } from "./paid-period";
import { refundMail } from "./refund-mail.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const OPEN_REFUND: RefundStatus[] = ["created", "pending"];
const PROVIDER_ACTOR: AuditActor = { kind: "system", label: "payment-provider" };

/** Why a refund was not asked for; `OwnDecisionRefusal`: the payment is the admin's own (the console's rule about oneself). */
type RefundRefusal = "NOT_FOUND" | "NOT_REFUNDABLE" | "OTHER_PROVIDER" | "ALREADY_REFUNDED" | "REFUND_IN_PROGRESS" | "REASON_REQUIRED" | OwnDecisionRefusal;

/** PROVIDER_FAILED: our row is written; the provider did not answer. The same request is sent again from the payment's page. */
export type RefundRequestResult = Outcome<RefundRefusal | "PROVIDER_FAILED", { refundId: string; status: RefundStatus }>;

/** What a fetched refund did to ours. */
export type RefundOutcome = "refunded" | "canceled" | "updated" | "unchanged" | "unknown" | "mismatch";

/** The last moment a payment can be refunded without a reason: 7 days after paying for a month, 14 for a year (the pricing page's promise). */
export function refundWindowEnd(payment: { plan: string; paidAt: Date | null }): Date | null {
  if (!payment.paidAt || (payment.plan !== "monthly" && payment.plan !== "yearly")) return null;
  return new Date(payment.paidAt.getTime() + PRICING[payment.plan].refundDays * DAY_MS);
}

/**
 * An admin's full refund of a succeeded payment (docs/decisions/021). Refused when the payment is the admin's own,
 * not one the current provider took, not succeeded, already refunded or has a refund open; outside the window only
 * with a reason. The refund row (our id, its idempotence key) and its audit rows are written in one transaction before
 * the provider is called, so a repeat sends the very same request and the provider makes no second refund.
 */
export async function requestRefund(
  db: Database,
  provider: PaymentProvider,
  input: { paymentId: string; reason: string; actor: { id: string; email: string }; now?: Date },
): Promise<RefundRequestResult> {
  const now = input.now ?? new Date();
  const reason = input.reason.trim();
  const decided = await db.transaction(async (tx): Promise<Outcome<RefundRefusal, { refund: PaymentRefundRow }>> => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for("update");
    if (!payment) return refuse("NOT_FOUND");
    if (isOwnDecision(input.actor, { payment })) return refuse(OWN_DECISION);
    if (payment.status === "refunded") return refuse("ALREADY_REFUNDED");
    if (payment.status !== "succeeded" || payment.provider === "manual") return refuse("NOT_REFUNDABLE");
    if (payment.provider !== provider.name || !payment.providerPaymentId) return refuse("OTHER_PROVIDER");
    const [open] = await tx
      .select({ status: paymentRefunds.status })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, payment.id), ne(paymentRefunds.status, "canceled")))
      .limit(1);
    if (open) return refuse(open.status === "succeeded" ? "ALREADY_REFUNDED" : "REFUND_IN_PROGRESS");
    const windowEnd = refundWindowEnd(payment);
    const outsideWindow = !windowEnd || now.getTime() > windowEnd.getTime();
    if (outsideWindow && !reason) return refuse("REASON_REQUIRED");
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        id: randomUUID(),
        paymentId: payment.id,
        idempotenceKey: randomUUID(),
        amountKopecks: payment.amountKopecks,
        currency: payment.currency,
        reason,
        outsideWindow,
        requestedBy: input.actor.id,
        requestedByLabel: input.actor.email,
      })
      .returning();
    if (!refund) throw new Error("refund row was not written");
    const actor: AuditActor = { kind: "user", ...input.actor };
    const target = { type: "payment", id: payment.id } as const;
    await recordAudit(tx, {
      actor,
      action: "payment.refund",
      target,
      before: { status: payment.status },
      after: { refundId: refund.id, refundStatus: refund.status, amountKopecks: refund.amountKopecks, outsideWindow },
      reason,
    });
    if (outsideWindow)
      await recordAudit(tx, {
        actor,
        action: "payment.refund_outside_window",
        target,
        after: { refundId: refund.id, paidAt: payment.paidAt?.toISOString() ?? null, windowEnd: windowEnd?.toISOString() ?? null },
        reason,
      });
    return { ok: true, refund };
  });
  if (!decided.ok) return decided;
  return sendRefund(db, provider, decided.refund);
}

/**
 * Asks the provider again about a refund still open on our side: one whose request was never answered is sent again
 * under its own key (the provider answers with the refund it made, if any), a pending one is fetched.
 */
export async function resumeRefund(db: Database, provider: PaymentProvider, refundId: string): Promise<RefundRequestResult> {
  const [refund] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (!refund) return refuse("NOT_FOUND");
  if (!OPEN_REFUND.includes(refund.status)) return { ok: true, refundId: refund.id, status: refund.status };
  if (refund.status === "created" || !refund.providerRefundId) return sendRefund(db, provider, refund);
  try {
    const remote = await provider.getRefund(refund.providerRefundId);
    if (remote) await applyProviderRefund(db, provider.name, remote);
  } catch (error) {
    logger.warn({ err: error, refundId }, "refund could not be fetched from the provider");
    return refuse("PROVIDER_FAILED");
  }
  return currentStatus(db, refund.id);
}

async function sendRefund(db: Database, provider: PaymentProvider, refund: PaymentRefundRow): Promise<RefundRequestResult> {
  const [payment] = await db
    .select({ providerPaymentId: payments.providerPaymentId, plan: payments.plan, email: users.email })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, refund.paymentId));
  if (!payment?.providerPaymentId) return refuse("NOT_FOUND");
  try {
    const description = PAYMENTS.description[paidPlan(payment.plan)];
    const remote = await provider.createRefund(
      {
        providerPaymentId: payment.providerPaymentId,
        amountKopecks: refund.amountKopecks,
        currency: refund.currency,
        description: `Возврат: ${description}`,
        customerEmail: payment.email,
        itemDescription: description,
      },
      refund.idempotenceKey,
    );
    await db
      .update(paymentRefunds)
      .set({ providerRefundId: remote.id, status: sql`case when ${paymentRefunds.status} = 'created' then 'pending' else ${paymentRefunds.status} end` })
      .where(and(eq(paymentRefunds.id, refund.id), isNull(paymentRefunds.providerRefundId)));
    await applyProviderRefund(db, provider.name, remote);
  } catch (error) {
    // The row keeps its key: "send again" repeats this very request.
    logger.error({ err: error, refundId: refund.id, provider: provider.name }, "refund could not be sent to the provider");
    return refuse("PROVIDER_FAILED");
  }
  return currentStatus(db, refund.id);
}

async function currentStatus(db: Database, refundId: string): Promise<RefundRequestResult> {
  const [row] = await db.select({ status: paymentRefunds.status }).from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  return row ? { ok: true, refundId, status: row.status } : refuse("NOT_FOUND");
}

/**
 * The one path by which a provider's word on a refund reaches our data (the answer to our request, a notification's
 * re-fetch, "check again"), given the refund as fetched, never as a notification claimed it. A refund that disagrees
 * with ours (another payment, another amount) changes nothing. Its success is applied once, in one transaction: the
 * refund and the payment become final, and the Pro time that payment bought ends — the expiry moves back by its
 * period, to now at the earliest (an earlier paid period stays), never later than it was.
 */
export async function applyProviderRefund(db: Database, providerName: PaymentProviderName, remote: ProviderRefund): Promise<RefundOutcome> {
  const found = await findRefund(db, providerName, remote);
  if (!found) {
    logger.warn({ provider: providerName, providerRefundId: remote.id }, "provider refund is not one of ours");
    return "unknown";
  }
  const { refund, payment } = found;
  if (
    remote.payment_id !== payment.providerPaymentId ||
    parseAmount(remote.amount.value) !== refund.amountKopecks ||
    remote.amount.currency !== refund.currency
  ) {
    logger.error({ refundId: refund.id, providerRefundId: remote.id, amount: remote.amount }, "provider refund does not match ours; not applied");
    return "mismatch";
  }
  if (remote.status === "succeeded") return completeRefund(db, refund.id, remote.id);
  if (remote.status === "canceled") {
    return db.transaction(async (tx) => {
      const [changed] = await tx
        .update(paymentRefunds)
        .set({ status: "canceled", providerRefundId: remote.id })
        .where(and(eq(paymentRefunds.id, refund.id), inArray(paymentRefunds.status, OPEN_REFUND)))
        .returning({ id: paymentRefunds.id });
      if (!changed) return "unchanged";
      await recordAudit(tx, {
        actor: PROVIDER_ACTOR,
        action: "payment.refund",
        target: { type: "payment", id: payment.id },
        before: { refundId: refund.id, refundStatus: refund.status },
        after: { refundId: refund.id, refundStatus: "canceled", cancellation: remote.cancellation_details ?? null },
      });
      return "canceled";
    });
  }
  const changed = await db
    .update(paymentRefunds)
    .set({ status: "pending", providerRefundId: remote.id })
    .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, "created")))
    .returning({ id: paymentRefunds.id });
  return changed.length > 0 ? "updated" : "unchanged";
}

/** Ours by the provider's id; or, when our row never learnt it (the answer was lost), the open refund of the payment it names. */
async function findRefund(db: Database, providerName: PaymentProviderName, remote: ProviderRefund) {
  const columns = { refund: paymentRefunds, payment: payments };
  const [byProviderId] = await db
    .select(columns)
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(and(eq(paymentRefunds.providerRefundId, remote.id), eq(payments.provider, providerName)));
  if (byProviderId) return byProviderId;
  const [byPayment] = await db
    .select(columns)
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(
      and(
        eq(payments.provider, providerName),
        eq(payments.providerPaymentId, remote.payment_id),
        isNull(paymentRefunds.providerRefundId),
        eq(paymentRefunds.status, "created"),
      ),
    );
  return byPayment;
}

async function completeRefund(db: Database, refundId: string, providerRefundId: string): Promise<RefundOutcome> {
  const done = await db.transaction(async (tx) => {
    // The row lock orders parallel deliveries of the same news: the second finds the refund final and does nothing.
    const [open] = await tx
      .select({ status: paymentRefunds.status })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.id, refundId), inArray(paymentRefunds.status, OPEN_REFUND)))
      .for("update");
    if (!open) return null;
    const [won] = await tx
      .update(paymentRefunds)
      .set({ status: "succeeded", succeededAt: sql`now()`, providerRefundId })
      .where(and(eq(paymentRefunds.id, refundId), inArray(paymentRefunds.status, OPEN_REFUND)))
      .returning({ paymentId: paymentRefunds.paymentId });
    if (!won) return null;
    const [payment] = await tx
      .update(payments)
      .set({ status: "refunded" })
      .where(and(eq(payments.id, won.paymentId), eq(payments.status, "succeeded")))
      .returning();
    if (!payment) throw new Error(`refunded payment ${won.paymentId} was not succeeded`);
    const [account] = await tx.select({ email: users.email, proExpiresAt: users.proExpiresAt }).from(users).where(eq(users.id, payment.userId)).for("update");
    const [shortened] = await tx
      .update(users)
      .set({ proExpiresAt: sql`least(${users.proExpiresAt}, greatest(now(), ${users.proExpiresAt} - ${paidPeriod(payment)}::interval))` })
      .where(and(eq(users.id, payment.userId), isNotNull(users.proExpiresAt)))
      .returning({ proExpiresAt: users.proExpiresAt });
    await recordAudit(tx, {
      actor: PROVIDER_ACTOR,
      action: "payment.refund",
      target: { type: "payment", id: payment.id },
      before: { refundId, refundStatus: open.status, paymentStatus: "succeeded", proExpiresAt: account?.proExpiresAt?.toISOString() ?? null },
      after: { refundId, refundStatus: "succeeded", paymentStatus: "refunded", proExpiresAt: shortened?.proExpiresAt?.toISOString() ?? null },
    });
    // The payer is told, in the language they paid in, by a mail enqueued with the refund (docs/decisions/034).
    if (account && payment.paidAt) {
      const message = refundMail({
        to: account.email,
        language: languageFromPath(new URL(payment.returnUrl, "http://localhost").pathname),
        amountKopecks: payment.amountKopecks,
        paidAt: payment.paidAt,
        proExpiresAt: shortened?.proExpiresAt ?? null,
        now: new Date(),
      });
      await enqueueMail(tx, message);
    }
    return { payment };
  });
  if (!done) return "unchanged";
  logger.info({ refundId, paymentId: done.payment.id, userId: done.payment.userId }, "payment refunded; its Pro time ended");
  // The payer may leave the directory now.
  await announceSiteChange("directory");
  return "refunded";
}
