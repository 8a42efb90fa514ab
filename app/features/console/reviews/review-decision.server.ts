import { getDb } from "~/adapters/db/database.server";
import { readForm } from "~/server/read-body";
import { requireConsoleSection } from "../console-access.server";
import { decide, invalidDecision } from "../decision-action.server";
import { dismissReports, hideReview, restoreReview } from "~/features/reviews/index.server";
import { isReviewDecision, REVIEW_DECISIONS } from "./review-moderation.schema";

/** The review list's action: the operator's role first (404 to anyone else), then the decision's own form and schema; one transaction with its audit row each. */
export async function decideReview(request: Request) {
  const operator = await requireConsoleSection(request, "reviews");
  const body = await readForm(request);
  if (!body.ok) return invalidDecision(body.status);
  const intent = body.form.get("intent");
  if (!isReviewDecision(intent)) return invalidDecision(400);
  const db = await getDb();
  switch (intent) {
    case "hide":
      return decide(body.form, intent, REVIEW_DECISIONS.hide, (value) => hideReview(db, operator, value.reviewId, value.reason));
    case "restore":
      return decide(body.form, intent, REVIEW_DECISIONS.restore, (value) => restoreReview(db, operator, value.reviewId));
    case "dismiss":
      return decide(body.form, intent, REVIEW_DECISIONS.dismiss, (value) => dismissReports(db, operator, value.reviewId, value.reportsSeen));
  }
}
