import { getDb } from "~/adapters/db/database.server";
import { grantPro } from "~/features/payments/index.server";
import { readForm } from "~/server/read-body";
import { requireConsoleSection } from "../console-access.server";
import { decide, invalidDecision } from "../decision-action.server";
import { grantProFormSchema } from "./payment-forms";

/**
 * The grant page's action: grant or extend Pro with a reason (issue 16), a zero-amount manual payment and its audit
 * row in one transaction; an unknown account 404, a stale form (the expiry changed) 409, a grant to oneself 403.
 */
export async function decideGrantPro(request: Request, userId: string) {
  const operator = await requireConsoleSection(request, "payments");
  const body = await readForm(request);
  if (!body.ok) return invalidDecision(body.status);
  const db = await getDb();
  return decide(
    body.form,
    "grant",
    grantProFormSchema,
    ({ days, reason, expectedExpiresAt }) =>
      grantPro(db, { userId, days, reason, expectedExpiresAt: expectedExpiresAt || null, actor: { id: operator.id, email: operator.email } }),
    { USER_NOT_FOUND: 404 },
  );
}
