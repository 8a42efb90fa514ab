import { and, asc, eq } from "drizzle-orm";
import type { Transaction } from "~/adapters/db/advisory-lock.server";
import type { Database } from "~/adapters/db/client.server";
import { specialistProfiles, specialistProjects, specialistServices, users, type SpecialistProfileRow } from "~/adapters/db/schema";
import { LIMITS, type AccountType, type Specialization } from "~/config/constants";
import { getReviewStats } from "~/features/reviews/index.server";
import { isListed, mayBeListed } from "~/server/listed-specialists";
import type { Project, ProfileFields, Service, SpecialistProfile } from "./specialist";

const projectColumns = {
  id: specialistProjects.id,
  title: specialistProjects.title,
  description: specialistProjects.description,
  audioUrl: specialistProjects.audioUrl,
  videoUrl: specialistProjects.videoUrl,
  projectLink: specialistProjects.projectLink,
};
const serviceColumns = {
  id: specialistServices.id,
  title: specialistServices.title,
  description: specialistServices.description,
  price: specialistServices.price,
};

export function findProjects(db: Database | Transaction, userId: string): Promise<Project[]> {
  return db
    .select(projectColumns)
    .from(specialistProjects)
    .where(eq(specialistProjects.userId, userId))
    .orderBy(asc(specialistProjects.createdAt), asc(specialistProjects.id));
}

/** Oldest first; at most `limit` of them (all, for the owner's editor). */
export function findServices(db: Database | Transaction, userId: string, limit?: number): Promise<Service[]> {
  const query = db
    .select(serviceColumns)
    .from(specialistServices)
    .where(eq(specialistServices.userId, userId))
    .orderBy(asc(specialistServices.createdAt), asc(specialistServices.id));
  return limit === undefined ? query : query.limit(limit);
}

/** A profile row's own fields, empty where there is no row (a Pro user who never signed in again). */
export function profileFields(profile: SpecialistProfileRow | null | undefined): ProfileFields {
  return {
    name: profile?.name ?? "",
    surname: profile?.surname ?? "",
    email: profile?.email ?? "",
    workExperience: profile?.workExperience ?? "",
    experience: profile?.experience ?? "",
    telegramLink: profile?.telegramLink ?? "",
    website: profile?.website ?? "",
    location: profile?.location ?? "",
    languages: profile?.languages ?? [],
    specializations: (profile?.specializations ?? []) as Specialization[],
    photoUrl: profile?.photoUrl ?? "",
    audioUrl: profile?.audioUrl ?? "",
  };
}

/** What a profile's public page shows, as stored now: what an operator approves (docs/decisions/019). */
export interface ProfileContent {
  fields: ProfileFields;
  projects: Project[];
  services: Service[];
}

/** A profile's content read inside the caller's transaction (the console locks the profile row first), or null without a row. */
export async function readProfileContent(db: Database | Transaction, userId: string): Promise<ProfileContent | null> {
  const [[profile], projects, services] = await Promise.all([
    db.select().from(specialistProfiles).where(eq(specialistProfiles.userId, userId)).limit(1),
    findProjects(db, userId),
    findServices(db, userId),
  ]);
  return profile ? { fields: profileFields(profile), projects, services } : null;
}

/**
 * A listed specialist's public profile (spec 2 "Specialist profile"), or null: whoever the directory
 * does not list has no public page, and a listed specialist has a profile with a name (docs/decisions/032).
 * `asOwner`: the owner's own view, which still shows a profile an operator hid (with its reason).
 */
export async function getPublicProfile(db: Database, id: string, { asOwner = false } = {}): Promise<SpecialistProfile | null> {
  const [row] = await db
    .select({ user: { id: users.id, proExpiresAt: users.proExpiresAt }, profile: specialistProfiles })
    .from(users)
    .innerJoin(specialistProfiles, eq(specialistProfiles.userId, users.id))
    .where(and(eq(users.id, id), asOwner ? mayBeListed : isListed))
    .limit(1);
  if (!row) return null;
  const { user, profile } = row;
  // A profile that held more services before the cap shows the first LIMITS.services (one had 2 794: a 1 MB page).
  const [projects, services, reviews] = await Promise.all([findProjects(db, id), findServices(db, id, LIMITS.services), getReviewStats(db, id)]);
  return {
    id: user.id,
    ...profileFields(profile),
    accountType: profile.accountType satisfies AccountType,
    isPro: profile.accountType === "Pro" || (user.proExpiresAt !== null && user.proExpiresAt > new Date()),
    isApproved: profile.hiddenAt === null && profile.approvedVersion === profile.contentVersion,
    hidden: profile.hiddenAt ? { reason: profile.hiddenReason } : null,
    projects,
    services,
    reviews,
    updatedAt: profile.updatedAt.toISOString(),
  };
}
