import { and, count, countDistinct, eq, inArray, isNotNull, isNull, lte, max, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Transaction } from "~/adapters/db/advisory-lock.server";
import type { Database } from "~/adapters/db/client.server";
import { reviewReports, reviews, specialistProfiles, users } from "~/adapters/db/schema";
import { enqueueMail } from "~/adapters/mail/mail-queue.server";
import { recordAudit } from "~/server/audit-log.server";
import { keysetPage, type KeysetPage } from "~/server/keyset-cursor";
import { isOwnDecision, OWN_DECISION } from "~/server/own-decisions";
import { announceSiteChange } from "~/server/site-changes";
import type { ConsoleOperator } from "../console-access.server";
import { reviewHiddenMail } from "./review-hidden-mail";
import type { ReviewQuery, ReviewRefusal } from "./review-moderation.schema";

/** An open report on a review: its reason ("" without one), who made it, and whether that is the specialist the review is about. */
export interface OpenReport {
  id: number;
  reason: string;
  reporter: { id: string; name: string; email: string };
  isSpecialist: boolean;
}

export interface ModeratedReview {
  id: string;
  specialistId: string;
  specialistName: string;
  reviewerId: string;
  reviewerName: string;
  reviewerEmail: string;
  rating: number;
  title: string;
  content: string;
  createdAt: string;
  hidden: { reason: string; at: string } | null;
  /** Open reports, oldest first, and the newest one's id (0: none). */
  reports: { open: OpenReport[]; newest: number };
}

export type ReviewPage = KeysetPage<ModeratedReview>;

const reviewer = alias(users, "reviewer");
const reporter = alias(users, "reporter");
/** The specialist's name as the directory shows it, else the account's (with `users` joined as the specialist). */
const specialistName = sql<string>`coalesce(nullif(btrim(concat_ws(' ', ${specialistProfiles.name}, ${specialistProfiles.surname})), ''), ${users.name})`;
const openReports = sql`(select ${reviewReports.reviewId} from ${reviewReports} where ${reviewReports.resolvedAt} is null)`;

/**
 * The console's reviews, newest first, by keyset on (created, id) with an index for each state: all, reported (open
 * reports: their partial index), hidden (a partial index). The specialist filter takes an account id or e-mail. The
 * page's ids are read from the review table alone, along its index, and only those ≤ 21 rows are then joined to
 * their accounts and profiles: a join first made the planner sort every review (2 s at 100 000 on PGlite).
 */
export async function listModeratedReviews(db: Database, query: ReviewQuery): Promise<ReviewPage> {
  const { state } = query.filters;
  const specialist = query.filters.specialist.toLowerCase();
  const conditions: (SQL | undefined)[] = [
    state === "hidden" ? isNotNull(reviews.hiddenAt) : undefined,
    state === "reported" ? sql`${reviews.id} in ${openReports}` : undefined,
    specialist
      ? sql`${reviews.specialistId} in (select ${users.id} from ${users} where ${users.id} = ${query.filters.specialist} or lower(${users.email}) = ${specialist})`
      : undefined,
    query.after ? sql`(${reviews.createdAt}, ${reviews.id}) < (${query.after[0]}::timestamptz, ${query.after[1]})` : undefined,
  ];
  const found = await db
    .select({ id: reviews.id, cursorAt: sql<string>`${reviews.createdAt}::text` })
    .from(reviews)
    .where(and(...conditions))
    // In the exact order of the indexes (DESC NULLS LAST): a plain DESC (NULLS FIRST) made the planner sort every review.
    .orderBy(sql`${reviews.createdAt} desc nulls last`, sql`${reviews.id} desc nulls last`)
    .limit(query.pageSize + 1);
  const page = keysetPage(found, query.pageSize, (row) => [row.cursorAt, row.id]);
  const ids = page.rows.map((row) => row.id);
  if (ids.length === 0) return { rows: [], next: null };
  const [rows, reports] = await Promise.all([
    db
      .select({
        review: reviews,
        specialistName,
        reviewerEmail: reviewer.email,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.specialistId))
      .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
      .leftJoin(specialistProfiles, eq(specialistProfiles.userId, reviews.specialistId))
      .where(inArray(reviews.id, ids)),
    db
      .select({
        reviewId: reviewReports.reviewId,
        id: reviewReports.id,
        reason: reviewReports.reason,
        reporter: { id: reporter.id, name: reporter.name, email: reporter.email },
      })
      .from(reviewReports)
      .innerJoin(reporter, eq(reporter.id, reviewReports.reporterId))
      .where(and(inArray(reviewReports.reviewId, ids), isNull(reviewReports.resolvedAt)))
      .orderBy(reviewReports.id),
  ]);
  const byId = new Map(rows.map((row) => [row.review.id, row]));
  return {
    rows: ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { review, specialistName, reviewerEmail } = row;
      const own = reports.filter((report) => report.reviewId === review.id);
      return [
        {
          id: review.id,
          specialistId: review.specialistId,
          specialistName,
          reviewerId: review.reviewerId,
          reviewerName: review.reviewerName,
          reviewerEmail,
          rating: review.rating,
          title: review.title,
          content: review.content,
          createdAt: review.createdAt.toISOString(),
          hidden: review.hiddenAt ? { reason: review.hiddenReason, at: review.hiddenAt.toISOString() } : null,
          reports: {
            open: own.map(({ id, reason, reporter }) => ({ id, reason, reporter, isSpecialist: reporter.id === review.specialistId })),
            newest: own.at(-1)?.id ?? 0,
          },
        },
      ];
    }),
    next: page.next,
  };
}

/** How many reviews have open reports (the console's overview). */
export async function countReportedReviews(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: countDistinct(reviewReports.reviewId) })
    .from(reviewReports)
    .where(isNull(reviewReports.resolvedAt));
  return row?.total ?? 0;
}

export type ReviewDecisionResult = { ok: true } | { ok: false; refusal: ReviewRefusal };
const refuse = (refusal: ReviewRefusal) => ({ ok: false as const, refusal });

async function lockReview(tx: Transaction, reviewId: string) {
  const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for("update").limit(1);
  return review;
}

/** Closes the review's open reports (up to `upTo`, the newest the operator saw) as hidden or kept; returns how many. */
async function resolveReports(tx: Transaction, operator: ConsoleOperator, reviewId: string, resolution: "hidden" | "dismissed", upTo?: number) {
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
export async function hideReview(db: Database, operator: ConsoleOperator, reviewId: string, reason: string): Promise<ReviewDecisionResult> {
  const result = await db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (!review) return refuse("notFound");
    if (isOwnDecision(operator, { review })) return refuse(OWN_DECISION);
    if (review.hiddenAt) return refuse("alreadyHidden");
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
      .select({ email: reviewer.email, specialistName })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.specialistId))
      .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
      .leftJoin(specialistProfiles, eq(specialistProfiles.userId, reviews.specialistId))
      .where(eq(reviews.id, reviewId))
      .limit(1);
    if (author) await enqueueMail(tx, reviewHiddenMail(author.email, author.specialistName, reason));
    return { ok: true as const };
  });
  if (result.ok) await announceSiteChange("directory");
  return result;
}

/** Shows a hidden review again. */
export async function restoreReview(db: Database, operator: ConsoleOperator, reviewId: string): Promise<ReviewDecisionResult> {
  const result = await db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (!review) return refuse("notFound");
    if (isOwnDecision(operator, { review })) return refuse(OWN_DECISION);
    if (!review.hiddenAt) return refuse("notHidden");
    await tx.update(reviews).set({ hiddenAt: null, hiddenReason: "", hiddenBy: null }).where(eq(reviews.id, reviewId));
    await recordAudit(tx, {
      actor: operator.actor,
      action: "review.restore",
      target: { type: "review", id: reviewId },
      before: { hidden: true, reason: review.hiddenReason },
      after: { hidden: false },
    });
    return { ok: true as const };
  });
  if (result.ok) await announceSiteChange("directory");
  return result;
}

/**
 * Keeps the review: its open reports are dismissed. Refused when a report came in after the newest the operator saw
 * (`reportsSeen`): they decide again with it in view.
 */
export async function dismissReports(db: Database, operator: ConsoleOperator, reviewId: string, reportsSeen: number): Promise<ReviewDecisionResult> {
  return db.transaction(async (tx) => {
    const review = await lockReview(tx, reviewId);
    if (!review) return refuse("notFound");
    if (isOwnDecision(operator, { review })) return refuse(OWN_DECISION);
    const open = await openReportsOf(tx, reviewId);
    if (open.total === 0) return refuse("noOpenReports");
    if (open.newest > reportsSeen) return refuse("newReports");
    const resolved = await resolveReports(tx, operator, reviewId, "dismissed", reportsSeen);
    await recordAudit(tx, {
      actor: operator.actor,
      action: "review.dismiss_reports",
      target: { type: "review", id: reviewId },
      before: { openReports: resolved },
      after: { openReports: 0 },
    });
    return { ok: true as const };
  });
}
