import type { Database } from "~/adapters/db/client.server";
import type { PaymentProvider } from "~/adapters/payments/provider-payment";
import { defineQueue } from "~/adapters/queue/queue.server";
import { startSchedule } from "~/server/schedule";
import { reconcilePayments } from "./reconcile-payments.server";

/** The reconciliation's rounds (a failed one is retried by the next). */
const PAYMENT_RECONCILIATION_QUEUE = defineQueue({ name: "payment-reconciliation", options: { retryLimit: 0 } });

/** Reconciles pending payments every PAYMENT_RECONCILE_SECONDS, on the job queue (app/server/schedule.ts). */
export async function startPaymentReconciliation(db: Database, provider: PaymentProvider, intervalSeconds: number): Promise<void> {
  await startSchedule({
    queue: PAYMENT_RECONCILIATION_QUEUE,
    job: "payment reconciliation",
    intervalSeconds,
    round: () => reconcilePayments(db, provider),
  });
}
