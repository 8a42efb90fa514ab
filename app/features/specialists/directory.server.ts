import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { escapeLike } from "~/adapters/db/escape-like";
import { specialistProfiles, users } from "~/adapters/db/schema";
import { SharedReads } from "~/server/shared-reads";
import { onSiteChange } from "~/server/site-changes";
import { getStorage } from "~/adapters/storage/storage.server";
import { getAuditions } from "~/features/audio/index.server";
import { findReviewStats } from "~/features/reviews/index.server";
import { isListed } from "~/server/listed-specialists";
import { seededOrder } from "./seeded-order";
import { RENDER_CACHE, SPECIALISTS_PAGE_SIZE, type AccountType, type Specialization } from "~/config/constants";
import type { SpecialistCard, SpecialistFilters } from "./specialist";

/**
 * The card's columns. A listed specialist always has a profile with a name (`isPublishable`, docs/decisions/032: the
 * spec's synthesized entries without a profile are not listed), so the card reads the profile as it is.
 */
const cardColumns = {
  id: users.id,
  name: sql<string>`${specialistProfiles.name}`,
  surname: sql<string>`${specialistProfiles.surname}`,
  photoUrl: sql<string>`${specialistProfiles.photoUrl}`,
  accountType: sql<AccountType>`${specialistProfiles.accountType}`,
  isPro: sql<boolean>`(${specialistProfiles.accountType} = 'Pro' or coalesce(${users.proExpiresAt} > now(), false))`,
  specializations: sql<Specialization[]>`${specialistProfiles.specializations}`,
  workExperience: sql<string>`${specialistProfiles.workExperience}`,
  location: sql<string>`${specialistProfiles.location}`,
  audioUrl: sql<string>`${specialistProfiles.audioUrl}`,
};

function matching(filters: SpecialistFilters): SQL | undefined {
  const q = filters.q.trim().toLowerCase();
  return and(
    isListed,
    q ? sql`lower(concat_ws(' ', ${cardColumns.name}, ${cardColumns.surname}, ${cardColumns.name})) like ${`%${escapeLike(q)}%`}` : undefined,
    filters.specializations.length > 0 ? sql`${specialistProfiles.specializations} && ${sql.param(filters.specializations)}::text[]` : undefined,
    filters.location ? eq(specialistProfiles.location, filters.location) : undefined,
  );
}

export interface DirectoryPage {
  specialists: SpecialistCard[];
  /** How many match the filters (the found count). */
  total: number;
  hasMore: boolean;
}

/** Ids of the listed specialists matching the filters, in id order. */
export async function findMatchingSpecialistIds(db: Database, filters: SpecialistFilters): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
    .where(matching(filters))
    .orderBy(users.id);
  return rows.map((row) => row.id);
}

const matchingIds = new SharedReads<string[]>({ ttlMs: RENDER_CACHE.ttlMs, maxEntries: 200 });

/**
 * findMatchingSpecialistIds, shared by every visitor for the render cache's 5 s: a signed-in directory
 * page read and hashed every listed row for its shuffle (~20 ms of database time at 2 000 listed). A
 * change to a listing on this instance forgets it at once (forgetDirectoryReads).
 */
export function getMatchingSpecialistIds(db: Database, filters: SpecialistFilters): Promise<string[]> {
  return matchingIds.get(JSON.stringify(filters), () => findMatchingSpecialistIds(db, filters));
}

interface FindOptions {
  seed: string;
  pages: number;
  /** Where the matching ids come from: a fresh read unless the caller shares one. */
  matchingIds?: typeof findMatchingSpecialistIds;
}

/**
 * Listed specialists matching the filters, shuffled (spec 2: "randomly shuffled on each load") in the
 * order `seed` gives (seeded-order.ts), so "show more" continues the same order. The cards are read
 * for the page's ids only, and must still match: one who left the list since the ids were read is
 * left out.
 */
export async function findSpecialists(
  db: Database,
  filters: SpecialistFilters,
  { seed, pages, matchingIds = findMatchingSpecialistIds }: FindOptions,
): Promise<DirectoryPage> {
  const ids = await matchingIds(db, filters);
  const picked = seededOrder(ids, seed).slice(0, SPECIALISTS_PAGE_SIZE * pages);
  if (picked.length === 0) return { specialists: [], total: 0, hasMore: false };
  const [rows, stats] = await Promise.all([
    db
      .select(cardColumns)
      .from(users)
      .innerJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
      .where(and(inArray(users.id, picked), matching(filters))),
    findReviewStats(db, picked),
  ]);
  const cards = new Map(rows.map((row) => [row.id, row]));
  const demos = await getAuditions(
    db,
    getStorage(),
    rows.map((row) => row.audioUrl),
  );
  return {
    specialists: picked.flatMap((id) => {
      const card = cards.get(id);
      if (!card) return [];
      const { audioUrl, ...shown } = card;
      const { averageRating, totalReviews } = stats.get(id) ?? { averageRating: null, totalReviews: 0 };
      return [{ ...shown, reviews: { averageRating, totalReviews }, demo: demos.get(audioUrl) ?? null }];
    }),
    total: ids.length,
    hasMore: ids.length > picked.length,
  };
}

/** Locations of listed specialists, non-empty and sorted, for the location select. */
export async function findSpecialistLocations(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ location: specialistProfiles.location })
    .from(users)
    .innerJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
    .where(and(isListed, sql`btrim(${specialistProfiles.location}) <> ''`));
  return rows.map((row) => row.location).sort((a, b) => a.localeCompare(b, "ru"));
}

const locations = new SharedReads<string[]>({ ttlMs: 30_000, maxEntries: 1 });

/**
 * findSpecialistLocations, read at most every 30 s for all visitors: it scans every listed profile
 * (11–22 ms at 2 000 listed), which every signed-in directory page paid. A new city is in the select
 * within 30 s.
 */
export function getSpecialistLocations(db: Database): Promise<string[]> {
  return locations.get("listed", () => findSpecialistLocations(db));
}

/** After a write that can change who is listed or what they match (profile, visibility, Pro), on any instance: read afresh. */
export function forgetDirectoryReads(): void {
  matchingIds.clear();
  locations.clear();
}
onSiteChange((change) => {
  if (change === "directory") forgetDirectoryReads();
});

/** Listed specialists' ids and last changes, for the sitemap; at most `limit`. */
export async function findListedSpecialistIds(db: Database, limit: number): Promise<Array<{ id: string; updatedAt: string }>> {
  const rows = await db
    .select({ id: users.id, updatedAt: specialistProfiles.updatedAt })
    .from(users)
    .innerJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
    .where(isListed)
    .orderBy(users.id)
    .limit(limit);
  return rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() }));
}
