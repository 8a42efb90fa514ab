import { and, count, eq, gt, sql } from "drizzle-orm";
import { ADVISORY_LOCK_KEYS } from "~/adapters/db/advisory-lock-keys";
import type { Database } from "~/adapters/db/client.server";
import { jobSubmissions } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import { enqueueMail } from "~/adapters/mail/mail-queue.server";
import { JOB_SUBMISSION, type Language } from "~/config/constants";
import { emailLimitKey } from "~/config/email-address";
import { submissionReceivedMail } from "./job-submission-mails";
import type { JobSubmissionInput } from "./job-submission.schema";
import { refuse, type Outcome } from "~/server/outcome";

export type SubmitOutcome = Outcome<"RATE_LIMITED", { id: string }>;

/**
 * Stores an employer's job as "pending" (docs/decisions/027), unless this client address or this contact e-mail already
 * has JOB_SUBMISSION.perAddress / perEmail submissions stored in the last hour: then nothing is written. An e-mail is
 * counted by its limit key (emailLimitKey: one address in any case); the schema lets only a plain ASCII address through,
 * so PostgreSQL's lower() of the stored ones is the same key, and the lower(contact_email) index serves the count. The
 * count is of rows in PostgreSQL, so the limit holds across instances; two-key transaction locks on the address and the
 * e-mail make simultaneous posts of one client count one after the other. The confirmation mail is enqueued in the same
 * transaction (docs/decisions/034).
 */
export async function submitJob(
  db: Database,
  input: { fields: Omit<JobSubmissionInput, "homepage">; language: Language; clientIp: string; now?: Date },
): Promise<SubmitOutcome> {
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - JOB_SUBMISSION.windowSeconds * 1000);
  const { contactEmail, applyHH, ...fields } = input.fields;
  const emailKey = emailLimitKey(contactEmail);
  const outcome = await db.transaction(async (tx): Promise<SubmitOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_KEYS.jobSubmissionAddress}, hashtext(${input.clientIp}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_KEYS.jobSubmissionEmail}, hashtext(${emailKey}))`);
    const [byAddress] = await tx
      .select({ total: count() })
      .from(jobSubmissions)
      .where(and(eq(jobSubmissions.clientIp, input.clientIp), gt(jobSubmissions.createdAt, since)));
    const [byEmail] = await tx
      .select({ total: count() })
      .from(jobSubmissions)
      .where(and(sql`lower(${jobSubmissions.contactEmail}) = ${emailKey}`, gt(jobSubmissions.createdAt, since)));
    if ((byAddress?.total ?? 0) >= JOB_SUBMISSION.perAddress || (byEmail?.total ?? 0) >= JOB_SUBMISSION.perEmail) {
      return refuse("RATE_LIMITED");
    }
    const [row] = await tx
      .insert(jobSubmissions)
      .values({ ...fields, applyHh: applyHH, contactEmail, language: input.language, clientIp: input.clientIp, createdAt: now })
      .returning({ id: jobSubmissions.id });
    if (!row) throw new Error("the submission was not written");
    await enqueueMail(tx, submissionReceivedMail({ contactEmail, language: input.language, title: fields.title, company: fields.company }));
    return { ok: true, id: row.id };
  });
  if (!outcome.ok) logger.info({ clientIp: input.clientIp }, "a job submission was refused by the rate limit");
  return outcome;
}
