import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/adapters/db/client.server";
import { getQueue, startQueue, stopQueue } from "~/adapters/queue/queue.server";
import { blogPosts, jobs, type ContentSource } from "~/adapters/db/schema";
import { parseEnv } from "~/config/env.server";
import { runImportRound, type ImportDeps } from "~/features/imports/import-round.server";
import { IMPORTS_QUEUE, startImports, stopImports } from "~/features/imports/import-scheduler.server";
import { getJob, getJobList, getSimilarJobs } from "~/features/jobs/jobs.server";
import { demoBlogRows } from "../../demo/blog";
import { demoJobRows } from "../../demo/jobs";
import { startFakeSheetsServer, type FakeSheetsServer } from "../fakes/sheets-server";
import { databaseKinds, type TestDatabase } from "../support/databases";

const sheetJobs = [
  ["s-1", "Звукорежиссёр", "Студия"],
  ["s-2", "Композитор", "Театр"],
  ["", "Без компании"],
];
const sheetPosts = [["Статья", "/images/blog/loudness.svg", "01.03.2026", "", "", "Текст"]];
const deps: ImportDeps = { sleep: async () => {}, timeoutMs: 2_000 };

describe.each(databaseKinds)("sheet imports on $name", (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let fake: FakeSheetsServer;

  const demoEnv = () => parseEnv({});
  const sheetEnv = () => parseEnv({ SHEETS_API_KEY: "key-1", JOBS_SHEET_ID: "jobs-id", BLOG_SHEET_ID: "blog-id", SHEETS_BASE_URL: fake.baseUrl });
  const openJobs = async (source?: ContentSource) =>
    (
      await handle.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.isOpen, true), source ? eq(jobs.source, source) : undefined))
    )
      .map((row) => row.id)
      .sort();
  const publishedPosts = async () =>
    (await handle.db.select({ title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.isPublished, true))).map((row) => row.title);

  beforeAll(async () => {
    database = await kind.create();
    handle = await openDatabase(database.target);
    await handle.migrate();
    fake = await startFakeSheetsServer({ apiKey: "key-1" });
  });
  afterAll(async () => {
    await fake.close();
    await handle.close();
    await database.drop();
  });
  beforeEach(async () => {
    fake.reset();
    await handle.db.execute(sql`delete from ${jobs}`);
    await handle.db.execute(sql`delete from ${blogPosts}`);
  });

  it("imports the demo rows through the parsers when no sheet is configured", async () => {
    const result = await runImportRound(handle.db, demoEnv(), deps);
    expect(result.jobs).toMatchObject({ outcome: "imported", source: "demo", accepted: demoJobRows.length, skipped: 0 });
    expect(result.blog).toMatchObject({ outcome: "imported", source: "demo", accepted: demoBlogRows.length });
    expect(await openJobs("demo")).toHaveLength(demoJobRows.length);
    expect(await publishedPosts()).toHaveLength(demoBlogRows.length);
    expect(fake.requests).toEqual([]);
  });

  it("imports no demo rows with demo content off, and closes those left from a try-out", async () => {
    await runImportRound(handle.db, demoEnv(), deps);
    const result = await runImportRound(handle.db, parseEnv({ DEMO_CONTENT: "off" }), deps);
    expect(result.jobs).toMatchObject({ outcome: "imported", source: "demo", accepted: 0, closed: demoJobRows.length });
    expect(result.blog).toMatchObject({ outcome: "imported", source: "demo", accepted: 0, closed: demoBlogRows.length });
    expect(await openJobs()).toEqual([]);
    expect(await publishedPosts()).toEqual([]);
  });

  it("shows the job list and similar jobs from the new import at once, where they were kept between reads", async () => {
    const none = { q: "", location: "", type: "" };
    await runImportRound(handle.db, demoEnv(), deps);
    const before = await getJobList(handle.db, none, 1);
    const demoJob = await getJob(handle.db, before.jobs[0]?.id ?? "");
    if (!demoJob) throw new Error("no demo job");
    const similarBefore = await getSimilarJobs(handle.db, demoJob);
    expect(similarBefore.length).toBeGreaterThan(0);
    fake.setSheet("jobs-id", { values: sheetJobs });
    fake.setSheet("blog-id", { values: sheetPosts });
    expect(await getJobList(handle.db, none, 1)).toBe(before);
    expect(await getSimilarJobs(handle.db, demoJob)).toBe(similarBefore);
    await runImportRound(handle.db, sheetEnv(), deps);
    expect((await getJobList(handle.db, none, 1)).jobs.map((job) => job.id).sort()).toEqual(["s-1", "s-2"]);
    expect((await getSimilarJobs(handle.db, demoJob)).map((job) => job.id).sort()).toEqual(["s-1", "s-2"]);
  });

  it("reads both sheets with the key and replaces the demo rows", async () => {
    await runImportRound(handle.db, demoEnv(), deps);
    fake.setSheet("jobs-id", { values: sheetJobs });
    fake.setSheet("blog-id", { values: sheetPosts });
    const result = await runImportRound(handle.db, sheetEnv(), deps);
    expect(result.jobs).toMatchObject({ outcome: "imported", source: "sheet", accepted: 2, skipped: 1, closed: demoJobRows.length });
    expect(fake.requests.map(({ spreadsheetId, range, key }) => [spreadsheetId, range, key])).toEqual([
      ["jobs-id", "Sheet1!A2:Q", "key-1"],
      ["blog-id", "Sheet1!A2:F", "key-1"],
    ]);
    expect(await openJobs()).toEqual(["s-1", "s-2"]);
    expect(await publishedPosts()).toEqual(["Статья"]);
  });

  it("falls back to the two-job sample when the sheet is unreachable and there are no jobs", async () => {
    fake.setSheet("jobs-id", { status: 500 });
    fake.setSheet("blog-id", { status: 403 });
    const result = await runImportRound(handle.db, sheetEnv(), deps);
    expect(result.jobs).toMatchObject({ outcome: "imported", source: "sample", accepted: 2 });
    expect(await openJobs("sample")).toHaveLength(2);
    expect(fake.requests.filter((request) => request.spreadsheetId === "jobs-id")).toHaveLength(3);
    // Spec 7: a failed blog read gives an empty list, not a sample.
    expect(result.blog).toMatchObject({ outcome: "failed", error: "403 PERMISSION_DENIED: The caller does not have permission" });
    expect(await publishedPosts()).toEqual([]);
  });

  it("keeps the jobs it has, without the sample, when the sheet becomes unreachable", async () => {
    fake.setSheet("jobs-id", { values: sheetJobs });
    fake.setSheet("blog-id", { values: sheetPosts });
    await runImportRound(handle.db, sheetEnv(), deps);
    fake.setSheet("jobs-id", { status: 503 });
    fake.setSheet("blog-id", { status: 500 });
    const result = await runImportRound(handle.db, sheetEnv(), deps);
    expect(result.jobs).toMatchObject({ outcome: "not-empty", source: "sample", accepted: 0 });
    expect(await openJobs()).toEqual(["s-1", "s-2"]);
    expect(await publishedPosts()).toEqual(["Статья"]);
  });

  it("replaces the sample with the sheet once it answers", async () => {
    fake.setSheet("jobs-id", { status: 500 });
    await runImportRound(handle.db, sheetEnv(), deps);
    fake.setSheet("jobs-id", { values: sheetJobs });
    expect((await runImportRound(handle.db, sheetEnv(), deps)).jobs).toMatchObject({ source: "sheet", closed: 2 });
    expect(await openJobs()).toEqual(["s-1", "s-2"]);
  });

  describe("on the job queue", () => {
    beforeEach(() => startQueue(handle));
    afterEach(() => stopQueue());

    it("waits at start-up for the demo import only, and schedules the next rounds every SHEETS_REFRESH_SECONDS", async () => {
      await startImports(handle.db, parseEnv({ SHEETS_REFRESH_SECONDS: "420" }), deps);
      expect(await openJobs("demo")).toHaveLength(demoJobRows.length);
      await stopImports();
      // A pg-boss cron offers a round every minute; one per 7-minute slot gets through (app/server/schedule.ts).
      const [schedule] = await getQueue().getSchedules(IMPORTS_QUEUE);
      expect([schedule?.cron, schedule?.options?.singletonSeconds]).toEqual(["* * * * *", 420]);
    });

    it("does not hold start-up for a slow sheet, and stopImports waits for the round under way", async () => {
      fake.setSheet("jobs-id", { delayMs: 1_500, then: { values: sheetJobs } });
      fake.setSheet("blog-id", { values: sheetPosts });
      const startedAt = performance.now();
      await startImports(handle.db, sheetEnv(), deps);
      expect(performance.now() - startedAt).toBeLessThan(1_000);
      await stopImports();
      expect(await openJobs()).toEqual(["s-1", "s-2"]);
    });

    it("runs a round the schedule offers, through the queue's worker", async () => {
      fake.setSheet("jobs-id", { values: sheetJobs });
      fake.setSheet("blog-id", { values: sheetPosts });
      await startImports(handle.db, sheetEnv(), deps);
      await stopImports();
      await handle.db.execute(sql`delete from ${jobs}`);
      await getQueue().send(IMPORTS_QUEUE, {});
      await expect.poll(() => openJobs(), { timeout: 15_000 }).toEqual(["s-1", "s-2"]);
    });
  });
});
