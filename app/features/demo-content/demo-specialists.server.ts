import { createReadStream } from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { accounts, specialistProfiles, specialistProjects, specialistServices, users } from "~/adapters/db/schema";
import { markSeededProfileApproved } from "~/features/specialists/index.server";
import type { Storage } from "~/adapters/storage/storage";
import { logger } from "~/adapters/logger.server";
import { PRICING } from "~/config/constants";
import { ACCEPTED_FORMATS, uploadKey } from "~/features/uploads/index.server";
import type { DemoSpecialist } from "../../../demo/specialists";

/** The password of every demo account (embedded default only; README "Demo content"). */
export const DEMO_PASSWORD = "zvuk-demo-2026";
const DAY_MS = 24 * 60 * 60 * 1000;

interface SeedOptions {
  storage: Storage;
  /** demo/specialists/media: avatars/, audio/, video/. */
  mediaDir: string;
  /** better-auth's password hasher, so the demo accounts sign in like any other. */
  hashPassword: (password: string) => Promise<string>;
  now?: Date;
}

const CONTENT_TYPES: Record<string, string> = Object.assign({}, ...Object.values(ACCEPTED_FORMATS));

/** Copies one demo file into storage where an upload of that kind would land; answers its URL. */
async function storeMedia(storage: Storage, file: string, key: string, version: string): Promise<string> {
  const ext = path.extname(file).slice(1).toLowerCase();
  const contentType = CONTENT_TYPES[ext];
  if (!contentType) throw new Error(`demo media ${file}: no content type for .${ext}`);
  await storage.put(key, createReadStream(file), { contentType });
  return storage.publicUrl(key, version);
}

async function seedOne(db: Database, specialist: DemoSpecialist, password: string, { storage, mediaDir, now = new Date() }: SeedOptions): Promise<void> {
  const userId = `demo-${specialist.key}`;
  const version = String(now.getTime());
  const media = (folder: string, file: string) => path.join(mediaDir, folder, file);
  const { profile } = specialist;
  const photoUrl = await storeMedia(storage, media("avatars", profile.photo), uploadKey({ kind: "photo" }, userId, "", now), version);
  const audioUrl = profile.audio ? await storeMedia(storage, media("audio", profile.audio), uploadKey({ kind: "audio" }, userId, "", now), version) : "";
  const projects: Array<typeof specialistProjects.$inferInsert> = [];
  for (const project of specialist.projects) {
    const id = crypto.randomUUID();
    const projectAudio = project.audio
      ? await storeMedia(storage, media("audio", project.audio), uploadKey({ kind: "project-audio", projectId: id }, userId, "", now), version)
      : "";
    const videoExt = project.video ? path.extname(project.video).slice(1) : "";
    const video = project.video
      ? await storeMedia(storage, media("video", project.video), uploadKey({ kind: "video", filename: project.video }, userId, videoExt, now), version)
      : "";
    projects.push({
      id,
      userId,
      slot: projects.length,
      title: project.title,
      description: project.description,
      audioUrl: projectAudio,
      videoUrl: video,
      projectLink: project.projectLink ?? "",
    });
  }
  const proExpiresAt = specialist.proDays ? new Date(now.getTime() + specialist.proDays * DAY_MS) : null;
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id: userId,
      name: specialist.displayName,
      surname: profile.surname,
      email: specialist.email,
      emailVerified: true,
      image: photoUrl,
      showInSpecialists: specialist.showInSpecialists ?? null,
      proExpiresAt,
      proPlan: proExpiresAt ? "yearly" : null,
      proActivatedAt: proExpiresAt ? new Date(proExpiresAt.getTime() - PRICING.yearly.durationDays * DAY_MS) : null,
    });
    await tx.insert(accounts).values({ id: `${userId}-credential`, accountId: userId, providerId: "credential", userId, password });
    await tx.insert(specialistProfiles).values({
      userId,
      accountType: specialist.accountType,
      name: profile.name,
      surname: profile.surname,
      email: specialist.email,
      workExperience: profile.workExperience,
      experience: profile.experience,
      telegramLink: profile.telegramLink,
      website: profile.website,
      location: profile.location,
      languages: profile.languages,
      specializations: profile.specializations,
      photoUrl,
      audioUrl,
    });
    if (specialist.services.length > 0) {
      await tx
        .insert(specialistServices)
        .values(specialist.services.map((service, index) => ({ ...service, id: crypto.randomUUID(), userId, createdAt: new Date(now.getTime() + index) })));
    }
    if (projects.length > 0)
      await tx.insert(specialistProjects).values(projects.map((project, index) => ({ ...project, createdAt: new Date(now.getTime() + index) })));
    // The try-out shows the directory as it looks in use: the demo profiles are approved ("Профиль проверен платформой").
    await markSeededProfileApproved(tx, userId);
  });
}

/**
 * The demo directory of the embedded default (demo/specialists.ts): accounts that sign in with DEMO_PASSWORD,
 * profiles, services and projects, their media copied into storage at the keys uploads use. Demo accounts that
 * already exist (by e-mail) are left as they are, so it runs at every start.
 */
export async function seedDemoSpecialists(db: Database, specialists: readonly DemoSpecialist[], options: SeedOptions): Promise<number> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        specialists.map((specialist) => specialist.email),
      ),
    );
  const present = new Set(existing.map((row) => row.email));
  const missing = specialists.filter((candidate) => !present.has(candidate.email));
  if (missing.length === 0) return 0;
  // One hash for all: the password is published anyway, and hashing is slow on purpose.
  const password = await options.hashPassword(DEMO_PASSWORD);
  // All at once: each one's media copies overlap the others' inserts (a cold start waits for this).
  const seeded = await Promise.all(
    missing.map(async (specialist) => {
      try {
        await seedOne(db, specialist, password, options);
        return true;
      } catch (error) {
        // Another instance seeding at once, or a broken media file: the rest still go in.
        const [again] = await db.select({ id: users.id }).from(users).where(eq(users.email, specialist.email));
        if (!again) logger.error({ err: error, key: specialist.key }, "demo specialist not seeded");
        return false;
      }
    }),
  );
  return seeded.filter(Boolean).length;
}
