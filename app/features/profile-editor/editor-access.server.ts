import { eq } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { specialistProfiles } from "~/adapters/db/schema";
import type { AccountType } from "~/config/constants";
import type { Viewer } from "~/features/auth";

/** What the signed-in user may do with their own specialist profile (spec 6 "Pro user"). */
export interface EditorAccess {
  /** Account type "Pro" or active Pro access: only then may the owner edit and upload. */
  canEdit: boolean;
  accountType: AccountType;
  hasActivePro: boolean;
  /** Whether the profile row exists (it is made on first sign-in; spec 5 "Saving projects requires an existing profile"). */
  hasProfile: boolean;
}

/** Reads the account type from the viewer's profile; Pro access comes with the viewer (derived from the expiry). */
export async function getEditorAccess(db: Database, viewer: Viewer): Promise<EditorAccess> {
  const [profile] = await db
    .select({ accountType: specialistProfiles.accountType })
    .from(specialistProfiles)
    .where(eq(specialistProfiles.userId, viewer.id))
    .limit(1);
  const accountType = profile?.accountType ?? "Basic";
  return { canEdit: accountType === "Pro" || viewer.hasActivePro, accountType, hasActivePro: viewer.hasActivePro, hasProfile: Boolean(profile) };
}
