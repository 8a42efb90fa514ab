import { sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { DATE_UTC_OFFSET_HOURS } from "~/config/constants";

/** The overview's chart covers this many days, today included. */
export const CHART_DAYS = 30;

export interface PaymentsDay {
  /** The day at UTC+3, as YYYY-MM-DD. */
  date: string;
  count: number;
  grossKopecks: number;
  refundedKopecks: number;
  /** Revenue net of refunds: what was paid that day less what was refunded that day. */
  netKopecks: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const offset = sql.raw(`interval '${DATE_UTC_OFFSET_HOURS} hours'`);

/**
 * Payments and revenue per day for the last 30 days (at the site's UTC+3), net of refunds: payments by the day they
 * were paid (manual grants cost nothing and are not payments), refunds by the day they succeeded. Two indexed
 * range aggregates (payment_paid_at_idx, payment_refund_succeeded_at_idx); days without any are zeros.
 */
export async function getPaymentsPerDay(db: Database, now = new Date()): Promise<PaymentsDay[]> {
  const today = new Date(now.getTime() + DATE_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
  const firstDay = new Date(Date.parse(today) - (CHART_DAYS - 1) * DAY_MS);
  const since = new Date(firstDay.getTime() - DATE_UTC_OFFSET_HOURS * 3_600_000);
  const [paid, refunded] = await Promise.all([
    db.execute(sql`
      select to_char(paid_at + ${offset}, 'YYYY-MM-DD') as day, count(*)::int as count, coalesce(sum(amount_kopecks), 0)::bigint as total
      from payment where paid_at >= ${since} and provider <> 'manual' group by 1`),
    db.execute(sql`
      select to_char(succeeded_at + ${offset}, 'YYYY-MM-DD') as day, coalesce(sum(amount_kopecks), 0)::bigint as total
      from payment_refund where succeeded_at >= ${since} group by 1`),
  ]);
  const paidBy = new Map(paid.rows.map((row) => [String(row.day), { count: Number(row.count), total: Number(row.total) }]));
  const refundedBy = new Map(refunded.rows.map((row) => [String(row.day), Number(row.total)]));
  return Array.from({ length: CHART_DAYS }, (_, index) => {
    const date = new Date(firstDay.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    const gross = paidBy.get(date)?.total ?? 0;
    const refund = refundedBy.get(date) ?? 0;
    return { date, count: paidBy.get(date)?.count ?? 0, grossKopecks: gross, refundedKopecks: refund, netKopecks: gross - refund };
  });
}
