import { and, asc, eq, inArray, lt, notExists, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "~/adapters/db/client.server";
import { reviews, specialistProfiles, specialistProjects, uploads, users } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import type { Storage } from "~/adapters/storage/storage";
import { UPLOAD_SWEEP } from "~/config/constants";
import { ADVISORY_LOCK_KEYS } from "~/adapters/db/advisory-lock-keys";
import { withAdvisoryLock, type Transaction } from "~/adapters/db/advisory-lock.server";
import { deleteAudioAnalysis } from "~/features/audio/index.server";

export interface SweepResult {
  /** Keys removed from storage and from the upload records. */
  deleted: string[];
  /** Keys storage failed to remove: their rows stay, and the next round tries again. */
  failed: string[];
}

/**
 * Whether a stored URL (`{public base}/{key}?v=…`, local or S3, whatever the base) names the upload's key. Only
 * the owner's rows are searched: the editor takes only the owner's own files, and a review copies its writer's photo.
 */
const namesKey = (url: AnyPgColumn): SQL => sql`right(split_part(${url}, '?', 1), char_length(${uploads.key}) + 1) = '/' || ${uploads.key}`;

async function sweepBatch(tx: Transaction, storage: Storage, graceMs: number, batchSize: number): Promise<SweepResult & { candidates: number }> {
  const owner = uploads.userId;
  const due = await tx
    .select({ key: uploads.key })
    .from(uploads)
    .where(
      and(
        lt(uploads.touchedAt, sql`now() - make_interval(secs => ${graceMs / 1000})`),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(specialistProfiles)
            .where(and(eq(specialistProfiles.userId, owner), or(namesKey(specialistProfiles.photoUrl), namesKey(specialistProfiles.audioUrl)))),
        ),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(specialistProjects)
            .where(and(eq(specialistProjects.userId, owner), or(namesKey(specialistProjects.audioUrl), namesKey(specialistProjects.videoUrl)))),
        ),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(users)
            .where(and(eq(users.id, owner), namesKey(users.image))),
        ),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(reviews)
            .where(and(eq(reviews.reviewerId, owner), namesKey(reviews.reviewerPhotoUrl))),
        ),
      ),
    )
    .orderBy(asc(uploads.touchedAt))
    .limit(batchSize)
    // Held until the files are gone: an upload to the same key, or the editor attaching it, waits meanwhile and
    // then finds no row (one being touched right now is skipped, and is fresh again once touched).
    .for("update", { of: uploads, skipLocked: true });

  const deleted: string[] = [];
  const failed: string[] = [];
  for (const { key } of due) {
    try {
      await storage.delete(key);
      // A recording's analysis and streaming copy go with it.
      await deleteAudioAnalysis(tx, storage, key);
      deleted.push(key);
    } catch (error) {
      failed.push(key);
      logger.warn({ err: error, key }, "could not delete an unattached upload; will try again");
    }
  }
  if (deleted.length > 0) await tx.delete(uploads).where(inArray(uploads.key, deleted));
  return { deleted, failed, candidates: due.length };
}

/**
 * Deletes uploads that no profile, project, account or review names and that nobody has touched (uploaded or
 * attached) for the grace period: from storage first, then their rows. Batch by batch, each a transaction holding
 * the sweep's advisory lock, so one instance sweeps at a time and no transaction stays open long; a round ends at a
 * batch that is not full, one where storage failed, or when another instance holds the lock.
 */
export async function sweepUploads(
  db: Database,
  storage: Storage,
  { graceMs = UPLOAD_SWEEP.graceMs, batchSize = UPLOAD_SWEEP.batchSize }: { graceMs?: number; batchSize?: number } = {},
): Promise<SweepResult> {
  const result: SweepResult = { deleted: [], failed: [] };
  for (;;) {
    const batch = await withAdvisoryLock(db, ADVISORY_LOCK_KEYS.uploadSweep, (tx) => sweepBatch(tx, storage, graceMs, batchSize));
    if (!batch.acquired) break;
    result.deleted.push(...batch.value.deleted);
    result.failed.push(...batch.value.failed);
    if (batch.value.candidates < batchSize || batch.value.failed.length > 0) break;
  }
  if (result.deleted.length > 0) logger.info({ count: result.deleted.length }, "deleted unattached uploads");
  return result;
}
