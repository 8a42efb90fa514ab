import { and, desc, eq, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { auditLog } from "~/adapters/db/schema";
import { AUDIT_PAGE_SIZE, type AuditQuery } from "./audit-log-query";

export interface AuditRow {
  id: number;
  at: string;
  actorLabel: string;
  /** The account whose session the actor acted in (an admin's impersonation, docs/decisions/020), else null. */
  impersonating: { id: string; email: string } | null;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  reason: string;
}

export interface AuditPage {
  rows: AuditRow[];
  /** The id the next (older) page starts below, or null on the last page. */
  older: number | null;
}

/**
 * `recordAudit` writes an impersonation into the row's `after` (the log has no column for it): the page shows it by the
 * actor, and the change without it (none, when it was all `after` held).
 */
function splitImpersonation(after: unknown): Pick<AuditRow, "after" | "impersonating"> {
  if (!after || typeof after !== "object" || !("impersonating" in after)) return { after, impersonating: null };
  const { impersonating, ...rest } = after as { impersonating: { id: string; email: string } } & Record<string, unknown>;
  return { after: Object.keys(rest).length > 0 ? rest : null, impersonating };
}

/**
 * One page of the audit log, newest first (by id: rows are numbered as they are written), by keyset so a page deep in
 * a long log costs what the first does; each filter has its index. Actor matches the label (an operator's e-mail,
 * ADMIN_EMAILS, cli) in any case.
 */
export async function listAuditLog(db: Database, query: AuditQuery): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (query.actor) conditions.push(eq(sql`lower(${auditLog.actorLabel})`, query.actor.toLowerCase()));
  if (query.target) conditions.push(eq(auditLog.targetId, query.target));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.before !== null) conditions.push(lt(auditLog.id, query.before));
  const found = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const rows = found.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actorLabel: row.actorLabel,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    reason: row.reason,
    ...splitImpersonation(row.after),
  }));
  const last = rows.at(-1);
  return { rows, older: found.length > AUDIT_PAGE_SIZE && last ? last.id : null };
}
