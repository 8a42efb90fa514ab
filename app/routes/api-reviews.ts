import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { getViewer } from "~/features/auth/session.server";
import type { ReviewActionData, ReviewIntent } from "~/features/reviews/review";
import { reportReview } from "~/features/reviews/review-reports.server";
import { createReview, deleteReview } from "~/features/reviews/reviews.server";
import { isForeignOrigin } from "~/server/foreign-origin";
import { formText, readForm } from "~/server/read-body";
import { requestInfoContext } from "~/server/request-context";
import type { Route } from "./+types/api-reviews";
import { answerOnFailure } from "~/server/answer-on-failure.server";

const STATUS: Record<Exclude<ReviewActionData, { ok: true }>["error"], number> = {
  AUTH_REQUIRED: 401,
  DELETE_AUTH_REQUIRED: 401,
  FORBIDDEN_ORIGIN: 403,
  NOT_AUTHOR: 403,
  SPECIALIST_REQUIRED: 400,
  INVALID: 400,
  INVALID_REQUEST: 400,
  SELF_REVIEW: 400,
  EMAIL_UNCONFIRMED: 403,
  SPECIALIST_NOT_FOUND: 404,
  NOT_FOUND: 404,
  ALREADY_REVIEWED: 409,
  CREATE_FAILED: 500,
  DELETE_FAILED: 500,
  REPORT_AUTH_REQUIRED: 401,
  OWN_REVIEW: 400,
  ALREADY_REPORTED: 409,
  REPORT_FAILED: 500,
};

const answer = (result: ReviewActionData, status = result.ok ? 200 : STATUS[result.error]) => data(result, { status });

/** "delete" or "report" when the form (or, before the form is read, the address: `?intent=…`) says so; else "create". */
const intentOf = (value: FormDataEntryValue | null): ReviewIntent => (value === "delete" || value === "report" ? value : "create");

const AUTH_REQUIRED = { create: "AUTH_REQUIRED", delete: "DELETE_AUTH_REQUIRED", report: "REPORT_AUTH_REQUIRED" } as const;
const FAILED = { create: "CREATE_FAILED", delete: "DELETE_FAILED", report: "REPORT_FAILED" } as const;

/**
 * POST /api/reviews: intent "create" (specialistId, rating, title, content, projectType, projectName),
 * "delete" (reviewId) or "report" (reviewId, an optional reason; issue 16). Answers ReviewActionData; refusals carry a 4xx status (spec 5 "Review data rules").
 * The origin and the session are checked before the body is read: a refused request costs no read. Their
 * answers name the intent the address gives (the cabinet's delete posts to `?intent=delete`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  let intent = intentOf(new URL(request.url).searchParams.get("intent"));
  if (isForeignOrigin(request)) return answer({ ok: false, intent, error: "FORBIDDEN_ORIGIN" });
  return answerOnFailure(
    () => ({ requestId: context.get(requestInfoContext).requestId, intent, message: "review action failed" }),
    async () => {
      const viewer = await getViewer(request);
      if (!viewer) return answer({ ok: false, intent, error: AUTH_REQUIRED[intent] });
      const body = await readForm(request);
      if (!body.ok) return answer({ ok: false, intent, error: "INVALID_REQUEST" }, body.status);
      const { form } = body;
      intent = intentOf(form.get("intent"));
      const db = await getDb();
      if (intent === "delete") return answer(await deleteReview(db, viewer, formText(form, "reviewId")));
      if (intent === "report") return answer(await reportReview(db, viewer, form));
      return answer(await createReview(db, viewer, form));
    },
    () => answer({ ok: false, intent, error: FAILED[intent] }),
  );
}
