import { and, asc, eq, gt, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { paymentRefunds, payments, users, type PaymentStatus } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import type { PaymentProvider } from "~/adapters/payments/provider-payment";
import { PAYMENTS } from "~/config/constants";
import { ADVISORY_LOCK_KEYS } from "~/adapters/db/advisory-lock-keys";
import { withAdvisoryLock } from "~/adapters/db/advisory-lock.server";
import { applyProviderPayment, type PaymentOutcome } from "./apply-provider-payment.server";
import { createProviderPayment } from "./create-provider-payment.server";
import { resumeRefund } from "./refunds.server";

const WAITING: PaymentStatus[] = ["pending", "waiting_for_capture"];

const minutesAgo = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

/**
 * A lost notification must not cost anyone their Pro: payments still pending after a while are fetched from
 * the provider and go through the same path as a notification. Payments whose creation was never answered
 * are first sent again under their own idempotence key (the provider answers with the payment it made, if
 * any, so nothing is charged twice) and then fetched the same way; those whose key has lapsed are closed as
 * canceled, never sent again. Refunds still open are asked about the same way (docs/decisions/021): one never answered
 * is sent again under its key while the provider keeps it, a pending one is fetched. Under the lock an instance closes
 * the lapsed payments and claims a batch of each by touching it (a claimed one is not due again for a while), then
 * calls the provider outside the transaction.
 */
export async function reconcilePayments(db: Database, provider: PaymentProvider): Promise<PaymentOutcome[]> {
  const claimed = await withAdvisoryLock(db, ADVISORY_LOCK_KEYS.paymentReconciliation, async (tx) => {
    const lapsed = await tx
      .update(payments)
      .set({ status: "canceled" })
      .where(and(eq(payments.provider, provider.name), eq(payments.status, "created"), lt(payments.createdAt, minutesAgo(PAYMENTS.resendCreatedMaxAgeMs))))
      .returning({ id: payments.id });
    const due = await tx
      .select({ payment: payments, customerEmail: users.email })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(
        and(
          eq(payments.provider, provider.name),
          or(
            and(
              inArray(payments.status, WAITING),
              isNotNull(payments.providerPaymentId),
              lt(payments.updatedAt, minutesAgo(PAYMENTS.reconcileAfterMs)),
              gt(payments.createdAt, minutesAgo(PAYMENTS.reconcileMaxAgeMs)),
            ),
            // Those past the key's lifetime were closed just above.
            and(eq(payments.status, "created"), lt(payments.updatedAt, minutesAgo(PAYMENTS.resendCreatedAfterMs))),
          ),
        ),
      )
      .orderBy(asc(payments.updatedAt))
      .limit(PAYMENTS.reconcileBatchSize);
    if (due.length > 0)
      await tx
        .update(payments)
        .set({ updatedAt: sql`now()` })
        .where(
          inArray(
            payments.id,
            due.map((row) => row.payment.id),
          ),
        );
    const refunds = await tx
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(
        and(
          eq(payments.provider, provider.name),
          lt(paymentRefunds.updatedAt, minutesAgo(PAYMENTS.reconcileAfterMs)),
          // A refund never answered is sent again only while the provider keeps its key; a pending one is fetched for days.
          or(
            and(eq(paymentRefunds.status, "created"), gt(paymentRefunds.createdAt, minutesAgo(PAYMENTS.resendCreatedMaxAgeMs))),
            and(eq(paymentRefunds.status, "pending"), gt(paymentRefunds.createdAt, minutesAgo(PAYMENTS.reconcileMaxAgeMs))),
          ),
        ),
      )
      .orderBy(asc(paymentRefunds.updatedAt))
      .limit(PAYMENTS.reconcileBatchSize);
    if (refunds.length > 0)
      await tx
        .update(paymentRefunds)
        .set({ updatedAt: sql`now()` })
        .where(
          inArray(
            paymentRefunds.id,
            refunds.map((row) => row.id),
          ),
        );
    return { lapsed, due, refunds };
  });
  if (!claimed.acquired) return [];
  const { lapsed, due, refunds } = claimed.value;
  if (lapsed.length > 0)
    logger.warn({ paymentIds: lapsed.map((row) => row.id) }, "payments never created at the provider within their key's lifetime; closed as canceled");
  const outcomes = lapsed.map((): PaymentOutcome => "canceled");
  for (const { payment, customerEmail } of due) {
    try {
      const providerPaymentId =
        payment.status === "created" ? (await createProviderPayment(db, provider, payment, customerEmail)).providerPaymentId : payment.providerPaymentId;
      const remote = providerPaymentId ? await provider.getPayment(providerPaymentId) : null;
      outcomes.push(remote ? await applyProviderPayment(db, provider.name, remote) : "unknown");
    } catch (error) {
      logger.warn({ err: error, paymentId: payment.id }, "payment could not be reconciled; tried again later");
    }
  }
  for (const refund of refunds) {
    const result = await resumeRefund(db, provider, refund.id);
    if (!result.ok) logger.warn({ refundId: refund.id, refusal: result.refusal }, "refund could not be reconciled; tried again later");
  }
  return outcomes;
}
