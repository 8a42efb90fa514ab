import { and, asc, count, eq, gt, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { specialistProfiles, users } from "~/adapters/db/schema";
import type { AccountType } from "~/config/constants";
import { readProfileContent } from "~/features/specialists/index.server";
import { mayBeListed, mayBeListedRow } from "~/server/listed-specialists";
import { keysetPage, type KeysetPage } from "~/server/keyset-cursor";
import { profileChanges, type ProfileChanges, type ProfileSnapshot } from "./profile-changes";
import type { ProfileQueueQuery } from "./profile-moderation.schema";

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
