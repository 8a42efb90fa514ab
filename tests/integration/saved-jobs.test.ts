import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "~/adapters/db/client.server";
import { jobs, savedJobs, users } from "~/adapters/db/schema";
import { findSavedJobIds, findSavedJobs, toggleSavedJob } from "~/features/jobs/saved-jobs.server";
import type * as SavedJobsRoute from "~/routes/saved-jobs";
import { signUpAndSignIn } from "../support/accounts";
import { withAppEnvironment } from "../support/app-modules";
import { databaseKinds, type TestDatabase } from "../support/databases";
import { jobRow } from "../support/job-rows";
import { callRoute } from "../support/route-call";

const savedRows = (db: Database, userId: string) => db.select().from(savedJobs).where(eq(savedJobs.userId, userId));

describe.each(databaseKinds)("saved jobs on $name", (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    database = await kind.create();
    handle = await openDatabase(database.target);
    await handle.migrate();
    db = handle.db;
    await db.insert(users).values([
      { id: "user-a", name: "", email: "a@example.com" },
      { id: "user-b", name: "", email: "b@example.com" },
    ]);
  });

  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  beforeEach(async () => {
    await db.delete(savedJobs);
    await db.delete(jobs);
    await db
      .insert(jobs)
      .values([
        jobRow({ id: "open-1", title: "Саунд-дизайнер", company: "Гром Геймс", description: "Звук для игр.", postDate: new Date("2026-03-03") }),
        jobRow({ id: "open-2", title: "Композитор", company: "Студия", postDate: new Date("2026-03-02"), isEnglish: true }),
      ]);
  });

  it("saves a copy of the job and lists it, newest save first", async () => {
    expect(await toggleSavedJob(db, "user-a", "open-1", true)).toEqual({ ok: true, isSaved: true });
    expect(await toggleSavedJob(db, "user-a", "open-2", true)).toEqual({ ok: true, isSaved: true });
    const [row] = await db
      .select()
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, "user-a"), eq(savedJobs.jobId, "open-1")));
    expect(row?.jobData).toMatchObject({ id: "open-1", title: "Саунд-дизайнер", company: "Гром Геймс", description: "Звук для игр.", apply: { website: "" } });
    expect(row?.jobData).not.toHaveProperty("isOpen");

    const saved = await findSavedJobs(db, "user-a");
    expect(saved.map((item) => item.job.id)).toEqual(["open-2", "open-1"]);
    expect(saved[1]).toMatchObject({ isOpen: true, job: { title: "Саунд-дизайнер", excerpt: "Звук для игр.", postDate: "2026-03-03T00:00:00.000Z" } });
    expect(saved[0]?.job.isEnglish).toBe(true);
    expect(await findSavedJobIds(db, "user-a", ["open-1", "open-2", "missing"])).toEqual(expect.arrayContaining(["open-1", "open-2"]));
    expect(await findSavedJobIds(db, "user-a", [])).toEqual([]);
  });

  it("keeps one row when the same job is saved twice, even at once", async () => {
    await Promise.all([toggleSavedJob(db, "user-a", "open-1", true), toggleSavedJob(db, "user-a", "open-1", true)]);
    expect(await toggleSavedJob(db, "user-a", "open-1", true)).toEqual({ ok: true, isSaved: true });
    expect(await savedRows(db, "user-a")).toHaveLength(1);
  });

  it("unsaves by user and job, and unsaving twice is harmless", async () => {
    await toggleSavedJob(db, "user-a", "open-1", true);
    await toggleSavedJob(db, "user-a", "open-2", true);
    expect(await toggleSavedJob(db, "user-a", "open-1", false)).toEqual({ ok: true, isSaved: false });
    expect(await toggleSavedJob(db, "user-a", "open-1", false)).toEqual({ ok: true, isSaved: false });
    expect((await savedRows(db, "user-a")).map((row) => row.jobId)).toEqual(["open-2"]);
  });

  it("answers not-found for an unknown job and writes nothing", async () => {
    expect(await toggleSavedJob(db, "user-a", "no-such-job", true)).toEqual({ ok: false, refusal: "JOB_NOT_FOUND" });
    expect(await savedRows(db, "user-a")).toEqual([]);
  });

  it("keeps the stored copy after the job closes and changes, and marks it closed", async () => {
    await toggleSavedJob(db, "user-a", "open-1", true);
    await db.update(jobs).set({ isOpen: false, closedAt: new Date(), title: "Переименовано" }).where(eq(jobs.id, "open-1"));
    const [saved] = await findSavedJobs(db, "user-a");
    expect(saved).toMatchObject({ isOpen: false, job: { id: "open-1", title: "Саунд-дизайнер" } });
  });

  it("never shows or removes one user's saved job for another", async () => {
    await toggleSavedJob(db, "user-a", "open-1", true);
    expect(await findSavedJobs(db, "user-b")).toEqual([]);
    expect(await findSavedJobIds(db, "user-b", ["open-1"])).toEqual([]);
    expect(await toggleSavedJob(db, "user-b", "open-1", false)).toEqual({ ok: true, isSaved: false });
    expect((await savedRows(db, "user-a")).map((row) => row.jobId)).toEqual(["open-1"]);

    await toggleSavedJob(db, "user-b", "open-1", true);
    await toggleSavedJob(db, "user-b", "open-1", false);
    expect((await savedRows(db, "user-a")).map((row) => row.jobId)).toEqual(["open-1"]);
  });
});

describe.each(databaseKinds)("POST /api/saved-jobs on $name", (kind) => {
  const origin = "http://localhost:3000";
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let route: typeof SavedJobsRoute;
  let db: Database;
  let alice: { id: string; cookie: string };
  let bob: { id: string; cookie: string };

  /** Calls the route's action with a real form POST, and gives back status and JSON body. */
  async function post(fields: Record<string, string>, cookie?: string, from = origin) {
    const request = new Request(`${origin}/api/saved-jobs`, {
      method: "POST",
      headers: { origin: from, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams(fields),
    });
    const answer = await callRoute(route.action, request, { pattern: "/api/saved-jobs" });
    return { status: answer.status, body: (await answer.json()) as unknown };
  }

  beforeAll(async () => {
    environment = await withAppEnvironment(kind);
    route = await import("~/routes/saved-jobs");
    db = await (await import("~/adapters/db/database.server")).getDb();
    await db.insert(jobs).values([jobRow({ id: "route-job" })]);
    alice = await signUpAndSignIn(db, "alice@example.com");
    bob = await signUpAndSignIn(db, "bob@example.com");
  });

  afterAll(() => environment.close());

  beforeEach(async () => {
    await db.delete(savedJobs);
  });

  it("refuses a signed-out POST with 401 AUTH_REQUIRED and writes nothing", async () => {
    expect(await post({ jobId: "route-job", intent: "save" })).toEqual({ status: 401, body: { error: "AUTH_REQUIRED" } });
    expect(await post({ jobId: "route-job", intent: "save" }, "better-auth.session_token=forged")).toEqual({ status: 401, body: { error: "AUTH_REQUIRED" } });
    expect(await db.select().from(savedJobs)).toEqual([]);
  });

  it("saves for the session's user only, once, and removes", async () => {
    expect(await post({ jobId: "route-job", intent: "save", userId: bob.id }, alice.cookie)).toEqual({ status: 200, body: { saved: true } });
    expect(await post({ jobId: "route-job", intent: "save" }, alice.cookie)).toEqual({ status: 200, body: { saved: true } });
    expect((await db.select().from(savedJobs)).map((row) => row.userId)).toEqual([alice.id]);

    expect(await post({ jobId: "route-job", intent: "remove" }, alice.cookie)).toEqual({ status: 200, body: { saved: false } });
    expect(await db.select().from(savedJobs)).toEqual([]);
  });

  it("answers 404 for an unknown job and 400 for a malformed form", async () => {
    expect(await post({ jobId: "no-such-job", intent: "save" }, alice.cookie)).toEqual({ status: 404, body: { error: "JOB_NOT_FOUND" } });
    expect(await post({ jobId: "route-job", intent: "toggle" }, alice.cookie)).toEqual({ status: 400, body: { error: "INVALID_REQUEST" } });
    expect(await post({ intent: "save" }, alice.cookie)).toEqual({ status: 400, body: { error: "INVALID_REQUEST" } });
    expect(await db.select().from(savedJobs)).toEqual([]);
  });

  it("refuses a POST from another origin, even with the user's cookie", async () => {
    await post({ jobId: "route-job", intent: "save" }, alice.cookie);
    expect(await post({ jobId: "route-job", intent: "remove" }, alice.cookie, "https://evil.example")).toEqual({
      status: 403,
      body: { error: "FORBIDDEN_ORIGIN" },
    });
    expect(await post({ jobId: "route-job", intent: "remove" }, alice.cookie, "null")).toEqual({ status: 403, body: { error: "FORBIDDEN_ORIGIN" } });
    expect((await db.select().from(savedJobs)).map((row) => row.userId)).toEqual([alice.id]);
  });

  it("lets no user remove another user's saved job", async () => {
    await post({ jobId: "route-job", intent: "save" }, alice.cookie);
    expect(await post({ jobId: "route-job", intent: "remove", userId: alice.id }, bob.cookie)).toEqual({ status: 200, body: { saved: false } });
    expect((await db.select().from(savedJobs)).map((row) => row.userId)).toEqual([alice.id]);
  });
});
