import { and, asc, count, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { jobSubmissions, type JobSubmissionRow } from "~/adapters/db/schema";
import { enqueueMail } from "~/adapters/mail/mail-queue.server";
import type { JobSubmissionStatus } from "~/config/constants";
import { insertConsoleJob } from "~/features/jobs/index.server";
import { submissionDeclinedMail, submissionPublishedMail } from "~/features/job-submissions/index.server";
import { recordAudit } from "~/server/audit-log.server";
import { keysetPage, type KeysetPage } from "~/server/keyset-cursor";
import { announceSiteChange } from "~/server/site-changes";
import type { ConsoleOperator } from "../console-access.server";
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

/** Why a valid decision changed nothing: 404, or 409 when another operator decided first (a stale page). */
export type SubmissionRefusal = "notFound" | "alreadyDecided";
export type SubmissionOutcome = { ok: true } | { ok: false; refusal: SubmissionRefusal };

const mailTarget = (row: JobSubmissionRow) => ({ contactEmail: row.contactEmail, language: row.language, title: row.title, company: row.company });

/**
 * Publishes a pending submission: in one transaction the row is locked and checked (still pending), the job is written
 * through the console's path (source "submission": the `job_published` trigger records its publication, so alerts and
 * the channel follow; `job.create` audit row), the submission marked published with its job and a `submission.approve`
 * audit row, and the employer's mail with the job's link is enqueued (docs/decisions/034). Then every instance hears of
 * the jobs change.
 */
export async function approveSubmission(db: Database, operator: ConsoleOperator, id: string, now = new Date()): Promise<SubmissionOutcome> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(jobSubmissions).where(eq(jobSubmissions.id, id)).for("update").limit(1);
    if (!row) return { ok: false as const, refusal: "notFound" as const };
    if (row.status !== "pending") return { ok: false as const, refusal: "alreadyDecided" as const };
    const fields = {
      title: row.title,
      company: row.company,
      companyLink: row.companyLink,
      location: row.location,
      type: row.type,
      description: row.description,
      responsibilities: row.responsibilities,
      requirements: row.requirements,
      conditions: row.conditions,
      postDate: null,
      applyUrl: row.isEnglish,
      applyWebsite: row.applyWebsite,
      applyEmail: row.applyEmail,
      applyForm: row.applyForm,
      applyTelegram: row.applyTelegram,
      applyHH: row.applyHh,
    };
    const job = await insertConsoleJob(tx, { fields, source: "submission", actor: operator.actor, now });
    await tx.update(jobSubmissions).set({ status: "published", jobId: job.id, decidedAt: now, decidedBy: operator.id }).where(eq(jobSubmissions.id, id));
    await recordAudit(tx, {
      actor: operator.actor,
      action: "submission.approve",
      target: { type: "submission", id },
      before: { status: row.status },
      after: { status: "published", jobId: job.id },
    });
    await enqueueMail(tx, submissionPublishedMail(mailTarget(row), job.id));
    return { ok: true as const };
  });
  if (result.ok) await announceSiteChange("jobs");
  return result;
}

/** Declines a pending submission with the operator's reason: one transaction with its audit row and the employer's mail giving the reason. */
export async function declineSubmission(db: Database, operator: ConsoleOperator, id: string, reason: string, now = new Date()): Promise<SubmissionOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(jobSubmissions).where(eq(jobSubmissions.id, id)).for("update").limit(1);
    if (!row) return { ok: false as const, refusal: "notFound" as const };
    if (row.status !== "pending") return { ok: false as const, refusal: "alreadyDecided" as const };
    await tx.update(jobSubmissions).set({ status: "declined", declineReason: reason, decidedAt: now, decidedBy: operator.id }).where(eq(jobSubmissions.id, id));
    await recordAudit(tx, {
      actor: operator.actor,
      action: "submission.decline",
      target: { type: "submission", id },
      before: { status: row.status },
      after: { status: "declined" },
      reason,
    });
    await enqueueMail(tx, submissionDeclinedMail(mailTarget(row), reason));
    return { ok: true as const };
  });
}
