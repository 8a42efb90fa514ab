import { eq } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { specialistProfiles, users } from "~/adapters/db/schema";
import { LIMITS } from "~/config/constants";

/** Spec 3: name is the first word of the display name, surname the remaining words. */
export function splitDisplayName(displayName: string): { name: string; surname: string } {
  const [name = "", ...rest] = displayName.trim().split(/\s+/);
  return { name: name.slice(0, LIMITS.profile.name), surname: rest.join(" ").slice(0, LIMITS.profile.surname) };
}

/**
 * Spec 4: on any successful sign-in or registration a profile is created if none exists;
 * an existing one is left untouched. The primary key makes racing sign-ins create exactly one.
 * It takes the display name (Google's, or none), never the login address or the account's picture: a profile's
 * public contact is what its owner types into the editor, and its photo an upload of theirs (issue 24 L9, N5).
 */
export async function ensureSpecialistProfile(db: Database, userId: string): Promise<void> {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  const { name, surname } = splitDisplayName(user.name);
  await db.insert(specialistProfiles).values({ userId, name, surname }).onConflictDoNothing({ target: specialistProfiles.userId });
  if (surname) await db.update(users).set({ surname }).where(eq(users.id, userId));
}
