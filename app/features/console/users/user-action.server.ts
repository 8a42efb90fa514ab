import { data, redirect } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { banUser, changeRole, revokeSessions, startImpersonation, unbanUser, type UserDecisionOutcome } from "~/features/auth/index.server";
import { languageFromPath, localizePath } from "~/i18n/language";
import { readForm } from "~/server/read-body";
import type { ConsoleOperator } from "../console-access.server";
import { decide, invalidDecision } from "../decision-action.server";
import { banSchema, impersonateSchema, isUserActionIntent, revokeSessionsSchema, roleChangeSchema, unbanSchema } from "./user-actions.schema";

/** An account gone meanwhile is the page's 404, as it would be on a reload. */
function orNotFound(outcome: UserDecisionOutcome): UserDecisionOutcome {
  if (!outcome.ok && outcome.refusal === "NOT_FOUND") throw data(null, { status: 404 });
  return outcome;
}

/**
 * The user page's action (the operator already checked): the form's intent picks its schema; an invalid form is a 400
 * with its messages, a refused decision a 409 with the refusal (403 for any decision about the operator's own
 * account), a missing account 404. Impersonation sends the admin's browser, acting as the user now, to the user's cabinet.
 */
export async function runUserAction(request: Request, operator: ConsoleOperator, userId: string) {
  const body = await readForm(request);
  if (!body.ok) return invalidDecision(body.status);
  const intent = body.form.get("intent");
  if (!isUserActionIntent(intent)) return invalidDecision(400);
  const db = await getDb();
  switch (intent) {
    case "role":
      return decide(body.form, intent, roleChangeSchema, async (value) => orNotFound(await changeRole(db, operator, userId, value)));
    case "ban":
      return decide(body.form, intent, banSchema, async (value) => orNotFound(await banUser(db, operator, userId, value)));
    case "unban":
      return decide(body.form, intent, unbanSchema, async (value) => orNotFound(await unbanUser(db, operator, userId, value)));
    case "revoke-sessions":
      return decide(body.form, intent, revokeSessionsSchema, async (value) => orNotFound(await revokeSessions(db, operator, userId, value)));
    case "impersonate":
      return decide(body.form, intent, impersonateSchema, async (value) => {
        const outcome = orNotFound(await startImpersonation(db, operator, request, userId, value));
        if (outcome.ok) throw redirect(localizePath("/dashboard", languageFromPath(new URL(request.url).pathname)), { headers: outcome.headers });
        return outcome;
      });
  }
}
