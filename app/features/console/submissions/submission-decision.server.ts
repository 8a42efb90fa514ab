import { getDb } from "~/adapters/db/database.server";
import { readForm } from "~/server/read-body";
import { requireConsoleSection } from "../console-access.server";
import { decide, invalidDecision } from "../decision-action.server";
import { isSubmissionDecision, SUBMISSION_DECISIONS } from "./submission-moderation.schema";
import { approveSubmission, declineSubmission } from "~/features/job-submissions/index.server";

/**
 * The submission page's action: the operator's role first (404 to anyone else, nothing read), then the decision its
 * `intent` names, checked by its form's schema; approve and decline are each one transaction with an audit row,
 * refused with 409 when another operator decided first.
 */
export async function decideSubmission(request: Request, id: string) {
  const operator = await requireConsoleSection(request, "submissions");
  const body = await readForm(request);
  if (!body.ok) return invalidDecision(body.status);
  const intent = body.form.get("intent");
  if (!isSubmissionDecision(intent)) return invalidDecision(400);
  const db = await getDb();
  if (intent === "approve") return decide(body.form, intent, SUBMISSION_DECISIONS.approve, () => approveSubmission(db, operator, id));
  return decide(body.form, intent, SUBMISSION_DECISIONS.decline, (value) => declineSubmission(db, operator, id, value.reason));
}
