import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { PG_ERROR, pgErrorCode } from "~/adapters/db/pg-error";
import { reviews, specialistProfiles, users } from "~/adapters/db/schema";
import { hasNul } from "~/config/user-text";
import { parseFormSubmission } from "~/server/parse-form-submission";
import { announceSiteChange } from "~/server/site-changes";
import type { Viewer } from "~/features/auth";
import { isListed } from "~/server/listed-specialists";
import type { MyReview, Review, ReviewActionData, ReviewStats } from "./review";
import { reviewSchema } from "./review.schema";

const reviewColumns = {
  id: reviews.id,
  specialistId: reviews.specialistId,
  reviewerId: reviews.reviewerId,
  reviewerName: reviews.reviewerName,
  reviewerPhotoUrl: reviews.reviewerPhotoUrl,
  rating: reviews.rating,
  title: reviews.title,
  content: reviews.content,
  projectType: reviews.projectType,
  projectName: reviews.projectName,
  isVerified: reviews.isVerified,
  createdAt: reviews.createdAt,
};

const toReview = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/**
 * Spec 5 "Review data rules", all on the server: signed in with a confirmed address (issue 24: a review is published
 * under an address someone proved), a listed specialist, not oneself, one review per reviewer (the UNIQUE constraint
 * decides between simultaneous submissions). Name and photo come from the reviewer's profile — the name its editor
 * checked, the photo an upload of theirs —, never from the request or the account's free-text name and picture
 * (issue 24 N5); every review is marked verified. The form is checked by the form's
 * schema through Conform; a refused field comes back as its submission result (`submission`).
 */
export async function createReview(db: Database, viewer: Viewer | null, form: FormData): Promise<ReviewActionData> {
  const intent = "create";
  if (!viewer) return { ok: false, intent, error: "AUTH_REQUIRED" };
  if (!viewer.emailVerified) return { ok: false, intent, error: "EMAIL_UNCONFIRMED" };
  const submission = parseFormSubmission(form, reviewSchema);
  if (submission.status !== "success") {
    return { ok: false, intent, error: submission.error?.specialistId ? "SPECIALIST_REQUIRED" : "INVALID", submission: submission.reply() };
  }
  const review = submission.value;
  if (review.specialistId === viewer.id) return { ok: false, intent, error: "SELF_REVIEW" };
  const [specialist] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, review.specialistId), isListed))
    .limit(1);
  if (!specialist) return { ok: false, intent, error: "SPECIALIST_NOT_FOUND" };
  const [reviewer] = await db
    .select({ name: sql<string>`btrim(concat_ws(' ', ${specialistProfiles.name}, ${specialistProfiles.surname}))`, photoUrl: specialistProfiles.photoUrl })
    .from(specialistProfiles)
    .where(eq(specialistProfiles.userId, viewer.id))
    .limit(1);
  try {
    await db.insert(reviews).values({
      ...review,
      id: crypto.randomUUID(),
      reviewerId: viewer.id,
      reviewerName: reviewer?.name ?? "",
      reviewerPhotoUrl: reviewer?.photoUrl ?? "",
      isVerified: true,
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_ERROR.uniqueViolation) return { ok: false, intent, error: "ALREADY_REVIEWED" };
    throw error;
  }
  await announceSiteChange("directory");
  return { ok: true, intent };
}

/** Spec 5: only the author deletes, and the review must exist. */
export async function deleteReview(db: Database, viewer: Viewer | null, reviewId: string): Promise<ReviewActionData> {
  const intent = "delete";
  if (!viewer) return { ok: false, intent, error: "DELETE_AUTH_REQUIRED" };
  // An id holding NUL names no review (and PostgreSQL cannot compare it as text).
  if (hasNul(reviewId)) return { ok: false, intent, error: "NOT_FOUND" };
  const [review] = await db.select({ reviewerId: reviews.reviewerId }).from(reviews).where(eq(reviews.id, reviewId)).limit(1);
  if (!review) return { ok: false, intent, error: "NOT_FOUND" };
  if (review.reviewerId !== viewer.id) return { ok: false, intent, error: "NOT_AUTHOR" };
  await db.delete(reviews).where(and(eq(reviews.id, reviewId), eq(reviews.reviewerId, viewer.id)));
  await announceSiteChange("directory");
  return { ok: true, intent };
}

/** A specialist's reviews, newest first; those an operator hid are not shown (docs/decisions/019). */
export async function findSpecialistReviews(db: Database, specialistId: string): Promise<Review[]> {
  const rows = await db
    .select(reviewColumns)
    .from(reviews)
    .where(and(eq(reviews.specialistId, specialistId), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toReview);
}

/** The reviews a user left, newest first, each with the specialist's name (the cabinet's "my reviews"). */
export async function findMyReviews(db: Database, reviewerId: string): Promise<MyReview[]> {
  const rows = await db
    .select({
      ...reviewColumns,
      specialistName: sql<string>`coalesce(nullif(btrim(concat_ws(' ', ${specialistProfiles.name}, ${specialistProfiles.surname})), ''), ${users.name})`,
      hiddenAt: reviews.hiddenAt,
      hiddenReason: reviews.hiddenReason,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.specialistId))
    .leftJoin(specialistProfiles, eq(specialistProfiles.userId, reviews.specialistId))
    .where(eq(reviews.reviewerId, reviewerId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(({ hiddenAt, hiddenReason, ...row }) => ({ ...toReview(row), hiddenReason: hiddenAt === null ? null : hiddenReason }));
}

/** Whether this user has reviewed this specialist (the form is then replaced by a note). */
export async function hasReviewed(db: Database, reviewerId: string, specialistId: string): Promise<boolean> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.reviewerId, reviewerId), eq(reviews.specialistId, specialistId)))
    .limit(1);
  return rows.length > 0;
}

const emptyStats = (): ReviewStats => ({ averageRating: null, totalReviews: 0, ratingDistribution: [0, 0, 0, 0, 0] });

/**
 * Stats for many specialists in one grouped query (the directory: no query per card). The average is
 * rounded to one decimal by the database. Hidden reviews count for nothing.
 */
export async function findReviewStats(db: Database, specialistIds: readonly string[]): Promise<Map<string, ReviewStats>> {
  const stats = new Map<string, ReviewStats>(specialistIds.map((id) => [id, emptyStats()]));
  if (specialistIds.length === 0) return stats;
  const count = (stars: number) => sql<number>`count(*) filter (where ${reviews.rating} = ${stars})`.mapWith(Number);
  const rows = await db
    .select({
      specialistId: reviews.specialistId,
      total: sql<number>`count(*)`.mapWith(Number),
      average: sql<string>`round(avg(${reviews.rating}), 1)`,
      one: count(1),
      two: count(2),
      three: count(3),
      four: count(4),
      five: count(5),
    })
    .from(reviews)
    .where(and(inArray(reviews.specialistId, [...specialistIds]), isNull(reviews.hiddenAt)))
    .groupBy(reviews.specialistId);
  for (const row of rows) {
    stats.set(row.specialistId, {
      averageRating: Number(row.average),
      totalReviews: row.total,
      ratingDistribution: [row.one, row.two, row.three, row.four, row.five],
    });
  }
  return stats;
}

export async function getReviewStats(db: Database, specialistId: string): Promise<ReviewStats> {
  return (await findReviewStats(db, [specialistId])).get(specialistId) ?? emptyStats();
}
