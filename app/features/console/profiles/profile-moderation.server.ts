import { and, asc, count, eq, gt, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Transaction } from "~/adapters/db/advisory-lock.server";
import type { Database } from "~/adapters/db/client.server";
import { specialistProfiles, users } from "~/adapters/db/schema";
import { enqueueMail } from "~/adapters/mail/mail-queue.server";
import type { AccountType } from "~/config/constants";
import { readProfileContent } from "~/features/specialists/index.server";
import { recordAudit } from "~/server/audit-log.server";
import { mayBeListed, mayBeListedRow } from "~/server/listed-specialists";
import { keysetPage, type KeysetPage } from "~/server/keyset-cursor";
import { isOwnDecision, OWN_DECISION } from "~/server/own-decisions";
import { announceSiteChange } from "~/server/site-changes";
import type { ConsoleOperator } from "../console-access.server";
import { profileChanges, type ProfileChanges, type ProfileSnapshot } from "./profile-changes";
import { profileHiddenMail } from "./profile-hidden-mail";
import type { ProfileQueueQuery, ProfileRefusal } from "./profile-moderation.schema";

const unapproved: SQL = sql`${specialistProfiles.approvedVersion} is distinct from ${specialistProfiles.contentVersion}`;
const hiddenAndEdited = and(isNotNull(specialistProfiles.hiddenAt), gt(specialistProfiles.contentVersion, specialistProfiles.hiddenVersion));

/**
 * The queue (docs/decisions/019): listed profiles new or changed since their last approval, and hidden profiles
 * edited since they were hidden. The page walks the partial index specialist_profile_unapproved_idx (exactly the
 * profiles whose approved version is not their current one) in its order and checks each row's listing on the joined
 * rows, stopping at a page: its cost follows how many unapproved profiles it passes, not the whole listed set.
 */
const inQueue: SQL = and(unapproved, or(and(isNull(specialistProfiles.hiddenAt), mayBeListedRow), hiddenAndEdited)) as SQL;

export interface QueueEntry {
  userId: string;
  name: string;
  email: string;
  version: number;
  changedAt: string;
  /** new: never approved; changed: edited since approval; hidden: hidden, and edited since. */
  state: "new" | "changed" | "hidden";
}

export type QueuePage = KeysetPage<QueueEntry>;

/** One page of the queue, oldest change first, by keyset on (change time, id). */
export async function listProfileQueue(db: Database, query: ProfileQueueQuery): Promise<QueuePage> {
  const found = await db
    .select({
      userId: specialistProfiles.userId,
      name: sql<string>`btrim(concat_ws(' ', nullif(btrim(${specialistProfiles.name}), ''), nullif(btrim(${specialistProfiles.surname}), '')))`,
      accountName: users.name,
      email: users.email,
      version: specialistProfiles.contentVersion,
      changedAt: specialistProfiles.contentChangedAt,
      cursorAt: sql<string>`${specialistProfiles.contentChangedAt}::text`,
      approvedVersion: specialistProfiles.approvedVersion,
      hiddenAt: specialistProfiles.hiddenAt,
    })
    .from(specialistProfiles)
    .innerJoin(users, eq(users.id, specialistProfiles.userId))
    .where(
      and(
        inQueue,
        query.after
          ? sql`(${specialistProfiles.contentChangedAt}, ${specialistProfiles.userId}) > (${query.after[0]}::timestamptz, ${query.after[1]})`
          : undefined,
      ),
    )
    .orderBy(asc(specialistProfiles.contentChangedAt), asc(specialistProfiles.userId))
    .limit(query.pageSize + 1);
  const page = keysetPage(found, query.pageSize, (row) => [row.cursorAt, row.userId]);
  return {
    rows: page.rows.map((row) => ({
      userId: row.userId,
      name: row.name || row.accountName,
      email: row.email,
      version: row.version,
      changedAt: row.changedAt.toISOString(),
      state: row.hiddenAt ? "hidden" : row.approvedVersion === null ? "new" : "changed",
    })),
    next: page.next,
  };
}

/**
 * How many profiles wait in the queue (the console's overview): a count cannot stop early, so it starts from the
 * listed set (index-backed, `mayBeListed`) rather than walking every unapproved profile, plus the hidden ones edited
 * since (their own partial index).
 */
export async function countProfileQueue(db: Database): Promise<number> {
  const [[listed], [hidden]] = await Promise.all([
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
      .where(and(mayBeListed, isNull(specialistProfiles.hiddenAt), unapproved)),
    db.select({ total: count() }).from(specialistProfiles).where(hiddenAndEdited),
  ]);
  return (listed?.total ?? 0) + (hidden?.total ?? 0);
}

export interface ProfileModeration {
  userId: string;
  email: string;
  accountName: string;
  accountType: AccountType;
  hasActivePro: boolean;
  /** Listed by the spec's rule (a hidden profile still counts: hiding is what keeps it out). */
  eligible: boolean;
  version: number;
  changedAt: string;
  approved: { version: number; at: string } | null;
  hidden: { reason: string; at: string; version: number } | null;
  /** Whether it waits in the queue. */
  waiting: boolean;
  current: ProfileSnapshot;
  changes: ProfileChanges;
}

/** Everything the profile's moderation page shows, or null when the account has no profile. */
export async function getProfileModeration(db: Database, userId: string): Promise<ProfileModeration | null> {
  const [[row], current] = await Promise.all([
    db
      .select({
        profile: specialistProfiles,
        email: users.email,
        accountName: users.name,
        proExpiresAt: users.proExpiresAt,
        eligible: sql<boolean>`${mayBeListed}`,
        waiting: sql<boolean>`${inQueue}`,
      })
      .from(specialistProfiles)
      .innerJoin(users, eq(users.id, specialistProfiles.userId))
      .where(eq(specialistProfiles.userId, userId))
      .limit(1),
    readProfileContent(db, userId),
  ]);
  if (!row || !current) return null;
  const { profile } = row;
  return {
    userId,
    email: row.email,
    accountName: row.accountName,
    accountType: profile.accountType,
    hasActivePro: row.proExpiresAt !== null && row.proExpiresAt > new Date(),
    eligible: Boolean(row.eligible),
    version: profile.contentVersion,
    changedAt: profile.contentChangedAt.toISOString(),
    approved: profile.approvedVersion !== null && profile.approvedAt ? { version: profile.approvedVersion, at: profile.approvedAt.toISOString() } : null,
    hidden:
      profile.hiddenAt && profile.hiddenVersion !== null
        ? { reason: profile.hiddenReason, at: profile.hiddenAt.toISOString(), version: profile.hiddenVersion }
        : null,
    waiting: Boolean(row.waiting),
    current,
    changes: profileChanges(profile.approvedSnapshot as ProfileSnapshot | null, current),
  };
}

export type DecisionResult = { ok: true } | { ok: false; refusal: ProfileRefusal };

const refuse = (refusal: ProfileRefusal) => ({ ok: false as const, refusal });

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
export async function approveProfile(db: Database, operator: ConsoleOperator, userId: string, seen: number): Promise<DecisionResult> {
  if (isOwnDecision(operator, { account: userId })) return refuse(OWN_DECISION);
  const result = await db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);
    if (!profile) return refuse("notFound");
    if (profile.contentVersion !== seen) return refuse("stale");
    if (profile.approvedVersion === profile.contentVersion && profile.hiddenAt === null) return refuse("alreadyApproved");
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
    return { ok: true } as const;
  });
  if (result.ok) await announceSiteChange("directory");
  return result;
}

/**
 * Hides the profile (version `seen`) with the reason: out of the directory, its page 404 to others; the owner is told by
 * e-mail, enqueued with the decision (docs/decisions/034).
 */
export async function hideProfile(db: Database, operator: ConsoleOperator, userId: string, seen: number, reason: string): Promise<DecisionResult> {
  if (isOwnDecision(operator, { account: userId })) return refuse(OWN_DECISION);
  const result = await db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);
    if (!profile) return refuse("notFound");
    if (profile.hiddenAt !== null) return refuse("alreadyHidden");
    if (profile.contentVersion !== seen) return refuse("stale");
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
    return { ok: true } as const;
  });
  if (result.ok) await announceSiteChange("directory");
  return result;
}

/**
 * Shows a hidden profile again without approving it (version `seen`): it is listed, and waits in the queue if it
 * changed since its approval.
 */
export async function unhideProfile(db: Database, operator: ConsoleOperator, userId: string, seen: number): Promise<DecisionResult> {
  if (isOwnDecision(operator, { account: userId })) return refuse(OWN_DECISION);
  const result = await db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);
    if (!profile) return refuse("notFound");
    if (profile.hiddenAt === null) return refuse("notHidden");
    if (profile.contentVersion !== seen) return refuse("stale");
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
    return { ok: true } as const;
  });
  if (result.ok) await announceSiteChange("directory");
  return result;
}

/** The PRO badge set by hand (partners): account type Pro is always listed and badged (spec 4), Basic follows Pro access. */
export async function setAccountType(
  db: Database,
  operator: ConsoleOperator,
  userId: string,
  accountType: AccountType,
  reason: string,
): Promise<DecisionResult> {
  if (isOwnDecision(operator, { account: userId })) return refuse(OWN_DECISION);
  const result = await db.transaction(async (tx) => {
    const profile = await lockProfile(tx, userId);
    if (!profile) return refuse("notFound");
    if (profile.accountType === accountType) return refuse("sameAccountType");
    await tx.update(specialistProfiles).set({ accountType }).where(eq(specialistProfiles.userId, userId));
    await recordAudit(tx, {
      actor: operator.actor,
      action: "profile.account_type",
      target: { type: "profile", id: userId },
      before: { accountType: profile.accountType },
      after: { accountType },
      reason,
    });
    return { ok: true } as const;
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
