import type { Database } from "~/adapters/db/client.server";
import { logger } from "~/adapters/logger.server";
import type { PaymentProvider } from "~/adapters/payments/provider-payment";
import { reconcilePayments } from "./reconcile-payments.server";

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<unknown> | undefined;

/** Reconciles pending payments every PAYMENT_RECONCILE_SECONDS (ARCHITECTURE "scheduler"), never two rounds at once. */
export function startPaymentReconciliation(db: Database, provider: PaymentProvider, intervalSeconds: number): void {
  if (timer) clearInterval(timer);
  timer = setInterval(() => {
    running ??= reconcilePayments(db, provider)
      .catch((error: unknown) => logger.error({ err: error }, "payment reconciliation failed"))
      .finally(() => {
        running = undefined;
      });
  }, intervalSeconds * 1000);
  // The schedule alone must never keep the process alive (tests, graceful shutdown).
  timer.unref();
}

/** Stops the schedule; resolves once a round that is under way has finished. */
export async function stopPaymentReconciliation(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  await running;
}
