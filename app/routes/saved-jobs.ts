import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { getViewer } from "~/features/auth/session.server";
import type { SavedJobActionData, SavedJobErrorCode } from "~/features/jobs/saved-job";
import { savedJobFormSchema } from "~/features/jobs/saved-job.schema";
import { toggleSavedJob } from "~/features/jobs/saved-jobs.server";
import { isForeignOrigin } from "~/server/foreign-origin";
import { readForm } from "~/server/read-body";
import { requestInfoContext } from "~/server/request-context";
import type { Route } from "./+types/saved-jobs";
import { answerOnFailure } from "~/server/answer-on-failure.server";

const failure = (error: SavedJobErrorCode, status: number) => data<SavedJobActionData>({ error }, { status });

/**
 * POST /api/saved-jobs (jobId, intent "save" | "remove"): the save toggle (spec 4 "Saved job",
 * 5 "Saved jobs require sign-in"). Answers JSON `{ saved }`, or `{ error }` with 401, 403, 400 (also for a body
 * that is not a form), 413, 404 or 500. The origin and the session are checked before the body is read.
 */
/**
 * In the browser: a request that fails before the server answers (no connection, a proxy's own 502 page) is the
 * card's "Не удалось сохранить вакансию" like a refusal, not the page's error boundary; the error status also keeps
 * the page from reloading its data over a connection that just failed.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  try {
    return await serverAction();
  } catch {
    return data<SavedJobActionData>({ error: intent === "remove" ? "DELETE_ERROR" : "SAVE_ERROR" }, { status: 503 });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  if (isForeignOrigin(request)) return failure("FORBIDDEN_ORIGIN", 403);
  const viewer = await getViewer(request);
  if (!viewer) return failure("AUTH_REQUIRED", 401);
  const body = await readForm(request);
  if (!body.ok) return failure("INVALID_REQUEST", body.status);
  const parsed = savedJobFormSchema.safeParse({ jobId: body.form.get("jobId"), intent: body.form.get("intent") });
  if (!parsed.success) return failure("INVALID_REQUEST", 400);
  const { jobId, intent } = parsed.data;
  return answerOnFailure(
    { requestId: context.get(requestInfoContext).requestId, jobId, intent, message: "saved job toggle failed" },
    async () => {
      const result = await toggleSavedJob(await getDb(), viewer.id, jobId, intent === "save");
      if (!result.ok) return failure("JOB_NOT_FOUND", 404);
      return data<SavedJobActionData>({ saved: result.isSaved });
    },
    () => failure(intent === "save" ? "SAVE_ERROR" : "DELETE_ERROR", 500),
  );
}
