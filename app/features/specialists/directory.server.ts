import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { escapeLike } from "~/adapters/db/escape-like";
import { specialistProfiles, users } from "~/adapters/db/schema";
import { SharedReads } from "~/server/shared-reads";
import { findReviewStats } from "~/features/reviews/reviews.server";
import { isListed } from "./listing.server";
import { SPECIALISTS_PAGE_SIZE, type AccountType, type Specialization } from "~/config/constants";
import type { SpecialistCard, SpecialistFilters } from "./specialist";

/** The card's columns; a synthesized entry (no profile row) takes its display name, whole, from the user row. */
const cardColumns = {
  id: users.id,
  name: sql<string>`coalesce(${specialistProfiles.name}, ${users.name})`,
  surname: sql<string>`coalesce(${specialistProfiles.surname}, '')`,
  photoUrl: sql<string>`coalesce(${specialistProfiles.photoUrl}, '')`,
  accountType: sql<AccountType>`coalesce(${specialistProfiles.accountType}, 'Basic')`,
  specializations: sql<Specialization[]>`coalesce(${specialistProfiles.specializations}, '{}'::text[])`,
  workExperience: sql<string>`coalesce(${specialistProfiles.workExperience}, '')`,
  location: sql<string>`coalesce(${specialistProfiles.location}, '')`,
};

function matching(filters: SpecialistFilters): SQL | undefined {
  const q = filters.q.trim().toLowerCase();
  return and(
    isListed,
    q
      ? sql`lower(concat_ws(' ', ${cardColumns.name}, ${cardColumns.surname}, ${cardColumns.name})) like ${`%${escapeLike(q)}%`}`
      : undefined,
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

/**
 * Listed specialists matching the filters, shuffled (spec 2: "randomly shuffled on each load"). The
 * shuffle is an order by a hash of the id and `seed`, so "show more" continues the same order.
 */
export async function findSpecialists(db: Database, filters: SpecialistFilters, { seed, pages }: { seed: string; pages: number }): Promise<DirectoryPage> {
  const limit = SPECIALISTS_PAGE_SIZE * pages;
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .leftJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
    .where(matching(filters))
    .orderBy(sql`md5(${users.id} || ${seed})`, users.id)
    .limit(limit);
  const total = rows[0]?.total ?? 0;
  const stats = await findReviewStats(db, rows.map((row) => row.id));
  return {
    specialists: rows.map(({ total: _total, ...card }) => {
      const { averageRating, totalReviews } = stats.get(card.id) ?? { averageRating: null, totalReviews: 0 };
      return { ...card, reviews: { averageRating, totalReviews } };
    }),
    total,
    hasMore: total > rows.length,
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

/** Listed specialists' ids and last changes, for the sitemap; at most `limit`. */
export async function findListedSpecialistIds(db: Database, limit: number): Promise<Array<{ id: string; updatedAt: string }>> {
  const rows = await db
    .select({ id: users.id, updatedAt: sql<Date | string>`coalesce(${specialistProfiles.updatedAt}, ${users.updatedAt})` })
    .from(users)
    .leftJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
    .where(isListed)
    .orderBy(users.id)
    .limit(limit);
  return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updatedAt).toISOString() }));
}
