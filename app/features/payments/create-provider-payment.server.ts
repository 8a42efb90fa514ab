import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { payments, type PaymentRow } from "~/adapters/db/schema";
import type { PaymentProvider } from "~/adapters/payments/provider-payment";
import { PAYMENTS } from "~/config/constants";
import { paidPlan } from "./paid-period";

/** The columns of our row that make up the request to the provider. */
export type PaymentRequestRow = Pick<PaymentRow, "id" | "userId" | "plan" | "amountKopecks" | "currency" | "returnUrl" | "idempotenceKey">;

/**
 * Asks the provider for the payment our row describes: always the same body under the row's idempotence key,
 * so a repeat (a retry, a second click, reconciliation) gets back the payment the first request made instead
 * of a second one. Records the provider's id and checkout address on the row; a created row becomes pending.
 */
export async function createProviderPayment(
  db: Database,
  provider: PaymentProvider,
  row: PaymentRequestRow,
  customerEmail: string,
): Promise<{ providerPaymentId: string; confirmationUrl: string }> {
  const remote = await provider.createPayment(
    {
      amountKopecks: row.amountKopecks,
      currency: row.currency,
      description: PAYMENTS.description[paidPlan(row.plan)],
      returnUrl: row.returnUrl,
      metadata: { payment_id: row.id, user_id: row.userId, plan: row.plan },
      customerEmail,
    },
    row.idempotenceKey,
  );
  const confirmationUrl = remote.confirmation?.confirmation_url;
  if (!confirmationUrl) throw new Error(`provider payment ${remote.id} has no confirmation URL`);
  await db
    .update(payments)
    .set({ providerPaymentId: remote.id, confirmationUrl, status: sql`case when ${payments.status} = 'created' then 'pending' else ${payments.status} end` })
    .where(and(eq(payments.id, row.id), or(isNull(payments.providerPaymentId), eq(payments.providerPaymentId, remote.id))));
  return { providerPaymentId: remote.id, confirmationUrl };
}
