import type { Database } from "~/adapters/db/client.server";
import type { UserRole } from "~/config/constants";
import type * as Roles from "~/features/auth/roles.server";
import { signUpAndSignIn } from "./accounts";

/** Who asks: a signed-out visitor or an account of each role. */
export type Who = "visitor" | UserRole;
export const WHO: Who[] = ["visitor", "user", "moderator", "admin"];

export const CONSOLE_ORIGIN = "http://localhost:3000";

/**
 * Signs up `user@example.com`, `moderator@example.com` and `admin@example.com` (password "secret1") and signs each in,
 * gives the last two their roles, and returns each one's session cookie ("" for the visitor). Call after
 * withAppEnvironment.
 */
export async function signUpOperators(db: Database): Promise<Map<Who, string>> {
  const roles: typeof Roles = await import("~/features/auth/roles.server");
  const cookies = new Map<Who, string>([["visitor", ""]]);
  for (const role of ["user", "moderator", "admin"] as const) {
    cookies.set(role, (await signUpAndSignIn(db, `${role}@example.com`, { name: role })).cookie);
    if (role !== "user") await roles.setUserRole(db, { email: `${role}@example.com`, role, actor: { kind: "system", label: "cli" }, reason: "set-up" });
  }
  return cookies;
}
