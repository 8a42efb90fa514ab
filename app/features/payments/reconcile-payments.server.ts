import { and, asc, eq, gt, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { payments, type PaymentStatus } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import type { PaymentProvider } from "~/adapters/payments/provider-payment";
import { PAYMENTS } from "~/config/constants";
import { withImportLock } from "~/features/imports/import-lock.server";
import { applyProviderPayment, type PaymentOutcome } from "./apply-provider-payment.server";

/** Advisory-lock key of reconciliation, beside the imports' keys (arbitrary but fixed). */
export const RECONCILE_LOCK_KEY = 7_342_003;

const WAITING: PaymentStatus[] = ["pending", "waiting_for_capture"];

const minutesAgo = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

/**
 * A lost notification must not cost anyone their Pro: payments still pending after a while are fetched from
 * the provider and go through the same path as a notification. Under the lock an instance claims a batch by
 * touching it (a claimed payment is not due again for a while), then fetches outside the transaction.
 */
export async function reconcilePayments(db: Database, provider: PaymentProvider): Promise<PaymentOutcome[]> {
  const claimed = await withImportLock(db, RECONCILE_LOCK_KEY, async (tx) => {
    const due = await tx
      .select({ id: payments.id, providerPaymentId: payments.providerPaymentId })
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider.name),
          inArray(payments.status, WAITING),
          isNotNull(payments.providerPaymentId),
          lt(payments.updatedAt, minutesAgo(PAYMENTS.reconcileAfterMs)),
          gt(payments.createdAt, minutesAgo(PAYMENTS.reconcileMaxAgeMs)),
        ),
      )
      .orderBy(asc(payments.updatedAt))
      .limit(PAYMENTS.reconcileBatchSize);
    if (due.length > 0) await tx.update(payments).set({ updatedAt: sql`now()` }).where(inArray(payments.id, due.map((row) => row.id)));
    return due;
  });
  if (!claimed.acquired) return [];
  const outcomes: PaymentOutcome[] = [];
  for (const { id, providerPaymentId } of claimed.value) {
    try {
      const remote = providerPaymentId ? await provider.getPayment(providerPaymentId) : null;
      outcomes.push(remote ? await applyProviderPayment(db, provider.name, remote) : "unknown");
    } catch (error) {
      logger.warn({ err: error, paymentId: id }, "payment could not be reconciled; tried again later");
    }
  }
  return outcomes;
}
