import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { payments } from "~/adapters/db/schema";
import type { PaymentHistoryItem } from "./payment";

/** How many of the user's payments the cabinet lists, newest first. */
const HISTORY_SHOWN = 20;

/** The user's paid, refunded and granted payments for the cabinet (issue 16), newest first. */
export async function listUserPayments(db: Database, userId: string): Promise<PaymentHistoryItem[]> {
  const rows = await db
    .select({
      id: payments.id,
      plan: payments.plan,
      status: payments.status,
      amountKopecks: payments.amountKopecks,
      currency: payments.currency,
      paidAt: payments.paidAt,
      grantDays: payments.grantDays,
    })
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.status, ["succeeded", "refunded"]), isNotNull(payments.paidAt)))
    .orderBy(desc(payments.paidAt))
    .limit(HISTORY_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    plan: row.plan,
    status: row.plan === "manual" ? "granted" : row.status === "refunded" ? "refunded" : "succeeded",
    amountKopecks: row.amountKopecks,
    currency: row.currency,
    paidAt: row.paidAt?.toISOString() ?? "",
    grantDays: row.grantDays,
  }));
}
