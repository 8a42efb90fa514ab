import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { payments, users, type PaymentRowPlan, type PaymentRowProvider, type PaymentStatus } from "~/adapters/db/schema";
import { keysetPage, type KeysetPage } from "~/server/keyset-cursor";
import type { PaymentsQuery } from "./payments-query";

interface PaymentListRow {
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

export type PaymentsPage = KeysetPage<PaymentListRow>;

/**
 * One page of payments, newest first by (created_at, id), by keyset: the next page starts below the last row of the
 * page before, so a page deep in 100 000 payments costs what the first does. Unfiltered it walks payment_created_id_idx,
 * by status or provider the index that starts with it.
 */
export async function listPayments(db: Database, query: PaymentsQuery): Promise<PaymentsPage> {
  const conditions: SQL[] = [];
  const { status, provider } = query.filters;
  if (status) conditions.push(eq(payments.status, status));
  if (provider) conditions.push(eq(payments.provider, provider));
  if (query.after) conditions.push(sql`(${payments.createdAt}, ${payments.id}) < (${query.after[0]}::timestamptz, ${query.after[1]})`);
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
      cursorAt: sql<string>`${payments.createdAt}::text`,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(...conditions))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(query.pageSize + 1);
  const page = keysetPage(found, query.pageSize, (row) => [row.cursorAt, row.id]);
  return {
    rows: page.rows.map(({ cursorAt: _cursor, ...row }) => ({ ...row, createdAt: row.createdAt.toISOString(), paidAt: row.paidAt?.toISOString() ?? null })),
    next: page.next,
  };
}
