import { eq, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { sessions, users } from "~/adapters/db/schema";
import type { UserRole } from "~/config/constants";
import { recordAudit, type AuditActor } from "~/server/audit-log.server";

export class UnknownAccountError extends Error {
  constructor(email: string) {
    super(`no account has the e-mail ${email}`);
  }
}

/** The account's role is no longer the one the decision was made on (the console's page was out of date). */
export class StaleRoleError extends Error {
  readonly current: UserRole;
  constructor(current: UserRole) {
    super(`the account's role is now ${current}`);
    this.current = current;
  }
}

export interface RoleChange {
  userId: string;
  email: string;
  before: UserRole;
  after: UserRole;
  /** False when the account already had the role: nothing was written. */
  changed: boolean;
}

/**
 * Gives the account with this e-mail (any letter case) the role, in one transaction with its audit row; the
 * row is locked first, so two changes at once are applied and recorded one after the other. The role is read
 * from the account on every request, so it takes effect at once; an admin's impersonations end in the same transaction.
 */
export async function setUserRole(
  db: Database,
  {
    email,
    role,
    actor,
    reason = "",
    expectedRole,
  }: {
    email: string;
    role: UserRole;
    actor: AuditActor;
    reason?: string;
    /** Refuse (StaleRoleError) unless the account has this role now. */ expectedRole?: UserRole;
  },
): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
      .for("update")
      .limit(1);
    if (!account) throw new UnknownAccountError(email);
    if (expectedRole && account.role !== expectedRole) throw new StaleRoleError(account.role);
    const change = { userId: account.id, email: account.email, before: account.role, after: role, changed: account.role !== role };
    if (!change.changed) return change;
    await tx.update(users).set({ role }).where(eq(users.id, account.id));
    // An admin no longer: the impersonations they started end with the role (docs/decisions/020).
    const ended = account.role === "admin" ? await tx.delete(sessions).where(eq(sessions.impersonatedBy, account.id)).returning({ id: sessions.id }) : [];
    await recordAudit(tx, {
      actor,
      action: "user.role",
      target: { type: "user", id: account.id },
      before: { role: account.role },
      after: { role, ...(ended.length > 0 && { impersonationsEnded: ended.length }) },
      reason,
    });
    return change;
  });
}

/**
 * ADMIN_EMAILS: an account whose e-mail is listed becomes an admin once its address is confirmed — at sign-in, at the
 * confirmation, whichever comes last (recorded once, when the role changes; the audit row says the address was
 * confirmed). An unconfirmed account with a listed address gets nothing: anyone can type an address (issue 24 N1).
 * Taking an address off the list takes nothing away: `npm run user:role` does that.
 */
export async function grantListedAdminRole(db: Database, userId: string, adminEmails: readonly string[]): Promise<void> {
  if (adminEmails.length === 0) return;
  const [account] = await db
    .select({ email: users.email, role: users.role, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account?.emailVerified || account.role === "admin" || !adminEmails.includes(account.email.toLowerCase())) return;
  await setUserRole(db, {
    email: account.email,
    role: "admin",
    actor: { kind: "system", label: "ADMIN_EMAILS" },
    reason: "ADMIN_EMAILS, address confirmed",
  });
}
