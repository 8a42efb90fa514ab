import { eq } from "drizzle-orm";
import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { users } from "~/adapters/db/schema";
import type { UserRole } from "~/config/constants";
import { getImpersonator, getViewer } from "~/features/auth/index.server";
import type { OperatorActor } from "~/server/audit-log.server";
import { mayOpen, type ConsoleSection } from "./console-sections";

export interface ConsoleOperator {
  id: string;
  email: string;
  role: UserRole;
  /**
   * Who the audit log names for this operator's decisions: the operator, or the admin acting as them
   * (impersonation), with the operator as `impersonating` (docs/decisions/020).
   */
  actor: OperatorActor;
}

/**
 * The signed-in operator whose role opens this section, read from the account on every request. Anyone else —
 * a visitor, a plain user, a moderator in an admin's section — gets the site's 404: the console is not advertised.
 */
export async function requireConsoleSection(request: Request, section: ConsoleSection): Promise<ConsoleOperator> {
  const operator = await operatorOf(request);
  if (operator && mayOpen(operator.role, section)) return operator;
  throw data(null, { status: 404 });
}

// The layout's loader and the section's ask for the same request: one role lookup serves both.
const operators = new WeakMap<Request, Promise<ConsoleOperator | null>>();

function operatorOf(request: Request): Promise<ConsoleOperator | null> {
  let operator = operators.get(request);
  if (!operator) {
    operator = lookUpOperator(request);
    operators.set(request, operator);
  }
  return operator;
}

async function lookUpOperator(request: Request): Promise<ConsoleOperator | null> {
  const viewer = await getViewer(request);
  if (!viewer) return null;
  const [account] = await (await getDb()).select({ role: users.role }).from(users).where(eq(users.id, viewer.id)).limit(1);
  if (!account) return null;
  const impersonator = await getImpersonator(request);
  const self = { id: viewer.id, email: viewer.email };
  const actor: OperatorActor = impersonator ? { kind: "user", ...impersonator, impersonating: self } : { kind: "user", ...self };
  return { ...self, role: account.role, actor };
}
