import { eq } from "drizzle-orm";
import { data } from "react-router";
import { getDb } from "~/adapters/db/database.server";
import { users } from "~/adapters/db/schema";
import type { UserRole } from "~/config/constants";
import { getViewer } from "~/features/auth/index.server";
import { mayOpen, type ConsoleSection } from "./console-sections";

export interface ConsoleOperator {
  id: string;
  email: string;
  role: UserRole;
}

/**
 * The signed-in operator whose role opens this section, read from the account on every request. Anyone else —
 * a visitor, a plain user, a moderator in an admin's section — gets the site's 404: the console is not advertised.
 */
export async function requireConsoleSection(request: Request, section: ConsoleSection): Promise<ConsoleOperator> {
  const viewer = await getViewer(request);
  if (viewer) {
    const [account] = await (await getDb()).select({ role: users.role }).from(users).where(eq(users.id, viewer.id)).limit(1);
    if (account && mayOpen(account.role, section)) return { id: viewer.id, email: viewer.email, role: account.role };
  }
  throw data(null, { status: 404 });
}
