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
 */
export async function ensureSpecialistProfile(db: Database, userId: string): Promise<void> {
  const [user] = await db.select({ name: users.name, email: users.email, image: users.image }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return;
  const { name, surname } = splitDisplayName(user.name);
  await db
    .insert(specialistProfiles)
    .values({ userId, name, surname, email: user.email.slice(0, LIMITS.profile.email), photoUrl: user.image ?? "" })
    .onConflictDoNothing({ target: specialistProfiles.userId });
  if (surname) await db.update(users).set({ surname }).where(eq(users.id, userId));
}
