import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { logger } from "~/adapters/logger.server";
import { BODY_LIMITS } from "~/config/constants";
import { languageFromPath } from "~/i18n/language";
import { parseFormSubmission } from "~/server/parse-form-submission";
import { readForm } from "~/server/read-body";
import { jobSubmissionSchema } from "./job-submission.schema";
import { submitJob } from "./job-submissions.server";

/** The post-job page's answer: Conform's result for the form, and the contact e-mail once the job was sent (the thank-you view). */
export interface PostJobAnswer {
  result: SubmissionResult<string[]>;
  sentTo: string | null;
}

const refused = (error: string, status: number) => data<PostJobAnswer>({ result: { status: "error", error: { "": [error] } }, sentTo: null }, { status });

/**
 * /post-job's action (docs/decisions/027): no account needed. The body is capped for this route (413); the form is
 * checked by its schema (400 with each field's message); a filled honeypot is answered like a success and nothing is
 * stored; over the rate limit is 429 with the message in the page's language; else the job waits for a moderator.
 */
export async function postJobAction(request: Request) {
  const language = languageFromPath(new URL(request.url).pathname);
  const body = await readForm(request, BODY_LIMITS.jobSubmissionBytes);
  if (!body.ok) return refused(body.status === 413 ? "tooLarge" : "invalid", body.status);
  const submission = parseFormSubmission(body.form, jobSubmissionSchema);
  if (submission.status !== "success") return data<PostJobAnswer>({ result: submission.reply(), sentTo: null }, { status: 400 });
  const { homepage, ...fields } = submission.value;
  const clientIp = request.headers.get("x-client-ip") ?? "unknown";
  if (homepage !== "") {
    logger.info({ clientIp }, "a job submission filled the honeypot: answered as sent, nothing stored");
    return data<PostJobAnswer>({ result: submission.reply({ resetForm: true }), sentTo: fields.contactEmail });
  }
  const outcome = await submitJob(await getDb(), { fields, language, clientIp });
  if (!outcome.ok) return data<PostJobAnswer>({ result: submission.reply({ formErrors: [outcome.refusal] }), sentTo: null }, { status: 429 });
  return data<PostJobAnswer>({ result: submission.reply({ resetForm: true }), sentTo: fields.contactEmail });
}
