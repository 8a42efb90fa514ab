import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "~/config/zod";
import { parseFormSubmission } from "~/server/parse-form-submission";

/** A console decision's answer: which form it was, Conform's result (field messages, or the refusal as the form's message), and whether it applied. */
export interface DecisionAnswer<Intent extends string> {
  intent: Intent | null;
  /** The form that posted (a list holds one form per row). */
  formId: string | null;
  result: SubmissionResult<string[]>;
  done: boolean;
}

export type DecisionOutcome<Refusal extends string> = { ok: true } | { ok: false; refusal: Refusal };

/** Bad input, before a decision's form is known: 400 (413 for an oversized body). */
export const invalidDecision = (status: number) =>
  data<DecisionAnswer<never>>({ intent: null, formId: null, result: { status: "error", error: { "": ["invalid"] } }, done: false }, { status });

/**
 * Checks the posted form with the decision's own schema (the one its form uses), applies it, and answers: 400 with the
 * field messages, the refusal's status (404/409: the object changed meanwhile, nothing applied), or 200.
 */
export async function decide<Intent extends string, Refusal extends string, Shape extends z.ZodRawShape>(
  form: FormData,
  intent: Intent,
  schema: z.ZodObject<Shape>,
  apply: (value: z.output<z.ZodObject<Shape>>) => Promise<DecisionOutcome<Refusal>>,
  statusOf: Record<Refusal, number>,
) {
  const formId = typeof form.get("formId") === "string" ? String(form.get("formId")).slice(0, 200) : null;
  const answer = (result: SubmissionResult<string[]>, done: boolean, status = 200) =>
    data<DecisionAnswer<Intent>>({ intent, formId, result, done }, { status });
  const submission = parseFormSubmission(form, schema);
  if (submission.status !== "success") return answer(submission.reply(), false, 400);
  const outcome = await apply(submission.value);
  if (!outcome.ok) return answer(submission.reply({ formErrors: [outcome.refusal] }), false, statusOf[outcome.refusal]);
  return answer(submission.reply({ resetForm: true }), true);
}
