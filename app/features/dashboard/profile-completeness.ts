import { LIMITS } from "~/config/constants";

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

/** Spec 2 "Dashboard", weighted variant: the checks are worth 30 points, each project and service 3.5, up to 10 of each. */
const WEIGHTED_CHECKS_POINTS = 30;
const WEIGHTED_POINTS_PER_ITEM = 3.5;

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

function passedShare(profile: ProfileCompletenessFields | null): number {
  const checks = checkProfile(profile);
  return PROFILE_CHECKS.filter((check) => checks[check]).length / PROFILE_CHECKS.length;
}

/** The percentage the cabinet shows (spec 2 "Dashboard"): the share of the seven checks that pass, 0 to 100. */
export function profileCompleteness(profile: ProfileCompletenessFields | null): number {
  return Math.round(passedShare(profile) * 100);
}

/**
 * The weighted variant the spec describes but does not display: 30 points for the checks (in proportion),
 * 3.5 per project and 3.5 per service, each counted up to 10; 0 to 100.
 */
export function weightedProfileCompleteness(profile: ProfileCompletenessFields | null, counts: { projects: number; services: number }): number {
  const counted = (n: number) => Math.min(Math.max(n, 0), LIMITS.progressMaxProjectsAndServices);
  const points =
    WEIGHTED_CHECKS_POINTS * passedShare(profile) + WEIGHTED_POINTS_PER_ITEM * (counted(counts.projects) + counted(counts.services));
  return Math.round(points);
}
