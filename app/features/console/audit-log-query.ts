import { z } from "~/config/zod";

/** Rows per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * The audit log's filters and page, from the URL: who (an operator's e-mail, or ADMIN_EMAILS / cli), the target's
 * id, the action, and `before` — the page shows rows numbered below it. Anything malformed is dropped rather than
 * refused: a bad link shows the unfiltered log.
 */
const auditQuerySchema = z.object({
  actor: z.string().trim().max(320).catch(""),
  target: z.string().trim().max(200).catch(""),
  action: z
    .string()
    .trim()
    .regex(/^[a-z]+\.[a-z_-]+$/)
    .max(64)
    .or(z.literal(""))
    .catch(""),
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().catch(null),
});

export type AuditQuery = z.infer<typeof auditQuerySchema>;

export function parseAuditQuery(searchParams: URLSearchParams): AuditQuery {
  return auditQuerySchema.parse({
    actor: searchParams.get("actor") ?? "",
    target: searchParams.get("target") ?? "",
    action: searchParams.get("action") ?? "",
    before: searchParams.get("before"),
  });
}
