import { eq } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { accounts, users } from "~/adapters/db/schema";
import type { UserRole } from "~/config/constants";
import { setUserRole } from "~/features/auth/index.server";
import { DEMO_PASSWORD } from "./demo-specialists.server";

/** The try-out's console accounts (README "Demo content"): they sign in with DEMO_PASSWORD, like the demo specialists. */
const DEMO_OPERATORS: ReadonlyArray<{ id: string; email: string; name: string; role: UserRole }> = [
  { id: "demo-admin", email: "admin@demo.zvuk-rabota.ru", name: "Администратор", role: "admin" },
  { id: "demo-moderator", email: "moderator@demo.zvuk-rabota.ru", name: "Модератор", role: "moderator" },
];

/**
 * Adds the demo admin and moderator where missing. Their role is given the way any role is, with an audit row
 * ("demo-content"), so the try-out's audit log shows how a role change reads. Accounts that exist are left alone.
 */
export async function seedDemoOperators(db: Database, hashPassword: (password: string) => Promise<string>): Promise<number> {
  let added = 0;
  for (const operator of DEMO_OPERATORS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, operator.id)).limit(1);
    if (existing) continue;
    const password = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      await tx.insert(users).values({ id: operator.id, name: operator.name, email: operator.email, emailVerified: true });
      await tx.insert(accounts).values({ id: `${operator.id}-credential`, accountId: operator.id, providerId: "credential", userId: operator.id, password });
    });
    await setUserRole(db, { email: operator.email, role: operator.role, actor: { kind: "system", label: "demo-content" }, reason: "demo content" });
    added += 1;
  }
  return added;
}
