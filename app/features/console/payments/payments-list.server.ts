import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { payments, users, type PaymentRowPlan, type PaymentRowProvider, type PaymentStatus } from "~/adapters/db/schema";
import { PAYMENTS_PAGE_SIZE, type PaymentsQuery } from "./payments-query";

export interface PaymentListRow {
  id: string;
  status: PaymentStatus;
  provider: PaymentRowProvider;
  plan: PaymentRowPlan;
  amountKopecks: number;
  currency: string;
  userId: string;
  email: string;
  createdAt: string;
  paidAt: string | null;
}

export interface PaymentsPage {
  rows: PaymentListRow[];
  /** The id the next page starts after, or null on the last page. */
  next: string | null;
}

/**
 * One page of payments, newest first by (created_at, id), by keyset: the next page starts below the row named by
 * `after`, so a page deep in 100 000 payments costs what the first does. Unfiltered it walks payment_created_id_idx,
 * by status or provider the index that starts with it.
 */
export async function listPayments(db: Database, query: PaymentsQuery): Promise<PaymentsPage> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(payments.status, query.status));
  if (query.provider) conditions.push(eq(payments.provider, query.provider));
  if (query.after) conditions.push(sql`(${payments.createdAt}, ${payments.id}) < (select p.created_at, p.id from payment p where p.id = ${query.after})`);
  const found = await db
    .select({
      id: payments.id,
      status: payments.status,
      provider: payments.provider,
      plan: payments.plan,
      amountKopecks: payments.amountKopecks,
      currency: payments.currency,
      userId: payments.userId,
      email: users.email,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(...conditions))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(PAYMENTS_PAGE_SIZE + 1);
  const rows = found.slice(0, PAYMENTS_PAGE_SIZE).map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), paidAt: row.paidAt?.toISOString() ?? null }));
  return { rows, next: found.length > PAYMENTS_PAGE_SIZE ? (rows.at(-1)?.id ?? null) : null };
}
