import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "~/config/zod";
import type { Outcome } from "~/server/outcome";
import { OWN_DECISION, OWN_DECISION_STATUS } from "~/server/own-decisions";
import { parseFormSubmission } from "~/server/parse-form-submission";

/**
 * A console decision's answer: which form it was, Conform's result (field messages, or the refusal as the form's
 * message), whether it applied, and what the domain's write made (`value`, when it was done).
 */
export interface DecisionAnswer<Intent extends string, Done extends object = object> {
  intent: Intent | null;
  /** The form that posted (a list holds one form per row). */
  formId: string | null;
  result: SubmissionResult<string[]>;
  done: boolean;
  value: Done | null;
}

/** Bad input, before a decision's form is known: 400 (413 for an oversized body). */
export const invalidDecision = (status: number) =>
  data<DecisionAnswer<never>>({ intent: null, formId: null, result: { status: "error", error: { "": ["invalid"] } }, done: false, value: null }, { status });

/**
 * A refusal's status: the object gone 404, the operator's own 403, any other 409 — the object is no longer as the
 * operator saw it, or already so; nothing changed — unless the decision names another (`statuses`).
 */
export function refusalStatus(refusal: string, statuses: Readonly<Partial<Record<string, number>>> = {}): number {
  return statuses[refusal] ?? (refusal === "NOT_FOUND" ? 404 : refusal === OWN_DECISION ? OWN_DECISION_STATUS : 409);
}

/**
 * Checks the posted form with the decision's own schema (the one its form uses), applies it through the domain's
 * write, and answers: 400 with the field messages, the refusal with its status (`refusalStatus`: nothing applied, no
 * audit row), or 200 with what the write made.
 */
export async function decide<Intent extends string, Refusal extends string, Done extends object, Shape extends z.ZodRawShape>(
  form: FormData,
  intent: Intent,
  schema: z.ZodObject<Shape>,
  apply: (value: z.output<z.ZodObject<Shape>>) => Promise<Outcome<Refusal, Done>>,
  statuses: Partial<Record<Refusal, number>> = {},
) {
  const formId = typeof form.get("formId") === "string" ? String(form.get("formId")).slice(0, 200) : null;
  const answer = (result: SubmissionResult<string[]>, value: Done | null, status = 200) =>
    data<DecisionAnswer<Intent, Done>>({ intent, formId, result, done: value !== null, value }, { status });
  const submission = parseFormSubmission(form, schema);
  if (submission.status !== "success") return answer(submission.reply(), null, 400);
  const outcome = await apply(submission.value);
  if (!outcome.ok) return answer(submission.reply({ formErrors: [outcome.refusal] }), null, refusalStatus(outcome.refusal, statuses));
  return answer(submission.reply({ resetForm: true }), outcome);
}
