import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { PG_ERROR, pgErrorCode, pgErrorConstraint } from "~/adapters/db/pg-error";
import { jobPublications, jobs, savedSearches, telegramLinks } from "~/adapters/db/schema";
import type { Language } from "~/config/constants";
import { jobMatchesSearch, normalizeSearchText } from "~/features/jobs/index.server";
import { NEW_COUNT_SHOWN_MAX, type SavedSearchItem } from "./saved-search";
import type { SavedSearchCreate, SavedSearchUpdate } from "./saved-search.schema";
import { defaultSavedSearchName } from "./saved-search-name";
import { DONE, refuse, type Outcome } from "~/server/outcome";

/** The "new since" count stops here: the cabinet shows "99+" beyond, and no search counts more rows than this. */
const NEW_COUNT_CAP = NEW_COUNT_SHOWN_MAX + 1;

/** The constraint the `saved_search_limit` trigger names when a user's 21st saved search is refused (migration 0017). */
const SAVED_SEARCH_LIMIT_CONSTRAINT = "saved_search_limit";

type SavedSearchRefusal = "LIMIT" | "NOT_FOUND";

export type CreateSavedSearchResult = Outcome<Extract<SavedSearchRefusal, "LIMIT">, { id: string; name: string; alreadySaved: boolean }>;

function isLimitViolation(error: unknown): boolean {
  return pgErrorCode(error) === PG_ERROR.checkViolation && pgErrorConstraint(error) === SAVED_SEARCH_LIMIT_CONSTRAINT;
}

/**
 * Saves the home page's search for the user ("Подписаться на вакансии"), named by default from its query and filters in
 * the page's language, which its alerts will use. The same search again (the same normalised query, location and type:
 * UNIQUE(user_id, query_key, location, type)) keeps the one row and says so. The 21st is refused by the database's
 * trigger as `saved_search_limit`, and nothing is written.
 */
export async function createSavedSearch(db: Database, userId: string, search: SavedSearchCreate, language: Language): Promise<CreateSavedSearchResult> {
  const values = {
    userId,
    name: defaultSavedSearchName(search, language),
    query: search.q,
    queryKey: normalizeSearchText(search.q),
    location: search.location,
    type: search.type,
    language,
  };
  const sameSearch = and(
    eq(savedSearches.userId, userId),
    eq(savedSearches.queryKey, values.queryKey),
    eq(savedSearches.location, values.location),
    eq(savedSearches.type, values.type),
  );
  try {
    return await db.transaction(async (tx) => {
      // Looked for first: the limit's trigger runs before the insert's conflict is found, so the same search again at 20
      // would be refused as the 21st. The insert's ON CONFLICT covers two saves at once.
      const [existing] = await tx.select({ id: savedSearches.id, name: savedSearches.name }).from(savedSearches).where(sameSearch);
      if (existing) return { ok: true as const, ...existing, alreadySaved: true };
      const [created] = await tx
        .insert(savedSearches)
        .values(values)
        .onConflictDoNothing({ target: [savedSearches.userId, savedSearches.queryKey, savedSearches.location, savedSearches.type] })
        .returning({ id: savedSearches.id, name: savedSearches.name });
      if (created) return { ok: true as const, ...created, alreadySaved: false };
      const [raced] = await tx.select({ id: savedSearches.id, name: savedSearches.name }).from(savedSearches).where(sameSearch);
      if (!raced) throw new Error("saved search conflicted but was not found");
      return { ok: true as const, ...raced, alreadySaved: true };
    });
  } catch (error) {
    if (isLimitViolation(error)) return refuse("LIMIT");
    throw error;
  }
}

/**
 * The user's saved searches, oldest first (the order they were made in), each with how many jobs published since its
 * owner last opened it match it now (capped at NEW_COUNT_CAP) — the same predicate its alerts use (jobMatchesSearch), so
 * the count never includes a job the home page would not show for it.
 */
export async function listSavedSearches(db: Database, userId: string): Promise<SavedSearchItem[]> {
  const newJobs = db
    .select({ one: sql`1` })
    .from(jobPublications)
    .innerJoin(jobs, eq(jobs.id, jobPublications.jobId))
    .where(
      and(
        sql`${jobPublications.publishedAt} > ${savedSearches.lastOpenedAt}`,
        jobMatchesSearch({ queryKey: savedSearches.queryKey, location: savedSearches.location, type: savedSearches.type }),
      ),
    )
    .limit(NEW_COUNT_CAP);
  const rows = await db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      location: savedSearches.location,
      type: savedSearches.type,
      frequency: savedSearches.frequency,
      channel: savedSearches.channel,
      newCount: sql<number>`(select count(*) from (${newJobs}) as new_jobs)`.mapWith(Number),
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return rows;
}

/** Whether the user linked a Telegram chat (the cabinet says how, when an alert goes to Telegram without one). */
export async function hasTelegramLink(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: telegramLinks.userId }).from(telegramLinks).where(eq(telegramLinks.userId, userId)).limit(1);
  return row !== undefined;
}

/**
 * The cabinet's settings of one of the user's saved searches: name, frequency, channel, and the language of the page
 * they were changed on (its alerts follow it). Another user's search, or one gone, is NOT_FOUND and nothing is written.
 */
export async function updateSavedSearch(db: Database, userId: string, update: SavedSearchUpdate, language: Language): Promise<Outcome<"NOT_FOUND">> {
  const updated = await db.transaction((tx) =>
    tx
      .update(savedSearches)
      .set({ name: update.name, frequency: update.frequency, channel: update.channel, language, updatedAt: sql`now()` })
      .where(and(eq(savedSearches.id, update.id), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id }),
  );
  return updated.length > 0 ? DONE : refuse("NOT_FOUND");
}

/** Deletes one of the user's saved searches; another user's, or one gone, is NOT_FOUND. */
export async function deleteSavedSearch(db: Database, userId: string, id: string): Promise<Outcome<"NOT_FOUND">> {
  const deleted = await db.transaction((tx) =>
    tx
      .delete(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id }),
  );
  return deleted.length > 0 ? DONE : refuse("NOT_FOUND");
}

/**
 * "Смотреть вакансии": marks the user's saved search opened now (its "new since" count starts again from zero) and gives
 * its filters for the home page; another user's, or one gone, is null.
 */
export async function openSavedSearch(db: Database, userId: string, id: string): Promise<{ q: string; location: string; type: string } | null> {
  const [opened] = await db.transaction((tx) =>
    tx
      .update(savedSearches)
      .set({ lastOpenedAt: sql`now()` })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning({ q: savedSearches.query, location: savedSearches.location, type: savedSearches.type }),
  );
  return opened ?? null;
}
