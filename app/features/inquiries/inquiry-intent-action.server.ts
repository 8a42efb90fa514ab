import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { getViewer } from "~/features/auth/index.server";
import { answerOnFailure } from "~/server/answer-on-failure.server";
import { parseFormSubmission } from "~/server/parse-form-submission";
import { inquiryIdSchema, type InquiryIntent, type InquiryIntentAnswer } from "./inquiry-inbox.schema";
import { updateInquiryStatus } from "./inquiry-inbox.server";

/**
 * An inquiry's status change from the cabinet's «Заявки» tab (the cabinet's action runs it, like the saved searches'
 * intents): the user is the session's, and only their own inquiries change — another user's id is 404, as is one
 * gone. 401 signed out; an unexpected failure is logged and answered 500.
 */
export async function runInquiryIntent(request: Request, form: FormData, intent: InquiryIntent, requestId: string) {
  const refused = (error: "NOT_FOUND" | "AUTH_REQUIRED" | "FAILED", status: number) => data<InquiryIntentAnswer>({ intent, ok: false, error }, { status });
  const viewer = await getViewer(request);
  if (!viewer) return refused("AUTH_REQUIRED", 401);
  const submission = parseFormSubmission(form, inquiryIdSchema);
  if (submission.status !== "success") return refused("NOT_FOUND", 404);
  const { id } = submission.value;
  return answerOnFailure(
    { requestId, intent, message: "an inquiry's status could not be changed" },
    async () => {
      const outcome = await updateInquiryStatus(await getDb(), viewer.id, id, intent);
      return outcome.ok ? data<InquiryIntentAnswer>({ intent, ok: true, id }) : refused(outcome.refusal, 404);
    },
    () => refused("FAILED", 500),
  );
}
