import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { grantPro } from "~/features/payments/index.server";
import { OWN_DECISION, OWN_DECISION_STATUS } from "~/server/own-decisions";
import { parseFormSubmission } from "~/server/parse-form-submission";
import { readForm } from "~/server/read-body";
import { requireConsoleSection } from "../console-access.server";
import { grantProFormSchema } from "./payment-forms";

interface GrantAnswer {
  reply: SubmissionResult<string[]>;
  grantedUntil: string | null;
}

/** A refusal's form message and status: an unknown account 404, a changed expiry 409, the admin's own account 403. */
const REFUSAL = {
  NOT_FOUND: { message: "USER_NOT_FOUND", status: 404 },
  STALE: { message: "STALE", status: 409 },
  [OWN_DECISION]: { message: OWN_DECISION, status: OWN_DECISION_STATUS },
} as const;

/**
 * The grant page's action: grant or extend Pro with a reason (issue 16), a zero-amount manual payment and its audit
 * row in one transaction; a stale form is 409, a grant to oneself 403.
 */
export async function decideGrantPro(request: Request, userId: string) {
  const operator = await requireConsoleSection(request, "payments");
  const body = await readForm(request);
  if (!body.ok) throw data(null, { status: body.status });
  const submission = parseFormSubmission(body.form, grantProFormSchema);
  if (submission.status !== "success") return data<GrantAnswer>({ reply: submission.reply(), grantedUntil: null }, { status: 400 });
  const { days, reason, expectedExpiresAt } = submission.value;
  const result = await grantPro(await getDb(), {
    userId,
    days,
    reason,
    expectedExpiresAt: expectedExpiresAt || null,
    actor: { id: operator.id, email: operator.email },
  });
  if (!result.ok) {
    const refusal = REFUSAL[result.error];
    return data<GrantAnswer>({ reply: submission.reply({ formErrors: [refusal.message] }), grantedUntil: null }, { status: refusal.status });
  }
  return data<GrantAnswer>({ reply: submission.reply({ resetForm: true }), grantedUntil: result.proExpiresAt });
}
