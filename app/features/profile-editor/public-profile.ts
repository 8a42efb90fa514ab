import type { EditorData } from "./editor-data";

/**
 * Whether the owner's public page exists (spec 4 "Catalogue visibility"): account type Pro always; active Pro
 * unless the owner turned the listing off. Only then does "Просмотр профиля" lead anywhere.
 */
export function hasPublicProfile({
  accountType,
  hasActivePro,
  showInSpecialists,
}: Pick<EditorData, "accountType" | "hasActivePro" | "showInSpecialists">): boolean {
  return accountType === "Pro" || (hasActivePro && showInSpecialists);
}

/** The public profile's path, before localisation (spec 2: specialists/{id}). */
export const publicProfilePath = (userId: string) => `/specialists/${encodeURIComponent(userId)}`;
