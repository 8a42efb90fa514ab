import { and, desc, eq, lt, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { auditLog } from "~/adapters/db/schema";
import { keysetPage, type KeysetPage } from "~/server/keyset-cursor";
import type { AuditQuery } from "./audit-log-query";

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

export type AuditPage = KeysetPage<AuditRow>;

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
  const { actor, target, action } = query.filters;
  if (actor) conditions.push(eq(sql`lower(${auditLog.actorLabel})`, actor.toLowerCase()));
  if (target) conditions.push(eq(auditLog.targetId, target));
  if (action) conditions.push(eq(auditLog.action, action));
  if (query.after) conditions.push(lt(auditLog.id, query.after[0]));
  const found = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(query.pageSize + 1);
  const page = keysetPage(found, query.pageSize, (row) => [row.id]);
  const rows = page.rows.map((row) => ({
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
  return { rows, next: page.next };
}
