import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { jobs, savedJobs } from "~/adapters/db/schema";
import type { JobDetail } from "./job";
import { getJob } from "./jobs.server";
import type { SavedJob, SavedJobCopy } from "./saved-job";
import { savedJobCopySchema } from "./saved-job.schema";
import { refuse, type Outcome } from "~/server/outcome";

/** As long as the list's excerpt (jobs.server.ts): enough for a card's two lines. */
const EXCERPT_LENGTH = 280;

export type ToggleSavedJobResult = Outcome<"JOB_NOT_FOUND", { isSaved: boolean }>;

/**
 * Saves or removes one job for one user (spec 4 "Saved job"). `userId` is always the session's.
 * Saving stores a copy of the job; the primary key (user_id, job_id) with ON CONFLICT DO NOTHING makes
 * a double click or two tabs save once. The write is a single statement; the job is read first only
 * for its copy, and jobs are never deleted (a vanished job is closed), so no transaction is needed.
 * Removing deletes by (user, job): another user's save is never touched.
 */
export async function toggleSavedJob(db: Database, userId: string, jobId: string, shouldSave: boolean): Promise<ToggleSavedJobResult> {
  if (!shouldSave) {
    await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)));
    return { ok: true, isSaved: false };
  }
  const job = await getJob(db, jobId);
  if (!job) return refuse("JOB_NOT_FOUND");
  await db
    .insert(savedJobs)
    .values({ userId, jobId, jobData: copyOf(job) })
    .onConflictDoNothing({ target: [savedJobs.userId, savedJobs.jobId] });
  return { ok: true, isSaved: true };
}

/** The copy kept with a save: the job as it reads now, without its open state (read live later). */
function copyOf({ isOpen: _isOpen, ...copy }: JobDetail): SavedJobCopy {
  return copy;
}

/** The user's saved jobs, newest save first, from the stored copies; a job closed since stays listed, marked closed. */
export async function findSavedJobs(db: Database, userId: string): Promise<SavedJob[]> {
  const rows = await db
    .select({ jobData: savedJobs.jobData, createdAt: savedJobs.createdAt, isOpen: jobs.isOpen })
    .from(savedJobs)
    .leftJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt), asc(savedJobs.jobId));
  return rows.map((row) => {
    const { description, ...card } = savedJobCopySchema.parse(row.jobData);
    return {
      job: { ...card, excerpt: description.slice(0, EXCERPT_LENGTH) },
      savedAt: row.createdAt.toISOString(),
      isOpen: row.isOpen ?? false,
    };
  });
}

/** Which of the given jobs the user saved: one query for a page of cards. */
export async function findSavedJobIds(db: Database, userId: string, jobIds: readonly string[]): Promise<string[]> {
  if (jobIds.length === 0) return [];
  const rows = await db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, userId), inArray(savedJobs.jobId, [...new Set(jobIds)])));
  return rows.map((row) => row.jobId);
}
