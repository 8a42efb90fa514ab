import { and, eq, gt, isNotNull, or, sql } from "drizzle-orm";
import { serializeCookie } from "better-call";
import { runAuthOnTransaction } from "~/adapters/auth/create-auth.server";
import { signedSessionToken } from "~/adapters/auth/session-cookie.server";
import type { Transaction } from "~/adapters/db/advisory-lock.server";
import type { Database } from "~/adapters/db/client.server";
import { sessions, users } from "~/adapters/db/schema";
import type { UserRole } from "~/config/constants";
import { recordAudit } from "~/server/audit-log.server";
import { isBannedNow } from "~/server/banned-users";
import { DONE, refuse, type Outcome } from "~/server/outcome";
import { isOwnDecision, OWN_DECISION, type Operator, type OwnDecisionRefusal } from "~/server/own-decisions";
import { announceSiteChange } from "~/server/site-changes";
import { getAuth } from "./auth.server";
import { setUserRole, StaleRoleError } from "./roles.server";

// An operator's decisions about an account (docs/decisions/020): roles, bans, sessions and impersonation, each with
// its audit row in the transaction of the change.

/**
 * Refusals of a valid decision (keys of `consoleUsersText.form.refusals`), and the console's refusal of any decision
 * about the operator's own account (its text `consoleText.ownDecision.refused`).
 */
type UserActionRefusal = "NOT_FOUND" | "STALE" | "ADMIN_TARGET" | "BANNED_TARGET" | "ALREADY_BANNED" | "NOT_BANNED" | "NO_SESSIONS" | OwnDecisionRefusal;

/** What a decision did: done (impersonation's with the cookies that make the admin act as the account), or refused. */
export type UserDecisionOutcome = Outcome<UserActionRefusal, { headers?: Headers }>;

const target = (userId: string) => ({ type: "user" as const, id: userId });

/** The account's sessions: its own, and those it acts as someone else in (an admin's impersonations, docs/decisions/020). */
const sessionsOf = (userId: string) => or(eq(sessions.userId, userId), eq(sessions.impersonatedBy, userId));

/** The account, locked for this transaction, so two decisions on it are taken one after the other. */
async function lockAccount(tx: Transaction, userId: string) {
  const [account] = await tx
    .select({ id: users.id, email: users.email, role: users.role, isBanned: sql<boolean>`${isBannedNow}` })
    .from(users)
    .where(eq(users.id, userId))
    .for("update")
    .limit(1);
  return account;
}

/**
 * A role change through the auth feature's `setUserRole` (its transaction writes the role and its audit row). An admin
 * cannot change their own role here (the console's rule for every decision about oneself; and one click must not lock
 * them out of it) — another admin or `npm run user:role` does it (docs/decisions/020). A role changed meanwhile is a
 * stale decision.
 */
export async function changeRole(
  db: Database,
  operator: Operator,
  userId: string,
  { role, expectedRole, reason }: { role: UserRole; expectedRole: UserRole; reason: string },
): Promise<UserDecisionOutcome> {
  if (isOwnDecision(operator, { account: userId })) return refuse(OWN_DECISION);
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!account) return refuse("NOT_FOUND");
  try {
    const change = await setUserRole(db, { email: account.email, role, expectedRole, actor: operator.actor, reason });
    return change.changed ? DONE : refuse("STALE");
  } catch (error) {
    if (error instanceof StaleRoleError) return refuse("STALE");
    throw error;
  }
}

/**
 * A ban with better-auth's admin plugin's own columns (banned, ban_reason, ban_expires: the plugin refuses the account a
 * new session, by e-mail or Google, until then), and every session of the account deleted, in one transaction with
 * the audit row. An admin is not banned (take the role first), nor oneself. The directory forgets the account at once.
 */
export async function banUser(
  db: Database,
  operator: Operator,
  userId: string,
  { reason, until }: { reason: string; until: string },
): Promise<UserDecisionOutcome> {
  if (isOwnDecision(operator, { account: userId })) return refuse(OWN_DECISION);
  const outcome = await db.transaction(async (tx): Promise<UserDecisionOutcome> => {
    const account = await lockAccount(tx, userId);
    if (!account) return refuse("NOT_FOUND");
    if (account.role === "admin") return refuse("ADMIN_TARGET");
    if (account.isBanned) return refuse("ALREADY_BANNED");
    const banExpires = until ? new Date(`${until}T00:00:00Z`) : null;
    await tx.update(users).set({ banned: true, banReason: reason, banExpires }).where(eq(users.id, userId));
    const ended = await tx.delete(sessions).where(sessionsOf(userId)).returning({ id: sessions.id });
    await recordAudit(tx, {
      actor: operator.actor,
      action: "user.ban",
      target: target(userId),
      before: { banned: false },
      after: { banned: true, banExpires: banExpires?.toISOString() ?? null, sessionsEnded: ended.length },
      reason,
    });
    return DONE;
  });
  if (outcome.ok) await announceSiteChange("directory");
  return outcome;
}

/** Lifts a ban in force (a ban past its end is already none: nothing to lift), with its audit row. */
export async function unbanUser(db: Database, operator: Operator, userId: string, { reason }: { reason: string }): Promise<UserDecisionOutcome> {
  if (isOwnDecision(operator, { account: userId })) return refuse(OWN_DECISION);
  const outcome = await db.transaction(async (tx): Promise<UserDecisionOutcome> => {
    const account = await lockAccount(tx, userId);
    if (!account) return refuse("NOT_FOUND");
    if (!account.isBanned) return refuse("NOT_BANNED");
    await tx.update(users).set({ banned: false, banReason: null, banExpires: null }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actor: operator.actor,
      action: "user.unban",
      target: target(userId),
      before: { banned: true },
      after: { banned: false },
      reason,
    });
    return DONE;
  });
  if (outcome.ok) await announceSiteChange("directory");
  return outcome;
}

/**
 * Ends every session of the account, an admin's impersonations included (its browsers are signed out on their next
 * request), with its audit row.
 */
export async function revokeSessions(db: Database, operator: Operator, userId: string, { reason }: { reason: string }): Promise<UserDecisionOutcome> {
  if (isOwnDecision(operator, { account: userId })) return refuse(OWN_DECISION);
  return db.transaction(async (tx): Promise<UserDecisionOutcome> => {
    const account = await lockAccount(tx, userId);
    if (!account) return refuse("NOT_FOUND");
    const ended = await tx.delete(sessions).where(sessionsOf(userId)).returning({ id: sessions.id });
    if (ended.length === 0) return refuse("NO_SESSIONS");
    await recordAudit(tx, {
      actor: operator.actor,
      action: "user.revoke_sessions",
      target: target(userId),
      before: { sessions: ended.length },
      after: { sessions: 0 },
      reason,
    });
    return DONE;
  });
}

/**
 * Starts acting as the account through better-auth's `impersonateUser` (a session with `impersonated_by` for
 * SESSION.impersonationSeconds; the admin's own session kept aside in its signed cookie), run on this transaction with
 * the audit row. Admins only (the section's role), never another admin (the plugin refuses it too), oneself or a banned
 * account. The answer's cookies make the admin's browser act as the account.
 */
export async function startImpersonation(
  db: Database,
  operator: Operator,
  request: Request,
  userId: string,
  { reason }: { reason: string },
): Promise<UserDecisionOutcome> {
  if (isOwnDecision(operator, { account: userId })) return refuse(OWN_DECISION);
  const auth = await getAuth();
  return db.transaction(async (tx): Promise<UserDecisionOutcome> => {
    const account = await lockAccount(tx, userId);
    if (!account) return refuse("NOT_FOUND");
    if (account.role === "admin") return refuse("ADMIN_TARGET");
    if (account.isBanned) return refuse("BANNED_TARGET");
    const started = await runAuthOnTransaction(auth, tx, () => auth.api.impersonateUser({ body: { userId }, headers: request.headers, returnHeaders: true }));
    await recordAudit(tx, {
      actor: operator.actor,
      action: "user.impersonate_start",
      target: target(userId),
      after: { sessionId: started.response.session.id, expiresAt: new Date(started.response.session.expiresAt).toISOString() },
      reason,
    });
    return { ok: true, headers: started.headers };
  });
}

/**
 * Ends this browser's impersonation of `userId`, with the audit row, on one transaction; null when it has none. With
 * the admin's own session live (kept aside in its signed `admin_session` cookie), better-auth's `stopImpersonating`
 * deletes the impersonation session and restores the admin's. Without it (ended, revoked, or its cookie gone) the plugin
 * refuses with an error: the impersonation session is deleted here and the browser's session cookies cleared, and the
 * admin signs in again (docs/decisions/020).
 */
export async function endImpersonation(db: Database, request: Request, userId: string): Promise<{ headers: Headers; isAdminRestored: boolean } | null> {
  const auth = await getAuth();
  const context = await auth.$context;
  const cookie = request.headers.get("cookie") ?? "";
  const token = signedSessionToken(cookie, context.authCookies.sessionToken.name, context.secret);
  const adminCookie = context.createAuthCookie("admin_session");
  // The plugin's value: the admin's session token, a colon, and its dont_remember value.
  const adminToken = signedSessionToken(cookie, adminCookie.name, context.secret)?.split(":")[0] ?? "";
  if (!token) return null;
  return db.transaction(async (tx) => {
    const [acting] = await tx
      .select({ id: sessions.id, adminId: sessions.impersonatedBy })
      .from(sessions)
      .where(and(eq(sessions.token, token), eq(sessions.userId, userId), isNotNull(sessions.impersonatedBy)))
      .for("update")
      .limit(1);
    if (!acting?.adminId) return null;
    const [admin] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, acting.adminId)).limit(1);
    if (!admin) return null;
    const [adminSession] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.token, adminToken), eq(sessions.userId, admin.id), gt(sessions.expiresAt, new Date())))
      .for("update")
      .limit(1);
    let headers = new Headers();
    if (adminSession) {
      headers = (await runAuthOnTransaction(auth, tx, () => auth.api.stopImpersonating({ headers: request.headers, returnHeaders: true }))).headers;
    } else {
      await tx.delete(sessions).where(eq(sessions.id, acting.id));
      for (const { name, attributes } of [context.authCookies.sessionToken, context.authCookies.dontRememberToken, adminCookie]) {
        headers.append("set-cookie", serializeCookie(name, "", { ...attributes, maxAge: 0 }));
      }
    }
    await recordAudit(tx, { actor: { kind: "user", id: admin.id, email: admin.email }, action: "user.impersonate_end", target: target(userId) });
    return { headers, isAdminRestored: Boolean(adminSession) };
  });
}
