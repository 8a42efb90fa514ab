import type { EditorData } from "./editor-data";

/** What a paying specialist's profile still needs before the directory lists it (docs/decisions/032). */
export type ListingGap = "name" | "specialization" | "address";

/** The profile's fields the listing reads. */
interface ListedFields {
  name: string;
  specializations: readonly string[];
}

/**
 * Whether the owner pays for a listing (spec 4 "Catalogue visibility"): account type Pro always; active Pro unless the
 * owner turned the listing off.
 */
export function paysForListing({
  accountType,
  hasActivePro,
  showInSpecialists,
}: Pick<EditorData, "accountType" | "hasActivePro" | "showInSpecialists">): boolean {
  return accountType === "Pro" || (hasActivePro && showInSpecialists);
}

/**
 * What keeps a profile out of the directory beyond paying: a name, at least one specialization and a confirmed
 * address. The JavaScript mirror of `isPublishable` (app/server/listed-specialists.ts), held equal to it by
 * tests/integration/listing-rule.test.ts.
 */
export function listingGaps(profile: ListedFields, isAddressConfirmed: boolean): ListingGap[] {
  const gaps: ListingGap[] = [];
  if (profile.name.trim() === "") gaps.push("name");
  if (profile.specializations.length === 0) gaps.push("specialization");
  if (!isAddressConfirmed) gaps.push("address");
  return gaps;
}

/** Whether the owner's public page exists: only then does "Просмотр профиля" lead anywhere. */
export function hasPublicProfile(
  editor: Pick<EditorData, "accountType" | "hasActivePro" | "showInSpecialists"> & { profile: ListedFields },
  isAddressConfirmed: boolean,
): boolean {
  return paysForListing(editor) && listingGaps(editor.profile, isAddressConfirmed).length === 0;
}

/** The public profile's path, before localisation (spec 2: specialists/{id}). */
export const publicProfilePath = (userId: string) => `/specialists/${encodeURIComponent(userId)}`;
