import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, specialistProjects, users } from "~/adapters/db/schema";
import { createLocalStorage } from "~/adapters/storage/local-storage.server";
import { seedDemoReviews } from "~/features/demo-content/demo-reviews.server";
import { getReviewStats } from "~/features/reviews/reviews.server";
import { findSpecialists } from "~/features/specialists/directory.server";
import { DEMO_PASSWORD, seedDemoSpecialists } from "~/features/demo-content/demo-specialists.server";
import { getPublicProfile } from "~/features/specialists/profile.server";
import { demoReviewers, demoReviews } from "../../demo/reviews";
import { demoSpecialists } from "../../demo/specialists";
import { databaseKinds, useMigratedDatabase } from "../support/databases";

const MEDIA_DIR = path.resolve(import.meta.dirname, "../../demo/specialists/media");

describe.each(databaseKinds)("demo specialists on $name", (kind) => {
  const database = useMigratedDatabase(kind);
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "demo-specialists-"));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("fills the directory once, with media in storage and accounts that sign in", async () => {
    const storage = createLocalStorage(root);
    const options = { storage, mediaDir: MEDIA_DIR, hashPassword };
    expect(await seedDemoSpecialists(database.db, demoSpecialists, options)).toBe(demoSpecialists.length);
    expect(await seedDemoSpecialists(database.db, demoSpecialists, options)).toBe(0);

    const listed = demoSpecialists.filter((specialist) => specialist.accountType === "Pro" || specialist.showInSpecialists !== false);
    const page = await findSpecialists(database.db, { q: "", specializations: [], location: "" }, { seed: "a", pages: 10 });
    expect(page.total).toBe(listed.length);
    expect(page.total).toBeGreaterThanOrEqual(12);

    const [first] = demoSpecialists;
    const profile = await getPublicProfile(database.db, `demo-${first?.key}`);
    expect(profile?.services).toHaveLength(first?.services.length ?? -1);
    expect(profile?.projects.map((project) => project.title)).toEqual(first?.projects.map((project) => project.title));
    const photoKey = storage.keyFromUrl(profile?.photoUrl ?? "");
    expect(photoKey).toBe(`specialist-profiles/demo-${first?.key}/photo`);
    expect(await storage.exists(photoKey ?? "")).toBe(true);

    const media = await database.db.select({ audioUrl: specialistProjects.audioUrl, videoUrl: specialistProjects.videoUrl }).from(specialistProjects);
    for (const url of media.flatMap((row) => [row.audioUrl, row.videoUrl]).filter(Boolean))
      expect(await storage.exists(storage.keyFromUrl(url) ?? "")).toBe(true);

    expect(await seedDemoReviews(database.db, demoReviewers, demoReviews)).toBe(demoReviews.length);
    expect(await seedDemoReviews(database.db, demoReviewers, demoReviews)).toBe(0);
    const mostReviewed = await getReviewStats(database.db, "demo-artem-kuznetsov");
    expect(mostReviewed.totalReviews).toBe(demoReviews.filter((review) => review.specialistKey === "artem-kuznetsov").length);
    expect(mostReviewed.ratingDistribution.reduce((sum, n) => sum + n, 0)).toBe(mostReviewed.totalReviews);
    const after = await findSpecialists(database.db, { q: "", specializations: [], location: "" }, { seed: "a", pages: 10 });
    expect(after.total).toBe(listed.length);

    const [account] = await database.db
      .select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, first?.email ?? ""));
    expect(await verifyPassword({ hash: account?.password ?? "", password: DEMO_PASSWORD })).toBe(true);
  });
});
