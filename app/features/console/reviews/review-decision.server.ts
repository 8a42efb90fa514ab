import { getDb } from "~/adapters/db/database.server";
import { OWN_DECISION, OWN_DECISION_STATUS } from "~/server/own-decisions";
import { readForm } from "~/server/read-body";
import { requireConsoleSection } from "../console-access.server";
import { decide, invalidDecision } from "../decision-action.server";
import { dismissReports, hideReview, restoreReview, type ReviewRefusal } from "~/features/reviews/index.server";
import { isReviewDecision, REVIEW_DECISIONS } from "./review-moderation.schema";

const STATUS: Record<ReviewRefusal, number> = {
  notFound: 404,
  alreadyHidden: 409,
  notHidden: 409,
  noOpenReports: 409,
  newReports: 409,
  [OWN_DECISION]: OWN_DECISION_STATUS,
};

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
      return decide(body.form, intent, REVIEW_DECISIONS.hide, (value) => hideReview(db, operator, value.reviewId, value.reason), STATUS);
    case "restore":
      return decide(body.form, intent, REVIEW_DECISIONS.restore, (value) => restoreReview(db, operator, value.reviewId), STATUS);
    case "dismiss":
      return decide(body.form, intent, REVIEW_DECISIONS.dismiss, (value) => dismissReports(db, operator, value.reviewId, value.reportsSeen), STATUS);
  }
}
