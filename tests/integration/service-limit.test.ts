import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, openDatabase, type Database } from "~/adapters/db/client.server";
import { specialistProfiles, specialistServices, users } from "~/adapters/db/schema";
import { LIMITS } from "~/config/constants";
import type { Viewer } from "~/features/auth/session.server";
import { editorResultStatus } from "~/features/profile-editor/editor-action.server";
import { editorFailureText } from "~/features/profile-editor/editor-failure-text";
import { addService, deleteService, getEditorData, updateService } from "~/features/profile-editor/profile-editor.server";
import { getPublicProfile } from "~/features/specialists/profile.server";
import { profileEditorText } from "~/i18n/profile-editor";
import { testViewer } from "../support/accounts";
import { databaseKinds, useMigratedDatabase, type TestDatabase } from "../support/databases";
import { refusal } from "../support/pg-refusal";

// Issue 13: a profile holds at most LIMITS.services services (one account had stored 2 794 and its page weighed 1 MB).

const DAY = 24 * 60 * 60 * 1000;
const LIMIT_TRIGGER = "specialist_service_limit";

const viewer = (id: string): Viewer => testViewer(id, { pro: true });
const service = (n: number) => ({ title: `Услуга ${n}`, description: "Описание услуги", price: `от ${1000 + n}` });

/** A listed specialist with active Pro: a confirmed address, a name and a specialization (issue 24). */
async function addPerson(db: Database, id: string) {
  await db.insert(users).values({ id, name: id, email: `${id}@example.com`, emailVerified: true, proExpiresAt: new Date(Date.now() + 30 * DAY) });
  await db.insert(specialistProfiles).values({ userId: id, name: id, specializations: ["composer"] });
}

/** A row written straight into the table, as another program or a console would. */
const serviceRow = (userId: string, n: number) => ({ id: `${userId}-${n}`, userId, ...service(n), createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000) });

const servicesOf = (db: Database, userId: string) =>
  db.select().from(specialistServices).where(eq(specialistServices.userId, userId)).orderBy(asc(specialistServices.createdAt), asc(specialistServices.id));

/** Rows over the cap, as a profile could hold them before migration 0008. */
async function insertPastTheCap(db: Database, userId: string, count: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table specialist_service disable trigger ${sql.identifier(LIMIT_TRIGGER)}`);
    await tx.insert(specialistServices).values(Array.from({ length: count }, (_, n) => serviceRow(userId, n)));
    await tx.execute(sql`alter table specialist_service enable trigger ${sql.identifier(LIMIT_TRIGGER)}`);
  });
}

describe.each(databaseKinds)("the services cap on $name", (kind) => {
  const database = useMigratedDatabase(kind);

  beforeEach(async () => {
    await database.db.delete(users);
    await addPerson(database.db, "owner");
    await addPerson(database.db, "other");
  });

  it(`holds ${LIMITS.services} services and refuses the next with SERVICE_LIMIT (409), even when added at once, changing nothing`, async () => {
    const db = database.db;
    const results = await Promise.all(Array.from({ length: LIMITS.services + 3 }, (_, n) => addService(db, viewer("owner"), service(n))));
    expect(results.filter((result) => result.ok)).toHaveLength(LIMITS.services);
    expect(results.filter((result) => !result.ok)).toEqual(Array.from({ length: 3 }, () => ({ ok: false, intent: "add-service", error: "SERVICE_LIMIT" })));

    const before = await servicesOf(db, "owner");
    expect(before).toHaveLength(LIMITS.services);
    const refused = await addService(db, viewer("owner"), service(99));
    expect(refused).toEqual({ ok: false, intent: "add-service", error: "SERVICE_LIMIT" });
    expect(editorResultStatus(refused)).toBe(409);
    expect(!refused.ok && editorFailureText(profileEditorText.ru, refused.error)).toBe("Достигнут лимит в 10 услуг");
    expect(!refused.ok && editorFailureText(profileEditorText.en, refused.error)).toBe("You have reached the limit of 10 services");
    expect(await servicesOf(db, "owner")).toEqual(before);

    // Editing at the cap goes on; a deletion makes room for one more.
    const [first] = before;
    expect(await updateService(db, viewer("owner"), first?.id ?? "", service(50))).toEqual({ ok: true, intent: "update-service" });
    expect((await deleteService(db, viewer("owner"), first?.id ?? "")).ok).toBe(true);
    expect(await addService(db, viewer("owner"), service(51))).toEqual({ ok: true, intent: "add-service" });
    expect(await addService(db, viewer("owner"), service(52))).toMatchObject({ error: "SERVICE_LIMIT" });
    // The cap is per profile.
    expect(await addService(db, viewer("other"), service(1))).toEqual({ ok: true, intent: "add-service" });
  });

  it(`refuses an ${LIMITS.services + 1}th row inserted straight into the table: check_violation of ${LIMIT_TRIGGER}`, async () => {
    const db = database.db;
    await db.insert(specialistServices).values(Array.from({ length: LIMITS.services - 1 }, (_, n) => serviceRow("owner", n)));
    // Two at once where one fits: the statement is refused whole.
    expect(await refusal(db.insert(specialistServices).values([serviceRow("owner", 20), serviceRow("owner", 21)]))).toEqual({
      code: "23514",
      constraint: LIMIT_TRIGGER,
    });
    expect(await servicesOf(db, "owner")).toHaveLength(LIMITS.services - 1);

    await db.insert(specialistServices).values(serviceRow("owner", 22));
    expect(await refusal(db.insert(specialistServices).values(serviceRow("owner", 23)))).toEqual({ code: "23514", constraint: LIMIT_TRIGGER });
    // Moving another profile's service into the full one counts as adding it.
    await db.insert(specialistServices).values(serviceRow("other", 1));
    expect(await refusal(db.update(specialistServices).set({ userId: "owner" }).where(eq(specialistServices.id, "other-1")))).toEqual({
      code: "23514",
      constraint: LIMIT_TRIGGER,
    });
    // Rows already there may change, their owner included when it stays the same.
    await db.update(specialistServices).set({ price: "договорная", userId: "owner" }).where(eq(specialistServices.userId, "owner"));
    expect(await servicesOf(db, "owner")).toHaveLength(LIMITS.services);
  });

  it("lets a profile that held more before the cap keep, edit and delete them; its page shows the first ten", async () => {
    const db = database.db;
    await insertPastTheCap(db, "owner", LIMITS.services + 2);

    const editor = await getEditorData(db, viewer("owner"));
    expect(editor.services).toHaveLength(LIMITS.services + 2);
    expect(await addService(db, viewer("owner"), service(99))).toEqual({ ok: false, intent: "add-service", error: "SERVICE_LIMIT" });
    expect(await refusal(db.insert(specialistServices).values(serviceRow("owner", 99)))).toEqual({ code: "23514", constraint: LIMIT_TRIGGER });
    const last = editor.services.at(-1)?.id ?? "";
    expect(await updateService(db, viewer("owner"), last, service(98))).toEqual({ ok: true, intent: "update-service" });

    const page = await getPublicProfile(db, "owner");
    expect(page?.services.map((item) => item.title)).toEqual(editor.services.slice(0, LIMITS.services).map((item) => item.title));

    // Back under the cap only after deleting down to nine.
    for (const item of editor.services.slice(0, 3)) expect((await deleteService(db, viewer("owner"), item.id)).ok).toBe(true);
    expect(await addService(db, viewer("owner"), service(97))).toEqual({ ok: true, intent: "add-service" });
  });
});

describe.each(databaseKinds)("migration 0008 over existing services on $name", (kind) => {
  let folder: string;

  beforeAll(async () => {
    // The migrations as they were before the cap: the journal cut before 0008.
    folder = await mkdtemp(path.join(os.tmpdir(), "migrations-before-cap-"));
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = path.join(folder, "meta", "_journal.json");
    const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
    const cut = journal.entries.findIndex((entry) => entry.tag === "0008_service-limit");
    expect(cut).toBeGreaterThan(0);
    await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  });

  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("applies over a profile holding more than the cap, keeps every row, and refuses the next", async () => {
    // PGlite on disk: the in-memory one would be a new database at each opening.
    const target: TestDatabase =
      kind.name === "pglite" ? { target: { kind: "pglite", dataDir: path.join(folder, "db") }, drop: async () => {} } : await kind.create();
    const before = await openDatabase(target.target, folder);
    try {
      await before.migrate();
      // The user table of that time lacks later columns (the console's role, migration 0009): only its own ones.
      await before.db.execute(
        sql`insert into "user" (id, name, email, pro_expires_at) values ('owner', 'owner', 'owner@example.com', ${new Date(Date.now() + 30 * DAY).toISOString()})`,
      );
      // Columns of that time only (later migrations add moderation's).
      await before.db.execute(sql`insert into specialist_profile (user_id, name) values ('owner', 'owner')`);
      await before.db.insert(specialistServices).values(Array.from({ length: 2 * LIMITS.services }, (_, n) => serviceRow("owner", n)));
    } finally {
      await before.close();
    }
    const after = await openDatabase(target.target);
    try {
      await after.migrate();
      expect(await servicesOf(after.db, "owner")).toHaveLength(2 * LIMITS.services);
      expect(await refusal(after.db.insert(specialistServices).values(serviceRow("owner", 99)))).toEqual({ code: "23514", constraint: LIMIT_TRIGGER });
    } finally {
      await after.close();
      await target.drop();
    }
  });
});
