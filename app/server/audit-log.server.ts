import type { Transaction } from "~/adapters/db/advisory-lock.server";
import { appendRow } from "~/adapters/db/append-only.server";
import type { Database } from "~/adapters/db/client.server";
import { auditLog } from "~/adapters/db/schema";

/**
 * An operator who acted. An admin acting as another account (impersonation, docs/decisions/020) is the one who acted:
 * `impersonating` names the account whose session they acted in.
 */
export interface OperatorActor {
  kind: "user";
  id: string;
  email: string;
  impersonating?: { id: string; email: string };
}

/**
 * Who acted: a signed-in operator, or the system (ADMIN_EMAILS, the command line, the try-out's demo content, the
 * payment provider's word on a refund) named by a label.
 */
export type AuditActor = OperatorActor | { kind: "system"; label: "ADMIN_EMAILS" | "cli" | "demo-content" | "payment-provider" };

export interface AuditEntry {
  actor: AuditActor;
  /** What was done, as `<object>.<verb>`: "user.role", "user.ban", "profile.hide", "payment.refund"… */
  action: string;
  target: { type: "user" | "profile" | "review" | "job" | "payment" | "import" | "submission"; id: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string;
}

/**
 * Appends one row to the audit log (docs/decisions/018), inside the transaction that makes the change, so a
 * change and its record are written together or not at all. The table refuses updates and deletes; its row's number and
 * time are the database's (appendRow: the app's role may not write them, docs/decisions/033).
 */
export async function recordAudit(tx: Transaction | Database, entry: AuditEntry): Promise<void> {
  // The log has no column for an impersonation: it goes with the row's `after`, and the console shows it by the actor.
  const impersonating = entry.actor.kind === "user" ? entry.actor.impersonating : undefined;
  await appendRow(tx, auditLog, {
    actorId: entry.actor.kind === "user" ? entry.actor.id : null,
    actorLabel: entry.actor.kind === "user" ? entry.actor.email : entry.actor.label,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    before: entry.before ?? null,
    after: impersonating ? { ...entry.after, impersonating } : (entry.after ?? null),
    reason: entry.reason ?? "",
  });
}
