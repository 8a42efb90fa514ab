import { PAYMENT_STATUSES } from "~/config/constants";
import { z } from "~/config/zod";

/** Rows per page of the payments list. */
export const PAYMENTS_PAGE_SIZE = 50;

export const PAYMENT_PROVIDERS = ["yookassa", "sandbox", "manual"] as const;

/**
 * The payments list's filters and page, from the URL: status, provider, and `after` — the id of the last row of the
 * page before (keyset: the next page starts below that row). Anything malformed is dropped: a bad link shows the whole list.
 */
const paymentsQuerySchema = z.object({
  status: z.enum(PAYMENT_STATUSES).nullable().catch(null),
  provider: z.enum(PAYMENT_PROVIDERS).nullable().catch(null),
  after: z.string().trim().min(1).max(100).nullable().catch(null),
});

export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;

export function parsePaymentsQuery(searchParams: URLSearchParams): PaymentsQuery {
  return paymentsQuerySchema.parse({
    status: searchParams.get("status") || null,
    provider: searchParams.get("provider") || null,
    after: searchParams.get("after") || null,
  });
}
