import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from "~/adapters/db/client.server";
import { reviews, specialistProfiles, users } from "~/adapters/db/schema";
import { databaseKinds, type TestDatabase } from "../support/databases";

/** Migration 0019's statements that change existing rows (its UPDATEs), as the release step runs them. */
const dataStatements = readFileSync(path.join(MIGRATIONS_FOLDER, "0019_verified-addresses.sql"), "utf8")
  .split("--> statement-breakpoint")
  .map((statement) => statement.trim())
  .filter((statement) => /^(--[^\n]*\n)*UPDATE/.test(statement));

describe.each(databaseKinds)("migration 0019 on the rows an older release left, on $name (docs/decisions/032)", (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await kind.create();
    handle = await openDatabase(database.target);
    await handle.migrate();
    const { db } = handle;
    const day = 86_400_000;
    await db.insert(users).values([
      { id: "paying", name: "", email: "paying@example.com", proExpiresAt: new Date(Date.now() + 30 * day) },
      { id: "lapsed", name: "", email: "lapsed@example.com", proExpiresAt: new Date(Date.now() - 30 * day) },
      { id: "badge", name: "", email: "badge@example.com" },
      { id: "plain", name: "", email: "plain@example.com", image: "https://pixel.example/p.gif" },
      { id: "uploader", name: "", email: "uploader@example.com", image: "https://lh3.googleusercontent.example/a.png" },
    ]);
    await db.insert(specialistProfiles).values([
      { userId: "badge", name: "Бэдж", accountType: "Pro", email: "badge@example.com" },
      { userId: "plain", name: "", email: "PLAIN@example.com", photoUrl: "https://pixel.example/p.gif" },
      { userId: "uploader", name: "Аня", email: "uploader@example.com", photoUrl: "/uploads/profiles/uploader/photo.jpg" },
    ]);
    // The uploader typed their login address in the editor: a later version of the profile, which keeps it.
    await db.update(specialistProfiles).set({ workExperience: "5" }).where(eq(specialistProfiles.userId, "uploader"));
    await db.insert(reviews).values([
      {
        id: "r1",
        specialistId: "badge",
        reviewerId: "plain",
        reviewerName: "Кто-то",
        reviewerPhotoUrl: "https://pixel.example/p.gif",
        rating: 5,
        title: "t",
        content: "c",
      },
      {
        id: "r2",
        specialistId: "badge",
        reviewerId: "uploader",
        reviewerName: "Аня",
        reviewerPhotoUrl: "https://tracker.example/x.gif",
        rating: 4,
        title: "t",
        content: "c",
      },
    ]);
    for (const statement of dataStatements) await db.execute(sql.raw(statement));
  });

  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  it("has four statements that change rows", () => {
    expect(dataStatements).toHaveLength(4);
  });

  it("counts the addresses of accounts that paid for or were given Pro as confirmed, and nobody else's", async () => {
    const rows = await handle.db.select({ id: users.id, emailVerified: users.emailVerified }).from(users).orderBy(users.id);
    expect(Object.fromEntries(rows.map((row) => [row.id, row.emailVerified]))).toEqual({
      badge: true,
      lapsed: true,
      paying: true,
      plain: false,
      uploader: false,
    });
  });

  it("drops a profile photo that is the account's copied picture and a login address copied into a profile never edited", async () => {
    const rows = await handle.db
      .select({ id: specialistProfiles.userId, email: specialistProfiles.email, photoUrl: specialistProfiles.photoUrl })
      .from(specialistProfiles)
      .orderBy(specialistProfiles.userId);
    expect(rows).toEqual([
      { id: "badge", email: "", photoUrl: "" },
      { id: "plain", email: "", photoUrl: "" },
      { id: "uploader", email: "uploader@example.com", photoUrl: "/uploads/profiles/uploader/photo.jpg" },
    ]);
  });

  it("gives reviews their authors' profile photos (an upload of theirs) or none", async () => {
    const rows = await handle.db.select({ id: reviews.id, photo: reviews.reviewerPhotoUrl }).from(reviews).orderBy(reviews.id);
    expect(rows).toEqual([
      { id: "r1", photo: "" },
      { id: "r2", photo: "/uploads/profiles/uploader/photo.jpg" },
    ]);
  });
});
