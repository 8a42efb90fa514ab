import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { PG_ERROR, pgErrorCode } from "~/adapters/db/pg-error";
import { reviewReports, reviews } from "~/adapters/db/schema";
import type { Viewer } from "~/features/auth";
import { parseFormSubmission } from "~/server/parse-form-submission";
import type { ReviewActionData } from "./review";
import { reviewReportSchema } from "./review-report.schema";

/**
 * A signed-in user reports a shown review to the moderators (issue 16, docs/decisions/019): once per user and review
 * (the UNIQUE constraint decides between simultaneous reports), never one's own review; a hidden review is not
 * there to report. The report waits in the console until an operator hides the review or keeps it.
 */
export async function reportReview(db: Database, viewer: Viewer | null, form: FormData): Promise<ReviewActionData> {
  const intent = "report";
  if (!viewer) return { ok: false, intent, error: "REPORT_AUTH_REQUIRED" };
  const submission = parseFormSubmission(form, reviewReportSchema);
  if (submission.status !== "success") {
    return { ok: false, intent, error: submission.error?.reviewId ? "NOT_FOUND" : "INVALID", submission: submission.reply() };
  }
  const { reviewId, reason } = submission.value;
  const [review] = await db
    .select({ reviewerId: reviews.reviewerId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)))
    .limit(1);
  if (!review) return { ok: false, intent, error: "NOT_FOUND" };
  if (review.reviewerId === viewer.id) return { ok: false, intent, error: "OWN_REVIEW" };
  try {
    await db.insert(reviewReports).values({ reviewId, reporterId: viewer.id, reason });
  } catch (error) {
    if (pgErrorCode(error) === PG_ERROR.uniqueViolation) return { ok: false, intent, error: "ALREADY_REPORTED" };
    throw error;
  }
  return { ok: true, intent };
}
