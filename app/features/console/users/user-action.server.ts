import type { Submission } from "@conform-to/react";
import { data, redirect } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { languageFromPath, localizePath } from "~/i18n/language";
import { OWN_DECISION, OWN_DECISION_STATUS } from "~/server/own-decisions";
import { parseFormSubmission } from "~/server/parse-form-submission";
import { readForm } from "~/server/read-body";
import type { ConsoleOperator } from "../console-access.server";
import type { UserActionData } from "./user-action-forms";
import { banUser, changeRole, revokeSessions, startImpersonation, unbanUser, type UserActionOutcome } from "~/features/auth/index.server";
import {
  banSchema,
  impersonateSchema,
  isUserActionIntent,
  revokeSessionsSchema,
  roleChangeSchema,
  unbanSchema,
  type UserActionIntent,
} from "./user-actions.schema";

/**
 * The user page's action (the operator already checked): the form's intent picks its schema; an invalid form is a 400
 * with its messages, a refused decision a 409 with the refusal (403 for any decision about the operator's own
 * account), a missing account 404. Impersonation sends the admin's browser, acting as the user now, to the user's cabinet.
 */
export async function runUserAction(request: Request, operator: ConsoleOperator, userId: string) {
  const body = await readForm(request);
  if (!body.ok) throw data(null, { status: body.status });
  const intent = body.form.get("intent");
  if (!isUserActionIntent(intent)) throw data(null, { status: 400 });
  const db = await getDb();
  switch (intent) {
    case "role": {
      const submission = parseFormSubmission(body.form, roleChangeSchema);
      return settle(request, intent, submission, (value) => changeRole(db, operator, userId, value));
    }
    case "ban": {
      const submission = parseFormSubmission(body.form, banSchema);
      return settle(request, intent, submission, (value) => banUser(db, operator, userId, value));
    }
    case "unban": {
      const submission = parseFormSubmission(body.form, unbanSchema);
      return settle(request, intent, submission, (value) => unbanUser(db, operator, userId, value));
    }
    case "revoke-sessions": {
      const submission = parseFormSubmission(body.form, revokeSessionsSchema);
      return settle(request, intent, submission, (value) => revokeSessions(db, operator, userId, value));
    }
    case "impersonate": {
      const submission = parseFormSubmission(body.form, impersonateSchema);
      return settle(request, intent, submission, (value) => startImpersonation(db, operator, request, userId, value));
    }
  }
}

async function settle<Value>(
  request: Request,
  intent: UserActionIntent,
  submission: Submission<Value, string[]>,
  run: (value: Value) => Promise<UserActionOutcome>,
) {
  const reply = (result: UserActionData["result"], isDone: boolean): UserActionData => ({ intent, result, isDone });
  if (submission.status !== "success") return data(reply(submission.reply(), false), { status: 400 });
  const outcome = await run(submission.value);
  if (outcome.status === "not-found") throw data(null, { status: 404 });
  if (outcome.status === "refused")
    return data(reply(submission.reply({ formErrors: [outcome.refusal] }), false), { status: outcome.refusal === OWN_DECISION ? OWN_DECISION_STATUS : 409 });
  if (outcome.headers) throw redirect(localizePath("/dashboard", languageFromPath(new URL(request.url).pathname)), { headers: outcome.headers });
  return reply(submission.reply({ resetForm: true }), true);
}
