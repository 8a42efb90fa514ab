/** The seven checks of spec 2 "Dashboard", in the order the checklist shows them. */
export const PROFILE_CHECKS = ["name", "surname", "email", "workExperience", "experience", "photo", "specializations"] as const;
export type ProfileCheck = (typeof PROFILE_CHECKS)[number];

/** The profile fields the checks read (a specialist_profile row has them all). */
export interface ProfileCompletenessFields {
  name: string;
  surname: string;
  email: string;
  workExperience: string;
  experience: string;
  photoUrl: string;
  specializations: readonly string[];
}

const isFilled = (value: string) => value.trim() !== "";

/** Which checks pass; text made only of whitespace counts as empty. No profile: nothing passes. */
export function checkProfile(profile: ProfileCompletenessFields | null): Record<ProfileCheck, boolean> {
  return {
    name: isFilled(profile?.name ?? ""),
    surname: isFilled(profile?.surname ?? ""),
    email: isFilled(profile?.email ?? ""),
    workExperience: isFilled(profile?.workExperience ?? ""),
    experience: isFilled(profile?.experience ?? ""),
    photo: isFilled(profile?.photoUrl ?? ""),
    specializations: profile?.specializations.some(isFilled) ?? false,
  };
}

/** The percentage the cabinet shows (spec 2 "Dashboard"): the share of the seven checks that pass, 0 to 100. */
export function profileCompleteness(profile: ProfileCompletenessFields | null): number {
  const checks = checkProfile(profile);
  return Math.round((PROFILE_CHECKS.filter((check) => checks[check]).length / PROFILE_CHECKS.length) * 100);
}
