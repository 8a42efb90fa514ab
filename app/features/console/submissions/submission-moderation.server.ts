import { and, asc, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { jobSubmissions, type JobSubmissionRow } from "~/adapters/db/schema";
import type { JobSubmissionStatus } from "~/config/constants";
import { keysetPage, type KeysetPage } from "~/server/keyset-cursor";
import type { SubmissionQuery } from "./submission-moderation.schema";

interface SubmissionEntry {
  id: string;
  title: string;
  company: string;
  contactEmail: string;
  status: JobSubmissionStatus;
  createdAt: string;
}

export type SubmissionPage = KeysetPage<SubmissionEntry>;

/**
 * One page of the submissions in one status, by keyset on (created_at, id) along job_submission_status_created_idx:
 * the pending queue oldest first (first come, first decided), the decided newest first.
 */
export async function listSubmissions(db: Database, query: SubmissionQuery): Promise<SubmissionPage> {
  const { status } = query.filters;
  const after = query.after && { at: query.after[0], id: query.after[1] };
  const oldestFirst = status === "pending";
  const position = sql`(${jobSubmissions.createdAt}, ${jobSubmissions.id})`;
  const found = await db
    .select({
      id: jobSubmissions.id,
      title: jobSubmissions.title,
      company: jobSubmissions.company,
      contactEmail: jobSubmissions.contactEmail,
      status: jobSubmissions.status,
      createdAt: jobSubmissions.createdAt,
      cursorAt: sql<string>`${jobSubmissions.createdAt}::text`,
    })
    .from(jobSubmissions)
    .where(
      and(
        eq(jobSubmissions.status, status),
        after
          ? oldestFirst
            ? sql`${position} > (${after.at}::timestamptz, ${after.id})`
            : sql`${position} < (${after.at}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(...(oldestFirst ? [asc(jobSubmissions.createdAt), asc(jobSubmissions.id)] : [desc(jobSubmissions.createdAt), desc(jobSubmissions.id)]))
    .limit(query.pageSize + 1);
  const page = keysetPage(found, query.pageSize, (row) => [row.cursorAt, row.id]);
  return {
    rows: page.rows.map(({ cursorAt: _cursor, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
    next: page.next,
  };
}

/** The overview's "waiting" figure: pending submissions, one indexed count. */
export async function countPendingSubmissions(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(jobSubmissions).where(eq(jobSubmissions.status, "pending"));
  return row?.total ?? 0;
}

/** A submission as its console page shows it: every field, times as ISO strings. */
export type SubmissionDetail = Omit<JobSubmissionRow, "createdAt" | "decidedAt"> & { createdAt: string; decidedAt: string | null };

export async function getSubmission(db: Database, id: string): Promise<SubmissionDetail | null> {
  const [row] = await db.select(getTableColumns(jobSubmissions)).from(jobSubmissions).where(eq(jobSubmissions.id, id)).limit(1);
  if (!row) return null;
  return { ...row, createdAt: row.createdAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null };
}
