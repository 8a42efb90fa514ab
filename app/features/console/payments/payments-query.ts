import { PAYMENT_STATUSES } from "~/config/constants";
import { z } from "~/config/zod";
import { timeAndId } from "~/server/keyset-cursor";
import { consoleListQuery } from "../console-list-query";

export const PAYMENT_PROVIDERS = ["yookassa", "sandbox", "manual"] as const;

/** The payments list's filters, from the URL: status and provider; newest first, by (created, id). */
export const parsePaymentsQuery = consoleListQuery(
  "payments",
  { status: z.enum(PAYMENT_STATUSES).nullable().catch(null), provider: z.enum(PAYMENT_PROVIDERS).nullable().catch(null) },
  timeAndId,
);

export type PaymentsQuery = ReturnType<typeof parsePaymentsQuery>;
