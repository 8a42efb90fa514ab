import { and, asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/adapters/db/client.server";
import { auditLog, importRuns, jobs } from "~/adapters/db/schema";
import { parseEnv } from "~/config/env.server";
import type * as ConsoleJobs from "~/features/jobs/console-jobs.server";
import type { JobFields } from "~/features/jobs/job-fields.schema";
import { withAppEnvironment } from "../support/app-modules";
import { CONSOLE_ORIGIN as origin, signUpOperators, WHO, type Who } from "../support/console-operators";
import { databaseKinds } from "../support/databases";
import { callRoute } from "../support/route-call";
import { startFakeSheetsServer, type FakeSheetsServer } from "../fakes/sheets-server";

const system = { kind: "system", label: "cli" } as const;

/** A job form as the console posts it (the sheet's fields by name). */
function jobForm(fields: Record<string, string> = {}): Record<string, string> {
  return {
    title: "Звукорежиссёр перезаписи",
    company: "Студия Консоль",
    companyLink: "console-studio.example",
    location: "",
    type: "",
    description: "Перезапись сериала.",
    responsibilities: "Сведение\n\n Монтаж ",
    requirements: "Pro Tools",
    conditions: "",
    postDate: "",
    isEnglish: "",
    applyWebsite: "https://console-studio.example/jobs",
    applyEmail: "hr@console-studio.example",
    applyForm: "",
    applyTelegram: "@console_studio",
    applyHH: "",
    seen: "",
    ...fields,
  };
}

describe.each(databaseKinds)("the console's jobs on $name", (kind) => {
  let environment: Awaited<ReturnType<typeof withAppEnvironment>>;
  let db: Database;
  let cookies: Map<Who, string>;
  let consoleJobs: typeof ConsoleJobs;
  let fake: FakeSheetsServer;

  beforeAll(async () => {
    environment = await withAppEnvironment(kind);
    db = await (await import("~/adapters/db/database.server")).getDb();
    consoleJobs = await import("~/features/jobs/console-jobs.server");
    cookies = await signUpOperators(db);
    fake = await startFakeSheetsServer({ apiKey: "key-1" });
  });

  afterAll(async () => {
    await fake.close();
    await environment.close();
  });

  beforeEach(async () => {
    fake.reset();
    await db.execute(sql`delete from ${jobs}`);
  });

  const post = (path: string, who: Who, fields: Record<string, string>) =>
    new Request(`${origin}${path}`, {
      method: "POST",
      headers: { cookie: cookies.get(who) ?? "", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const get = (path: string, who: Who) => new Request(`${origin}${path}`, { headers: { cookie: cookies.get(who) ?? "" } });
  const fieldsOf = async (form: Record<string, string>): Promise<JobFields> => {
    const { consoleJobSchema } = await import("~/features/jobs/job-fields.schema");
    return consoleJobSchema.parse(form);
  };
  const newConsoleJob = async (form: Record<string, string> = {}) => (await consoleJobs.createConsoleJob(db, await fieldsOf(jobForm(form)), system)).id;
  const jobRow = async (id: string) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0];
  const seenOf = async (id: string) => (await jobRow(id))?.importedAt.toISOString() ?? "";
  /** A job page's JSON-LD as its loader answers a visitor. */
  const jsonLdOf = async (path: string, id: string) => {
    const jobPage = await import("~/routes/job");
    return ((await (await callRoute(jobPage.loader, get(path, "visitor"), { params: { id } })).json()) as { jsonLd: string | null }).jsonLd;
  };
  const jobsSitemap = async () => {
    const sitemap = await import("~/routes/sitemap-file");
    return (await callRoute(sitemap.loader, new Request(`${origin}/sitemaps/jobs-1.xml`), { params: { file: "jobs-1.xml" } })).text();
  };
  const auditCount = async () => (await db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;
  const auditOf = (id: string) =>
    db
      .select({ action: auditLog.action, actor: auditLog.actorLabel, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
      .orderBy(asc(auditLog.id));

  describe("who may open and act", () => {
    it.each(
      WHO.flatMap((who) =>
        ["/admin/jobs", "/en/admin/jobs?q=звук&status=open&source=console", "/admin/jobs/new", "/en/admin/jobs/new"].map((path) => ({ who, path })),
      ),
    )("$path answers a $who with 200 only for moderators and admins", async ({ who, path }) => {
      const answer = path.includes("/new")
        ? await callRoute((await import("~/routes/admin-job-new")).loader, get(path, who))
        : await callRoute((await import("~/routes/admin-jobs")).loader, get(path, who));
      expect(answer.status).toBe(who === "moderator" || who === "admin" ? 200 : 404);
    });

    it.each(WHO)("a job's page answers a %s with 200 only for moderators and admins, 404 for an unknown job", async (who) => {
      const route = await import("~/routes/admin-job");
      const id = await newConsoleJob();
      const allowed = who === "moderator" || who === "admin";
      expect((await callRoute(route.loader, get(`/admin/jobs/${id}`, who), { params: { id } })).status).toBe(allowed ? 200 : 404);
      expect((await callRoute(route.loader, get(`/en/admin/jobs/nope`, who), { params: { id: "nope" } })).status).toBe(404);
    });

    it.each(WHO)("creating a job: a %s", async (who) => {
      const route = await import("~/routes/admin-job-new");
      const audits = await auditCount();
      const answer = await callRoute(route.action, post("/admin/jobs/new", who, jobForm()));
      const created = await db.select().from(jobs).where(eq(jobs.source, "console"));
      if (who === "moderator" || who === "admin") {
        expect(answer.status).toBe(302);
        expect(created).toHaveLength(1);
        expect(await auditOf(created[0]?.id ?? "")).toMatchObject([{ action: "job.create", actor: `${who}@example.com`, before: null }]);
      } else {
        expect(answer.status).toBe(404);
        expect(created).toHaveLength(0);
        expect(await auditCount()).toBe(audits);
      }
    });

    const changes = [
      {
        intent: "update",
        fields: (seen: string) => jobForm({ seen, title: "Новое название" }),
        action: "job.update",
        check: (row: { title: string }) => row.title === "Новое название",
      },
      { intent: "close", fields: (seen: string) => ({ seen }), action: "job.close", check: (row: { isOpen: boolean }) => !row.isOpen },
      {
        intent: "valid-through",
        fields: (seen: string) => ({ seen, validThrough: "2999-12-31" }),
        action: "job.valid_through",
        check: (row: { validThrough: Date | null }) => row.validThrough?.toISOString() === "2999-12-31T20:59:59.000Z",
      },
    ] as const;

    it.each(WHO.flatMap((who) => changes.map((change) => ({ who, ...change }))))("$intent: a $who", async ({ who, intent, fields, action, check }) => {
      const route = await import("~/routes/admin-job");
      const id = await newConsoleJob();
      const before = await jobRow(id);
      const audits = await auditCount();
      const answer = await callRoute(route.action, post(`/admin/jobs/${id}`, who, { intent, ...fields(await seenOf(id)) }), { params: { id } });
      const after = await jobRow(id);
      if (who === "moderator" || who === "admin") {
        expect(answer.status).toBe(200);
        expect(after && check(after)).toBe(true);
        const rows = await auditOf(id);
        expect(rows.at(-1)).toMatchObject({ action, actor: `${who}@example.com` });
        expect(rows.at(-1)?.before).not.toEqual(rows.at(-1)?.after);
      } else {
        expect(answer.status).toBe(404);
        expect(after).toEqual(before);
        expect(await auditCount()).toBe(audits);
      }
    });

    it.each(WHO)("reopening a closed job: a %s", async (who) => {
      const route = await import("~/routes/admin-job");
      const id = await newConsoleJob();
      await consoleJobs.closeConsoleJob(db, { id, seen: await seenOf(id), actor: system });
      const answer = await callRoute(route.action, post(`/en/admin/jobs/${id}`, who, { intent: "reopen", seen: await seenOf(id) }), { params: { id } });
      const allowed = who === "moderator" || who === "admin";
      expect(answer.status).toBe(allowed ? 200 : 404);
      expect((await jobRow(id))?.isOpen).toBe(allowed);
      expect((await auditOf(id)).map((row) => row.action)).toEqual(allowed ? ["job.create", "job.close", "job.reopen"] : ["job.create", "job.close"]);
    });

    it.each(WHO)("import now: a %s", async (who) => {
      const route = await import("~/routes/admin-jobs");
      const runs = async () => (await db.select({ n: count() }).from(importRuns))[0]?.n ?? 0;
      const [runsBefore, audits] = [await runs(), await auditCount()];
      const answer = await callRoute(route.action, post("/admin/jobs", who, { intent: "import" }));
      if (who === "moderator" || who === "admin") {
        expect(answer.status).toBe(200);
        expect(await answer.json()).toMatchObject({ ran: true, jobs: { outcome: "imported", source: "demo" }, blog: { outcome: "imported", source: "demo" } });
        expect(await runs()).toBe(runsBefore + 2);
        const [last] = await db
          .select()
          .from(auditLog)
          .orderBy(sql`${auditLog.id} desc`)
          .limit(1);
        expect(last).toMatchObject({ action: "import.run", actorLabel: `${who}@example.com`, targetType: "import" });
        expect(last?.after).toMatchObject({ jobs: { outcome: "imported", source: "demo" } });
      } else {
        expect(answer.status).toBe(404);
        expect([await runs(), await auditCount()]).toEqual([runsBefore, audits]);
      }
    });
  });

  describe("decisions", () => {
    it("applies the sheet's rules and defaults to a console job, with an id no sheet can take", async () => {
      const id = await newConsoleJob({ location: "Удалённо", isEnglish: "ENG" });
      expect(id).toMatch(/^console-[0-9a-f]{12}$/);
      expect(await jobRow(id)).toMatchObject({
        source: "console",
        isOpen: true,
        type: "Полная занятость",
        location: "Удалённо",
        isRemote: true,
        isEnglish: true,
        companyLink: "https://console-studio.example",
        responsibilities: ["Сведение", "Монтаж"],
        conditions: [],
        validThrough: null,
      });
    });

    it("refuses bad input with 400 and changes nothing", async () => {
      const route = await import("~/routes/admin-job-new");
      const bads: Record<string, string>[] = [
        { title: " " },
        { applyEmail: "not-mail" },
        { applyWebsite: "javascript:alert(1)" },
        { postDate: "вчера" },
        { location: "x".repeat(201) },
      ];
      for (const bad of bads) {
        expect((await callRoute(route.action, post("/admin/jobs/new", "admin", jobForm(bad)))).status).toBe(400);
      }
      const edit = await import("~/routes/admin-job");
      const id = await newConsoleJob();
      const edits: Record<string, string>[] = [
        { intent: "update", ...jobForm({ title: "", seen: await seenOf(id) }) },
        { intent: "close", seen: "yesterday" },
        { intent: "valid-through", seen: await seenOf(id), validThrough: "2000-01-01" },
      ];
      for (const fields of edits) {
        expect((await callRoute(edit.action, post(`/admin/jobs/${id}`, "admin", fields), { params: { id } })).status).toBe(400);
      }
      expect((await callRoute(edit.action, post(`/admin/jobs/${id}`, "admin", { intent: "drop" }), { params: { id } })).status).toBe(400);
      expect(await db.select({ n: count() }).from(jobs)).toEqual([{ n: 1 }]);
      expect((await auditOf(id)).map((row) => row.action)).toEqual(["job.create"]);
    });

    it("refuses a stale decision, a repeated one and a change to a sheet job with 4xx, changing nothing", async () => {
      const route = await import("~/routes/admin-job");
      const id = await newConsoleJob();
      const seen = await seenOf(id);
      const first = await callRoute(route.action, post(`/admin/jobs/${id}`, "moderator", { intent: "update", ...jobForm({ seen, title: "Первая правка" }) }), {
        params: { id },
      });
      expect(first.status).toBe(200);
      // Another operator still holds the page as it was before the first edit.
      const stale = await callRoute(route.action, post(`/admin/jobs/${id}`, "admin", { intent: "update", ...jobForm({ seen, title: "Вторая правка" }) }), {
        params: { id },
      });
      expect(stale.status).toBe(409);
      expect(await stale.json()).toMatchObject({ refusal: "STALE" });
      expect((await jobRow(id))?.title).toBe("Первая правка");
      await consoleJobs.closeConsoleJob(db, { id, seen: await seenOf(id), actor: system });
      expect(await consoleJobs.closeConsoleJob(db, { id, seen: await seenOf(id), actor: system })).toEqual({ ok: false, refusal: "ALREADY_CLOSED" });
      const { importJobs } = await import("~/features/jobs/import-jobs.server");
      await importJobs(db, [["sheet-1", "Из таблицы", "Студия"]], { source: "sheet" });
      const sheetSeen = await seenOf("sheet-1");
      const notConsole = await callRoute(route.action, post("/admin/jobs/sheet-1", "admin", { intent: "close", seen: sheetSeen }), {
        params: { id: "sheet-1" },
      });
      expect(notConsole.status).toBe(409);
      expect(await notConsole.json()).toMatchObject({ refusal: "NOT_CONSOLE" });
      expect((await jobRow("sheet-1"))?.isOpen).toBe(true);
      expect((await auditOf(id)).map((row) => row.action)).toEqual(["job.create", "job.update", "job.close"]);
    });

    it("keeps console jobs through imports: never overwritten, never closed", async () => {
      const { importJobs } = await import("~/features/jobs/import-jobs.server");
      const id = await newConsoleJob();
      const before = await jobRow(id);
      // A console job whose id a sheet also uses (written before ids were prefixed, say) is still left alone.
      await db.insert(jobs).values({ ...before!, id: "shared-1", searchText: "s" });
      const result = await importJobs(
        db,
        [
          ["sheet-1", "Из таблицы", "Студия"],
          ["shared-1", "Из таблицы", "Студия"],
          [id, "Захват", "Студия"],
        ],
        {
          source: "sheet",
          supersedes: ["demo", "sample"],
        },
      );
      expect(result).toMatchObject({ accepted: 2, skipped: 1 });
      expect(result.skippedRows).toEqual([{ rowNumber: 4, reason: `id starts with console-, which is kept for jobs made in the console` }]);
      expect(await jobRow(id)).toEqual(before);
      expect(await jobRow("shared-1")).toMatchObject({ source: "console", title: before?.title, isOpen: true });
      // An empty sheet closes every job of its own sources, and no console job.
      expect(await importJobs(db, [], { source: "sheet", supersedes: ["demo", "sample"] })).toMatchObject({ closed: 1 });
      expect(await importJobs(db, [], { source: "demo" })).toMatchObject({ closed: 0 });
      expect(await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.isOpen, true)).orderBy(asc(jobs.id))).toEqual([{ id }, { id: "shared-1" }]);
    });

    it("shows a console change on the public site at once: the list, the search, the job page, its JSON-LD, the sitemap", async () => {
      const { getJobList } = await import("~/features/jobs/jobs.server");
      const none = { q: "", location: "", type: "" };
      const search = { ...none, q: "ПЕРЕЗАПИСЬ СЕРИАЛА" };
      expect((await getJobList(db, none, 1)).jobs).toEqual([]);
      expect((await getJobList(db, search, 1)).jobs).toEqual([]);
      const id = await newConsoleJob();
      expect((await getJobList(db, none, 1)).jobs.map((job) => job.id)).toEqual([id]);
      expect((await getJobList(db, search, 1)).jobs.map((job) => job.id)).toEqual([id]);
      const page = await jsonLdOf(`/job/${id}`, id);
      expect(JSON.parse(page ?? "{}")).toMatchObject({ "@type": "JobPosting", title: "Звукорежиссёр перезаписи", identifier: { value: id } });
      expect(await jobsSitemap()).toContain(`/job/${id}`);

      await consoleJobs.setConsoleJobValidThrough(db, { id, seen: await seenOf(id), validThrough: new Date("2999-12-31T20:59:59.000Z"), actor: system });
      const withDate = await jsonLdOf(`/en/job/${id}`, id);
      expect(JSON.parse(withDate ?? "{}")).toMatchObject({ validThrough: "2999-12-31T20:59:59.000Z" });

      await consoleJobs.closeConsoleJob(db, { id, seen: await seenOf(id), actor: system });
      expect((await getJobList(db, none, 1)).jobs).toEqual([]);
      expect(await jsonLdOf(`/job/${id}`, id)).toBeNull();
      expect(await jobsSitemap()).not.toContain(`/job/${id}`);
    });

    it("closes a job once its validThrough has passed, at the next import round, and will not reopen it until the date moves", async () => {
      const { runImportRound } = await import("~/features/imports/import-round.server");
      const id = await newConsoleJob();
      await consoleJobs.setConsoleJobValidThrough(db, { id, seen: await seenOf(id), validThrough: new Date(Date.now() + 60_000), actor: system });
      const later = new Date(Date.now() + 120_000);
      // Before the round: still open, but its page no longer claims a valid posting.
      await db
        .update(jobs)
        .set({ validThrough: new Date(Date.now() - 1_000) })
        .where(eq(jobs.id, id));
      expect(await jsonLdOf(`/job/${id}`, id)).toBeNull();
      await runImportRound(db, parseEnv({}), { now: () => later });
      expect(await jobRow(id)).toMatchObject({ isOpen: false });
      expect(await consoleJobs.reopenConsoleJob(db, { id, seen: await seenOf(id), actor: system })).toEqual({ ok: false, refusal: "EXPIRED" });
      await consoleJobs.setConsoleJobValidThrough(db, { id, seen: await seenOf(id), validThrough: null, actor: system });
      expect(await consoleJobs.reopenConsoleJob(db, { id, seen: await seenOf(id), actor: system })).toEqual({ ok: true, id });
    });

    it("records every import round per sheet: counts, skipped rows with their reasons, Google's last error", async () => {
      const { runImportRound } = await import("~/features/imports/import-round.server");
      const { listImportRuns } = await import("~/features/imports/import-runs.server");
      await db.execute(sql`delete from ${importRuns}`);
      const env = parseEnv({ SHEETS_API_KEY: "key-1", JOBS_SHEET_ID: "jobs-id", BLOG_SHEET_ID: "blog-id", SHEETS_BASE_URL: fake.baseUrl });
      fake.setSheet("jobs-id", {
        values: [
          ["s-1", "Звукорежиссёр", "Студия"],
          ["s-2", "Без компании"],
          ["s-3", "Монтажёр", "Студия", "", "", "", "", "", "", "", "", "", "", "не почта"],
        ],
      });
      fake.setSheet("blog-id", { status: 403 });
      await runImportRound(db, env, { sleep: async () => {}, timeoutMs: 2_000 });
      fake.setSheet("jobs-id", { status: 503 });
      await runImportRound(db, env, { sleep: async () => {}, timeoutMs: 2_000 }, { operator: "admin@example.com" });
      const [jobRuns, blogRuns] = await listImportRuns(db);
      expect(jobRuns?.runs.map((run) => [run.trigger, run.outcome, run.source, run.accepted, run.skipped, run.closed])).toEqual([
        ["admin@example.com", "failed", "sample", 0, 0, 0],
        ["schedule", "ok", "sheet", 1, 2, 0],
      ]);
      expect(jobRuns?.runs[1]?.skippedRows).toEqual([
        { rowNumber: 3, reason: "fewer than 3 columns" },
        { rowNumber: 4, reason: "applyEmail is not an e-mail address" },
      ]);
      expect(jobRuns?.lastError?.error).toBe("503 UNAVAILABLE: The service is currently unavailable.");
      expect(blogRuns?.runs[0]).toMatchObject({ outcome: "failed", error: "403 PERMISSION_DENIED: The caller does not have permission" });
      expect(blogRuns?.lastError?.error).toBe("403 PERMISSION_DENIED: The caller does not have permission");
    });

    it("keeps the newest runs per sheet, and the overview shows each sheet's last one", async () => {
      const { recordImportRun } = await import("~/features/imports/import-runs.server");
      const { IMPORT_RUNS } = await import("~/config/constants");
      await db.execute(sql`delete from ${importRuns}`);
      const at = new Date("2026-11-26T09:00:00.000Z");
      const run = { source: "sheet", trigger: "schedule", startedAt: at, finishedAt: at, accepted: 1, skipped: 0, closed: 0, skippedRows: [], error: null };
      await db.insert(importRuns).values(Array.from({ length: IMPORT_RUNS.keptPerSheet }, () => ({ ...run, sheet: "jobs" as const, outcome: "ok" as const })));
      await recordImportRun(db, { ...run, sheet: "blog", outcome: "failed", error: "500 INTERNAL: Internal error encountered." });
      await recordImportRun(db, { ...run, sheet: "jobs", outcome: "locked" });
      const counts = await db.select({ sheet: importRuns.sheet, n: count() }).from(importRuns).groupBy(importRuns.sheet).orderBy(importRuns.sheet);
      expect(counts).toEqual([
        { sheet: "blog", n: 1 },
        { sheet: "jobs", n: IMPORT_RUNS.keptPerSheet },
      ]);
      const overview = await import("~/routes/admin-overview");
      const page = (await (await callRoute(overview.loader, get("/admin", "moderator"))).json()) as {
        imports: Array<{ sheet: string; runs: Array<{ outcome: string }> }>;
      };
      expect(page.imports.map(({ sheet, runs }) => [sheet, runs.map((one) => one.outcome)])).toEqual([
        ["jobs", ["locked"]],
        ["blog", ["failed"]],
      ]);
    });

    it.runIf(kind.name === "postgres")("records a round skipped because another instance held the lock, and import now says so with 409", async () => {
      const route = await import("~/routes/admin-jobs");
      const { ADVISORY_LOCK_KEYS } = await import("~/adapters/db/advisory-lock-keys");
      const { openDatabase } = await import("~/adapters/db/client.server");
      const other = await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL ?? "" });
      try {
        await other.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCK_KEYS.jobsImport}::bigint)`);
          const answer = await callRoute(route.action, post("/admin/jobs", "admin", { intent: "import" }));
          expect(answer.status).toBe(409);
          expect(await answer.json()).toMatchObject({ ran: true, jobs: { outcome: "locked" } });
        });
      } finally {
        await other.close();
      }
      const [last] = await db
        .select()
        .from(importRuns)
        .where(and(eq(importRuns.sheet, "jobs")))
        .orderBy(sql`${importRuns.id} desc`)
        .limit(1);
      expect(last).toMatchObject({ outcome: "locked", trigger: "admin@example.com" });
    });
  });
});
