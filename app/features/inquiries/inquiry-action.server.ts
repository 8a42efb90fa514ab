import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { logger } from "~/adapters/logger.server";
import { getViewer } from "~/features/auth/index.server";
import { actionLanguageOf } from "~/server/action-language";
import { answerOnFailure } from "~/server/answer-on-failure.server";
import { parseFormSubmission } from "~/server/parse-form-submission";
import { readForm } from "~/server/read-body";
import { sendInquiry, type SendInquiryRefusal } from "./inquiries.server";
import { SEND_INQUIRY_INTENT, type InquiryAnswer } from "./inquiry";
import { inquiryFieldsOf, inquirySchema } from "./inquiry.schema";
import { requestSenderKey } from "./sender-key.server";

const REFUSAL_STATUS: Record<SendInquiryRefusal, number> = {
  NOT_FOUND: 404,
  OWN_PROFILE: 403,
  BLOCKED: 403,
  SENDER_LIMIT: 429,
  SPECIALIST_LIMIT: 429,
  SPECIALIST_BUSY: 429,
};

const refused = (error: string, status: number) => data<InquiryAnswer>({ result: { status: "error", error: { "": [error] } }, sent: null }, { status });

/**
 * The profile page's action (docs/decisions/036): a POST, never cached. Who sends is decided here, from the session
 * cookie (the page itself is the same for everyone: docs/decisions/005); the language is the page's. Bad input is a
 * 400 with each field's message; a filled honeypot is answered like a success and nothing is stored; a refusal is its
 * code with its status (429 for the limits); an unexpected failure is logged and answered 500.
 */
export async function inquiryAction(request: Request, specialistId: string, requestId: string) {
  const body = await readForm(request);
  if (!body.ok) return refused(body.status === 413 ? "tooLarge" : "invalid", body.status);
  if (body.form.get("intent") !== SEND_INQUIRY_INTENT) return refused("invalid", 400);
  const submission = parseFormSubmission(body.form, inquirySchema);
  if (submission.status !== "success") return data<InquiryAnswer>({ result: submission.reply(), sent: null }, { status: 400 });
  const fields = inquiryFieldsOf(submission.value);
  const language = actionLanguageOf(request);
  if (submission.value.homepage !== "") {
    logger.info({ specialistId }, "an inquiry filled the honeypot: answered as sent, nothing stored");
    return data<InquiryAnswer>({ result: submission.reply({ resetForm: true }), sent: { state: "unconfirmed", email: fields.clientEmail } });
  }
  return answerOnFailure(
    { requestId, specialistId, message: "an inquiry could not be sent" },
    async () => {
      const viewer = await getViewer(request);
      const sender = {
        senderKey: await requestSenderKey(request),
        user: viewer && { id: viewer.id, email: viewer.email, emailVerified: viewer.emailVerified },
      };
      const outcome = await sendInquiry(await getDb(), { specialistId, fields, language, sender });
      if (!outcome.ok) {
        return data<InquiryAnswer>({ result: submission.reply({ formErrors: [outcome.refusal] }), sent: null }, { status: REFUSAL_STATUS[outcome.refusal] });
      }
      return data<InquiryAnswer>({ result: submission.reply({ resetForm: true }), sent: { state: outcome.state, email: fields.clientEmail } });
    },
    () => refused("FAILED", 500),
  );
}
