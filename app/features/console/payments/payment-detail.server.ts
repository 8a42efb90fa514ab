import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import {
  paymentNotifications,
  paymentRefunds,
  payments,
  users,
  type PaymentRowPlan,
  type PaymentRowProvider,
  type PaymentStatus,
  type RefundStatus,
} from "~/adapters/db/schema";
import { refundWindowEnd } from "~/features/payments/index.server";

/** How many of a payment's notifications the page lists (newest first); a payment gets a handful. */
const NOTIFICATIONS_SHOWN = 100;

export interface PaymentDetail {
  id: string;
  provider: PaymentRowProvider;
  providerPaymentId: string | null;
  idempotenceKey: string;
  status: PaymentStatus;
  plan: PaymentRowPlan;
  amountKopecks: number;
  currency: string;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  grantDays: number | null;
  grantReason: string | null;
  user: { id: string; email: string; name: string; proExpiresAt: string | null };
  /** The end of the window in which a refund needs no reason; null when there is none (not paid, a grant). */
  refundWindowEnd: string | null;
  notifications: { id: number; receivedAt: string; event: string; objectId: string; objectStatus: string | null }[];
  refunds: {
    id: string;
    providerRefundId: string | null;
    idempotenceKey: string;
    status: RefundStatus;
    amountKopecks: number;
    currency: string;
    reason: string;
    outsideWindow: boolean;
    requestedBy: string;
    createdAt: string;
    succeededAt: string | null;
  }[];
}

/** One payment with its user, the notifications received about it and its refunds; null for an unknown id. */
export async function getPaymentDetail(db: Database, paymentId: string): Promise<PaymentDetail | null> {
  const [row] = await db
    .select({ payment: payments, email: users.email, name: users.name, proExpiresAt: users.proExpiresAt })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, paymentId));
  if (!row) return null;
  const [notifications, refunds] = await Promise.all([
    db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentId, paymentId))
      .orderBy(desc(paymentNotifications.id))
      .limit(NOTIFICATIONS_SHOWN),
    db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId)).orderBy(asc(paymentRefunds.createdAt)),
  ]);
  const { payment } = row;
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    id: payment.id,
    provider: payment.provider,
    providerPaymentId: payment.providerPaymentId,
    idempotenceKey: payment.idempotenceKey,
    status: payment.status,
    plan: payment.plan,
    amountKopecks: payment.amountKopecks,
    currency: payment.currency,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
    paidAt: iso(payment.paidAt),
    grantDays: payment.grantDays,
    grantReason: payment.grantReason,
    user: { id: payment.userId, email: row.email, name: row.name, proExpiresAt: iso(row.proExpiresAt) },
    refundWindowEnd: iso(refundWindowEnd(payment)),
    notifications: notifications.map((notification) => ({
      id: notification.id,
      receivedAt: notification.receivedAt.toISOString(),
      event: notification.event,
      objectId: notification.objectId,
      objectStatus: notification.objectStatus,
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      providerRefundId: refund.providerRefundId,
      idempotenceKey: refund.idempotenceKey,
      status: refund.status,
      amountKopecks: refund.amountKopecks,
      currency: refund.currency,
      reason: refund.reason,
      outsideWindow: refund.outsideWindow,
      requestedBy: refund.requestedByLabel,
      createdAt: refund.createdAt.toISOString(),
      succeededAt: iso(refund.succeededAt),
    })),
  };
}
