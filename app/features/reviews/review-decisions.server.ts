import { and, count, eq, isNull, lte, max, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Transaction } from "~/adapters/db/advisory-lock.server";
import type { Database } from "~/adapters/db/client.server";
import { reviewReports, reviews, specialistProfiles, users } from "~/adapters/db/schema";
import { enqueueMail } from "~/adapters/mail/mail-queue.server";
import { recordAudit } from "~/server/audit-log.server";
import { DONE, refuse, type Outcome } from "~/server/outcome";
import { isOwnDecision, OWN_DECISION, type Operator, type OwnDecisionRefusal } from "~/server/own-decisions";
import { announceSiteChange } from "~/server/site-changes";
import { reviewHiddenMail } from "./review-hidden-mail";

// An operator's decisions about a review (docs/decisions/019): each one transaction with its audit row, refused —
// nothing written — when the review is gone, the operator's own, or no longer as the operator saw it.

/** Refusals of a valid decision (keys of the console-reviews dictionary's `refusals`). */
type ReviewRefusal = "NOT_FOUND" | "ALREADY_HIDDEN" | "NOT_HIDDEN" | "NO_OPEN_REPORTS" | "NEW_REPORTS" | OwnDecisionRefusal;

/** The specialist's name as the directory shows it, else the account's (with `users` joined as the specialist). */
export const specialistDisplayName = sql<string>`coalesce(nullif(btrim(concat_ws(' ', ${specialistProfiles.name}, ${specialistProfiles.surname})), ''), ${users.name})`;
const reviewer = alias(users, "reviewer");

type ReviewDecisionResult = Outcome<ReviewRefusal>;

async function lockReview(tx: Transaction, reviewId: string) {
  const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for("update").limit(1);
  return review;
}

/** Closes the review's open reports (up to `upTo`, the newest the operator saw) as hidden or kept; returns how many. */
async function resolveReports(tx: Transaction, operator: Operator, reviewId: string, resolution: "hidden" | "dismissed", upTo?: number) {
  const resolved = await tx
    .update(reviewReports)
    .set({ resolvedAt: new Date(), resolution, resolvedBy: operator.id })
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt), upTo === undefined ? undefined : lte(reviewReports.id, upTo)))
    .returning({ id: reviewReports.id });
  return resolved.length;
}

async function openReportsOf(tx: Transaction, reviewId: string) {
  const [row] = await tx
    .select({ total: count(), newest: max(reviewReports.id) })
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)));
  return { total: row?.total ?? 0, newest: row?.newest ?? 0 };
}

/**
 * Hides the review with the reason: out of the profile's reviews, counts and averages; its open reports are resolved.
 * The author is told by e-mail, enqueued with the decision (docs/decisions/034).
 */
export async function hideReview(db: Database, operator: Operator, reviewId: string, reason: string): Promise<ReviewDecisionResult> {
  const result = await db.transaction(async (tx): Promise<ReviewDecisionResult> => {
    const review = await lockReview(tx, reviewId);
    if (!review) return refuse("NOT_FOUND");
    if (isOwnDecision(operator, { review })) return refuse(OWN_DECISION);
    if (review.hiddenAt) return refuse("ALREADY_HIDDEN");
    await tx.update(reviews).set({ hiddenAt: new Date(), hiddenReason: reason, hiddenBy: operator.id }).where(eq(reviews.id, reviewId));
    const resolved = await resolveReports(tx, operator, reviewId, "hidden");
    await recordAudit(tx, {
      actor: operator.actor,
      action: "review.hide",
      target: { type: "review", id: reviewId },
      before: { hidden: false, openReports: resolved },
      after: { hidden: true, openReports: 0 },
      reason,
    });
    // The author is told, with the specialist's name as the directory shows it (the review's own page is gone for them);
    // they also see the reason in the cabinet.
    const [author] = await tx
      .select({ email: reviewer.email, specialistName: specialistDisplayName })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.specialistId))
      .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
      .leftJoin(specialistProfiles, eq(specialistProfiles.userId, reviews.specialistId))
      .where(eq(reviews.id, reviewId))
      .limit(1);
    if (author) await enqueueMail(tx, reviewHiddenMail(author.email, author.specialistName, reason));
    return DONE;
  });
  if (result.ok) await announceSiteChange("directory");
  return result;
}

/** Shows a hidden review again. */
export async function restoreReview(db: Database, operator: Operator, reviewId: string): Promise<ReviewDecisionResult> {
  const result = await db.transaction(async (tx): Promise<ReviewDecisionResult> => {
    const review = await lockReview(tx, reviewId);
    if (!review) return refuse("NOT_FOUND");
    if (isOwnDecision(operator, { review })) return refuse(OWN_DECISION);
    if (!review.hiddenAt) return refuse("NOT_HIDDEN");
    await tx.update(reviews).set({ hiddenAt: null, hiddenReason: "", hiddenBy: null }).where(eq(reviews.id, reviewId));
    await recordAudit(tx, {
      actor: operator.actor,
      action: "review.restore",
      target: { type: "review", id: reviewId },
      before: { hidden: true, reason: review.hiddenReason },
      after: { hidden: false },
    });
    return DONE;
  });
  if (result.ok) await announceSiteChange("directory");
  return result;
}

/**
 * Keeps the review: its open reports are dismissed. Refused when a report came in after the newest the operator saw
 * (`reportsSeen`): they decide again with it in view.
 */
export async function dismissReports(db: Database, operator: Operator, reviewId: string, reportsSeen: number): Promise<ReviewDecisionResult> {
  return db.transaction(async (tx): Promise<ReviewDecisionResult> => {
    const review = await lockReview(tx, reviewId);
    if (!review) return refuse("NOT_FOUND");
    if (isOwnDecision(operator, { review })) return refuse(OWN_DECISION);
    const open = await openReportsOf(tx, reviewId);
    if (open.total === 0) return refuse("NO_OPEN_REPORTS");
    if (open.newest > reportsSeen) return refuse("NEW_REPORTS");
    const resolved = await resolveReports(tx, operator, reviewId, "dismissed", reportsSeen);
    await recordAudit(tx, {
      actor: operator.actor,
      action: "review.dismiss_reports",
      target: { type: "review", id: reviewId },
      before: { openReports: resolved },
      after: { openReports: 0 },
    });
    return DONE;
  });
}
