import { eq } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { jobSubmissions, type JobSubmissionRow } from "~/adapters/db/schema";
import { enqueueMail } from "~/adapters/mail/mail-queue.server";
import { insertConsoleJob } from "~/features/jobs/index.server";
import { recordAudit } from "~/server/audit-log.server";
import { DONE, refuse, type Outcome } from "~/server/outcome";
import type { Operator } from "~/server/own-decisions";
import { announceSiteChange } from "~/server/site-changes";
import { submissionDeclinedMail, submissionPublishedMail } from "./job-submission-mails";

// An operator's decisions about an employer's submission (docs/decisions/027): each one transaction with its audit
// row and the employer's mail. Submissions belong to no account, so the rule about one's own decisions has nothing to say.

/** Why a valid decision changed nothing: 404, or 409 when another operator decided first (a stale page). */
type SubmissionRefusal = "NOT_FOUND" | "ALREADY_DECIDED";
type SubmissionOutcome = Outcome<SubmissionRefusal>;

const mailTarget = (row: JobSubmissionRow) => ({ contactEmail: row.contactEmail, language: row.language, title: row.title, company: row.company });

/**
 * Publishes a pending submission: in one transaction the row is locked and checked (still pending), the job is written
 * through the console's path (source "submission": the `job_published` trigger records its publication, so alerts and
 * the channel follow; `job.create` audit row), the submission marked published with its job and a `submission.approve`
 * audit row, and the employer's mail with the job's link is enqueued (docs/decisions/034). Then every instance hears of
 * the jobs change.
 */
export async function approveSubmission(db: Database, operator: Operator, id: string, now = new Date()): Promise<SubmissionOutcome> {
  const result = await db.transaction(async (tx): Promise<SubmissionOutcome> => {
    const [row] = await tx.select().from(jobSubmissions).where(eq(jobSubmissions.id, id)).for("update").limit(1);
    if (!row) return refuse("NOT_FOUND");
    if (row.status !== "pending") return refuse("ALREADY_DECIDED");
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
      isEnglish: row.isEnglish,
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
    return DONE;
  });
  if (result.ok) await announceSiteChange("jobs");
  return result;
}

/** Declines a pending submission with the operator's reason: one transaction with its audit row and the employer's mail giving the reason. */
export async function declineSubmission(db: Database, operator: Operator, id: string, reason: string, now = new Date()): Promise<SubmissionOutcome> {
  return db.transaction(async (tx): Promise<SubmissionOutcome> => {
    const [row] = await tx.select().from(jobSubmissions).where(eq(jobSubmissions.id, id)).for("update").limit(1);
    if (!row) return refuse("NOT_FOUND");
    if (row.status !== "pending") return refuse("ALREADY_DECIDED");
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
    return DONE;
  });
}
