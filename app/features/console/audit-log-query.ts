import { z } from "~/config/zod";
import { serialId } from "~/server/keyset-cursor";
import { consoleListQuery } from "./console-list-query";

/**
 * The audit log's filters, from the URL: who (an operator's e-mail, or ADMIN_EMAILS / cli), the target's id, the
 * action; its position is the row's number (newest first).
 */
export const parseAuditQuery = consoleListQuery(
  "audit",
  {
    actor: z.string().trim().max(320).catch(""),
    target: z.string().trim().max(200).catch(""),
    action: z
      .string()
      .trim()
      .regex(/^[a-z]+\.[a-z_-]+$/)
      .max(64)
      .or(z.literal(""))
      .catch(""),
  },
  serialId,
);

export type AuditQuery = ReturnType<typeof parseAuditQuery>;
