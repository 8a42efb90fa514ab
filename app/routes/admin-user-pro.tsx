import { data } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { getDb } from "~/adapters/db/database.server";
import { requireConsoleSection } from "~/features/console/console-access.server";
import { OwnDecisionNotice } from "~/features/console/own-decision-notice";
import { GrantProForm } from "~/features/console/payments/grant-pro-form";
import { grantProFormSchema } from "~/features/console/payments/payment-forms";
import { getUserPro } from "~/features/console/payments/user-pro.server";
import { PaymentHistory } from "~/features/payments";
import { grantPro } from "~/features/payments/index.server";
import { consolePaymentsText } from "~/i18n/console-payments";
import { useT } from "~/i18n/use-language";
import { isOwnDecision, OWN_DECISION, OWN_DECISION_STATUS } from "~/server/own-decisions";
import { parseFormSubmission } from "~/server/parse-form-submission";
import { readForm } from "~/server/read-body";
import type { Route } from "./+types/admin-user-pro";

interface GrantAnswer {
  reply: SubmissionResult<string[]>;
  grantedUntil: string | null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const operator = await requireConsoleSection(request, "payments");
  const user = await getUserPro(await getDb(), params.userId);
  if (!user) throw data(null, { status: 404 });
  return { user, isOwn: isOwnDecision(operator, { account: user.id }) };
}

/** A refusal's form message and status: an unknown account 404, a changed expiry 409, the admin's own account 403. */
const REFUSAL = {
  NOT_FOUND: { message: "USER_NOT_FOUND", status: 404 },
  STALE: { message: "STALE", status: 409 },
  [OWN_DECISION]: { message: OWN_DECISION, status: OWN_DECISION_STATUS },
} as const;

/**
 * Grant or extend Pro with a reason (issue 16): a zero-amount manual payment and its audit row, in one transaction; a
 * stale form is 409, a grant to oneself 403.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const operator = await requireConsoleSection(request, "payments");
  const body = await readForm(request);
  if (!body.ok) throw data(null, { status: body.status });
  const submission = parseFormSubmission(body.form, grantProFormSchema);
  if (submission.status !== "success") return data<GrantAnswer>({ reply: submission.reply(), grantedUntil: null }, { status: 400 });
  const { days, reason, expectedExpiresAt } = submission.value;
  const result = await grantPro(await getDb(), {
    userId: params.userId,
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

export default function AdminUserPro({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT(consolePaymentsText);
  const { user, isOwn } = loaderData;
  return (
    <section className="max-w-3xl space-y-4">
      <h2 className="text-xl font-semibold text-zinc-900">{t.grant.title}</h2>
      {isOwn ? (
        <OwnDecisionNotice about="grantPro" />
      ) : (
        <GrantProForm key={user.proExpiresAt ?? "none"} user={user} lastResult={actionData?.reply} grantedUntil={actionData?.grantedUntil ?? null} />
      )}
      <section className="space-y-2">
        <h3 className="text-lg font-semibold text-zinc-900">{t.grant.payments}</h3>
        <PaymentHistory payments={user.payments} />
      </section>
    </section>
  );
}
