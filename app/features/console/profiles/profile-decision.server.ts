import { getDb } from "~/adapters/db/database.server";
import { readForm } from "~/server/read-body";
import { requireConsoleSection } from "../console-access.server";
import { decide, invalidDecision } from "../decision-action.server";
import { approveProfile, hideProfile, setAccountType, unhideProfile } from "~/features/specialists/index.server";
import { isProfileDecision, PROFILE_DECISIONS } from "./profile-moderation.schema";

/**
 * The profile moderation page's action: the operator's role first (404 to anyone else, nothing read), then the
 * form of the decision its `intent` names, checked by that form's schema; each decision is one transaction with its
 * audit row, refused (409) when the profile changed since the operator saw it, and (403) when it is the operator's own.
 */
export async function decideProfile(request: Request, userId: string) {
  const operator = await requireConsoleSection(request, "profiles");
  const body = await readForm(request);
  if (!body.ok) return invalidDecision(body.status);
  const intent = body.form.get("intent");
  if (!isProfileDecision(intent)) return invalidDecision(400);
  const db = await getDb();
  switch (intent) {
    case "approve":
      return decide(body.form, intent, PROFILE_DECISIONS.approve, (value) => approveProfile(db, operator, userId, value.version));
    case "hide":
      return decide(body.form, intent, PROFILE_DECISIONS.hide, (value) => hideProfile(db, operator, userId, value.version, value.reason));
    case "unhide":
      return decide(body.form, intent, PROFILE_DECISIONS.unhide, (value) => unhideProfile(db, operator, userId, value.version));
    case "account-type":
      return decide(body.form, intent, PROFILE_DECISIONS["account-type"], (value) => setAccountType(db, operator, userId, value.accountType, value.reason));
  }
}
