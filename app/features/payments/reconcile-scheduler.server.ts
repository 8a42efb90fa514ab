import type { Database } from "~/adapters/db/client.server";
import type { PaymentProvider } from "~/adapters/payments/provider-payment";
import { startSchedule, type Schedule } from "~/server/schedule";
import { reconcilePayments } from "./reconcile-payments.server";

let schedule: Schedule | undefined;

/** Reconciles pending payments every PAYMENT_RECONCILE_SECONDS (app/server/schedule.ts). */
export function startPaymentReconciliation(db: Database, provider: PaymentProvider, intervalSeconds: number): void {
  void schedule?.stop();
  schedule = startSchedule("payment reconciliation", intervalSeconds * 1000, () => reconcilePayments(db, provider));
}

/** Stops the schedule; resolves once a round that is under way has finished. */
export async function stopPaymentReconciliation(): Promise<void> {
  const stopping = schedule;
  schedule = undefined;
  await stopping?.stop();
}
