import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { payments, users, type PaymentProviderName, type PaymentRow, type PaymentStatus } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import { metrics } from "~/adapters/metrics.server";
import { parseAmount, type ProviderPayment } from "~/adapters/payments/provider-payment";
import { announceSiteChange } from "~/server/site-changes";
import { paidPeriod } from "./paid-period";

// A refunded payment is final too: the provider still calls it succeeded, and it must never be activated again.
const FINAL_STATUSES: PaymentStatus[] = ["succeeded", "canceled", "refunded"];
const OPEN_STATUSES: PaymentStatus[] = ["created", "pending", "waiting_for_capture"];

/** What a fetched payment did to ours. */
export type PaymentOutcome = "activated" | "canceled" | "updated" | "unchanged" | "unknown" | "mismatch";

/**
 * The one path by which a provider's word reaches our data (notifications and reconciliation alike). It is
 * given the payment as fetched from the provider, never as a notification claimed it. Amount and plan are
 * our row's; a payment that disagrees with the row is logged and changes nothing. Final states never regress.
 */
export async function applyProviderPayment(db: Database, providerName: PaymentProviderName, remote: ProviderPayment): Promise<PaymentOutcome> {
  const outcome = await applyRemote(db, providerName, remote);
  metrics.payments.inc({ outcome });
  return outcome;
}

async function applyRemote(db: Database, providerName: PaymentProviderName, remote: ProviderPayment): Promise<PaymentOutcome> {
  const row = await findRow(db, providerName, remote);
  if (!row) {
    logger.warn({ provider: providerName, providerPaymentId: remote.id }, "provider payment is not one of ours");
    return "unknown";
  }
  const disagreement = findDisagreement(row, remote);
  if (disagreement) {
    logger.error(
      { paymentId: row.id, providerPaymentId: remote.id, disagreement, amount: remote.amount, metadata: remote.metadata },
      "provider payment does not match ours; not applied",
    );
    return "mismatch";
  }
  if (remote.status === "succeeded") {
    if (!(await activatePayment(db, row.id, remote.id))) return "unchanged";
    // The payer may now be listed in the directory.
    await announceSiteChange("directory");
    return "activated";
  }
  if (remote.status === "canceled") {
    const changed = await db
      .update(payments)
      .set({ status: "canceled", providerPaymentId: remote.id })
      .where(and(eq(payments.id, row.id), notInArray(payments.status, FINAL_STATUSES)))
      .returning({ id: payments.id });
    return changed.length > 0 ? "canceled" : "unchanged";
  }
  const changed = await db
    .update(payments)
    .set({ status: remote.status, providerPaymentId: remote.id })
    .where(and(eq(payments.id, row.id), inArray(payments.status, OPEN_STATUSES), sql`${payments.status} <> ${remote.status}`))
    .returning({ id: payments.id });
  return changed.length > 0 ? "updated" : "unchanged";
}

/** Ours by the provider's id; or, when our row never learnt it (the create answer was lost), by our id in the metadata. */
async function findRow(db: Database, providerName: PaymentProviderName, remote: ProviderPayment): Promise<PaymentRow | undefined> {
  const [byProviderId] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, providerName), eq(payments.providerPaymentId, remote.id)));
  if (byProviderId) return byProviderId;
  const ourId = remote.metadata?.payment_id;
  if (!ourId) return undefined;
  const [byOurId] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, providerName), eq(payments.id, ourId), isNull(payments.providerPaymentId)));
  return byOurId;
}

function findDisagreement(row: PaymentRow, remote: ProviderPayment): string | null {
  if (parseAmount(remote.amount.value) !== row.amountKopecks || remote.amount.currency !== row.currency) return "amount";
  if (remote.metadata?.payment_id !== row.id || remote.metadata.user_id !== row.userId) return "metadata";
  return null;
}

/**
 * One transaction, at most once per payment: the row moves to succeeded only if it was not final yet (a
 * replayed or parallel notification finds nothing to update), and only then is the user's paid period
 * extended: from the current end when it is still running (an early renewal), else from now.
 */
async function activatePayment(db: Database, paymentId: string, providerPaymentId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [won] = await tx
      .update(payments)
      .set({ status: "succeeded", paidAt: sql`now()`, providerPaymentId })
      .where(and(eq(payments.id, paymentId), notInArray(payments.status, FINAL_STATUSES)))
      .returning({ userId: payments.userId, plan: payments.plan, grantDays: payments.grantDays });
    if (!won) return false;
    await tx
      .update(users)
      .set({
        proPlan: won.plan,
        proActivatedAt: sql`now()`,
        proExpiresAt: sql`greatest(now(), coalesce(${users.proExpiresAt}, now())) + ${paidPeriod(won)}::interval`,
      })
      .where(eq(users.id, won.userId));
    logger.info({ paymentId, userId: won.userId, plan: won.plan }, "Pro activated");
    return true;
  });
}
