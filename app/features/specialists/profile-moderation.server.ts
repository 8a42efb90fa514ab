import { eq, sql } from "drizzle-orm";
import type { Transaction } from "~/adapters/db/advisory-lock.server";
import type { Database } from "~/adapters/db/client.server";
import { specialistProfiles, users } from "~/adapters/db/schema";
import { enqueueMail } from "~/adapters/mail/mail-queue.server";
import type { AccountType } from "~/config/constants";
import { recordAudit } from "~/server/audit-log.server";
import { DONE, refuse, type Outcome } from "~/server/outcome";
import { isOwnDecision, OWN_DECISION, type Operator, type OwnDecisionRefusal } from "~/server/own-decisions";
import { announceSiteChange } from "~/server/site-changes";
import { readProfileContent } from "./profile.server";
import { profileHiddenMail } from "./profile-hidden-mail";

// An operator's decisions about a profile (docs/decisions/019): each one transaction with its audit row, refused —
// nothing written — when the profile is gone, the operator's own, or changed since the operator saw it.

/** Refusals of a valid decision (keys of the console-profiles dictionary's `refusals`). */
type ProfileRefusal = "NOT_FOUND" | "STALE" | "ALREADY_APPROVED" | "ALREADY_HIDDEN" | "NOT_HIDDEN" | "SAME_ACCOUNT_TYPE" | OwnDecisionRefusal;

type DecisionResult = Outcome<ProfileRefusal>;

/** The profile row, locked for the decision: an editor's write waits for it (the version triggers update this row). */
async function lockProfile(tx: Transaction, userId: string) {
  const [profile] = await tx.select().from(specialistProfiles).where(eq(specialistProfiles.userId, userId)).for("update").limit(1);
  return profile;
}

/**
 * Approves the profile as the operator saw it (version `seen`): records the version and a snapshot of its content,
 * and shows it again if it was hidden. Refused when it changed since (the operator reviews again) or is already
 * approved as it is.
 */
export async function approveProfile(db: Database, operator: Operator, userId: string, seen: number): Promise<DecisionResult> {
  if (isOwnDecision(operator, { account: userId })) return refuse(OWN_DECISION);
  const result = await db.transaction(async (tx): Promise<DecisionResult> => {
    const profile = await lockProfile(tx, userId);
    if (!profile) return refuse("NOT_FOUND");
    if (profile.contentVersion !== seen) return refuse("STALE");
    if (profile.approvedVersion === profile.contentVersion && profile.hiddenAt === null) return refuse("ALREADY_APPROVED");
    const snapshot = await readProfileContent(tx, userId);
    await tx
      .update(specialistProfiles)
      .set({
        approvedVersion: profile.contentVersion,
        approvedSnapshot: snapshot,
        approvedAt: new Date(),
        approvedBy: operator.id,
        hiddenAt: null,
        hiddenReason: "",
        hiddenBy: null,
        hiddenVersion: null,
        // A decision is not an edit: the page's last change (sitemap, JSON-LD) stays the owner's.
        updatedAt: profile.updatedAt,
      })
      .where(eq(specialistProfiles.userId, userId));
    await recordAudit(tx, {
      actor: operator.actor,
      action: "profile.approve",
      target: { type: "profile", id: userId },
      before: { approvedVersion: profile.approvedVersion, hidden: profile.hiddenAt !== null },
      after: { approvedVersion: profile.contentVersion, hidden: false },
    });
    return DONE;
  });
  if (result.ok) await announceSiteChange("directory");
  return result;
}

/**
 * Hides the profile (version `seen`) with the reason: out of the directory, its page 404 to others; the owner is told by
 * e-mail, enqueued with the decision (docs/decisions/034).
 */
export async function hideProfile(db: Database, operator: Operator, userId: string, seen: number, reason: string): Promise<DecisionResult> {
  if (isOwnDecision(operator, { account: userId })) return refuse(OWN_DECISION);
  const result = await db.transaction(async (tx): Promise<DecisionResult> => {
    const profile = await lockProfile(tx, userId);
    if (!profile) return refuse("NOT_FOUND");
    if (profile.hiddenAt !== null) return refuse("ALREADY_HIDDEN");
    if (profile.contentVersion !== seen) return refuse("STALE");
    await tx
      .update(specialistProfiles)
      .set({ hiddenAt: new Date(), hiddenReason: reason, hiddenBy: operator.id, hiddenVersion: profile.contentVersion, updatedAt: profile.updatedAt })
      .where(eq(specialistProfiles.userId, userId));
    await recordAudit(tx, {
      actor: operator.actor,
      action: "profile.hide",
      target: { type: "profile", id: userId },
      before: { hidden: false },
      after: { hidden: true, version: profile.contentVersion },
      reason,
    });
    const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    if (owner) await enqueueMail(tx, profileHiddenMail(owner.email, reason));
    return DONE;
  });
  if (result.ok) await announceSiteChange("directory");
  return result;
}

/**
 * Shows a hidden profile again without approving it (version `seen`): it is listed, and waits in the queue if it
 * changed since its approval.
 */
export async function unhideProfile(db: Database, operator: Operator, userId: string, seen: number): Promise<DecisionResult> {
  if (isOwnDecision(operator, { account: userId })) return refuse(OWN_DECISION);
  const result = await db.transaction(async (tx): Promise<DecisionResult> => {
    const profile = await lockProfile(tx, userId);
    if (!profile) return refuse("NOT_FOUND");
    if (profile.hiddenAt === null) return refuse("NOT_HIDDEN");
    if (profile.contentVersion !== seen) return refuse("STALE");
    await tx
      .update(specialistProfiles)
      .set({ hiddenAt: null, hiddenReason: "", hiddenBy: null, hiddenVersion: null, updatedAt: profile.updatedAt })
      .where(eq(specialistProfiles.userId, userId));
    await recordAudit(tx, {
      actor: operator.actor,
      action: "profile.unhide",
      target: { type: "profile", id: userId },
      before: { hidden: true, reason: profile.hiddenReason },
      after: { hidden: false },
    });
    return DONE;
  });
  if (result.ok) await announceSiteChange("directory");
  return result;
}

/** The PRO badge set by hand (partners): account type Pro is always listed and badged (spec 4), Basic follows Pro access. */
export async function setAccountType(db: Database, operator: Operator, userId: string, accountType: AccountType, reason: string): Promise<DecisionResult> {
  if (isOwnDecision(operator, { account: userId })) return refuse(OWN_DECISION);
  const result = await db.transaction(async (tx): Promise<DecisionResult> => {
    const profile = await lockProfile(tx, userId);
    if (!profile) return refuse("NOT_FOUND");
    if (profile.accountType === accountType) return refuse("SAME_ACCOUNT_TYPE");
    await tx.update(specialistProfiles).set({ accountType }).where(eq(specialistProfiles.userId, userId));
    await recordAudit(tx, {
      actor: operator.actor,
      action: "profile.account_type",
      target: { type: "profile", id: userId },
      before: { accountType: profile.accountType },
      after: { accountType },
      reason,
    });
    return DONE;
  });
  if (result.ok) await announceSiteChange("directory");
  return result;
}

/**
 * Marks a profile approved as it is now, without an operator: the try-out's demo profiles are seeded approved so the
 * directory looks as it will in use (no audit row: seeding is not an operator's decision). In the seeding transaction.
 */
export async function markSeededProfileApproved(tx: Transaction, userId: string): Promise<void> {
  const snapshot = await readProfileContent(tx, userId);
  await tx
    .update(specialistProfiles)
    .set({ approvedVersion: sql`${specialistProfiles.contentVersion}`, approvedSnapshot: snapshot, approvedAt: new Date() })
    .where(eq(specialistProfiles.userId, userId));
}
