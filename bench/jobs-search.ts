// The jobs part of `npm run bench` (issue "search that stays instant at 100 000 jobs"): seeds
// generated jobs through the app's importer into PGlite and PostgreSQL, times the searches the home
// page runs through the app's own functions, EXPLAINs them, then load-tests both servers.
import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { sql } from "drizzle-orm";
import pg from "pg";
import { stopChild } from "./children.ts";
import { httpGet } from "./http-get.ts";
import { printJobsDatabase, printJobsHttp } from "./jobs-report.ts";
import { JOBS_TARGETS, type DatabaseJobsResult, type DatabaseKind, type JobsBenchResults, type JobsHttpResult, type QueryPlan, type QueryTiming } from "./jobs-results.ts";
import type { LoadOptions } from "./load.ts";
import { startAppServer } from "./servers.ts";
import { benchPath } from "./ssr.ts";

export const DEFAULT_BENCH_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";
const WARMUP_RUNS = 5;
const MEASURED_RUNS = 50;
/** Rows the benchmark seeds unless BENCH_JOBS says otherwise. */
export const DEFAULT_JOB_COUNT = 100_000;

/** App modules, loaded once the `~/` resolver is registered (static imports would resolve before it). */
async function loadApp() {
  process.env.LOG_LEVEL ??= "warn";
  await import("./app-imports.ts");
  const [client, template, importer, jobsModule, constants, data] = await Promise.all([
    import("~/adapters/db/client.server"),
    import("~/adapters/db/template"),
    import("~/features/jobs/import-jobs.server"),
    import("~/features/jobs/jobs.server"),
    import("~/config/constants"),
    import("./jobs-data.ts"),
  ]);
  return { ...client, ...template, ...importer, ...jobsModule, ...constants, ...data };
}
type App = Awaited<ReturnType<typeof loadApp>>;
type Handle = Awaited<ReturnType<App["openDatabase"]>>;
type Filters = Parameters<App["findJobs"]>[1];

function percentile(sorted: number[], share: number): number {
  // Nearest rank.
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
}

async function timeRuns<T>(work: () => Promise<T>): Promise<{ last: T; p50Ms: number; p95Ms: number; maxMs: number; runs: number }> {
  for (let run = 0; run < WARMUP_RUNS; run += 1) await work();
  const samples: number[] = [];
  let last: T | undefined;
  for (let run = 0; run < MEASURED_RUNS; run += 1) {
    const startedAt = performance.now();
    last = await work();
    samples.push(performance.now() - startedAt);
  }
  samples.sort((a, b) => a - b);
  return { last: last as T, p50Ms: percentile(samples, 0.5), p95Ms: percentile(samples, 0.95), maxMs: samples[samples.length - 1] ?? Number.NaN, runs: samples.length };
}

const none: Filters = { q: "", location: "", type: "" };

interface SearchCase {
  name: string;
  filters: Filters;
  explain: boolean;
}

function searchCases(rareWord: string, company: string): SearchCase[] {
  return [
    { name: "home page, no search", filters: none, explain: false },
    { name: "common word", filters: { ...none, q: "звук" }, explain: true },
    { name: "rare word", filters: { ...none, q: rareWord }, explain: false },
    { name: "company name", filters: { ...none, q: company }, explain: false },
    { name: "location filter only", filters: { ...none, location: "Казань" }, explain: false },
    { name: "no match", filters: { ...none, q: "виолончелист" }, explain: true },
  ];
}

function describe(filters: Filters): string {
  return Object.entries(filters)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
    .join(" ") || "(none)";
}

async function measureQueries(app: App, handle: Handle, cases: SearchCase[], jobId: string): Promise<{ queries: QueryTiming[]; jobPageLoader: QueryTiming }> {
  const queries: QueryTiming[] = [];
  for (const { name, filters } of cases) {
    const timing = await timeRuns(() => app.findJobs(handle.db, filters, 1));
    queries.push({ name, detail: describe(filters), rows: timing.last.jobs.length, hasMore: timing.last.hasMore, runs: timing.runs, p50Ms: timing.p50Ms, p95Ms: timing.p95Ms, maxMs: timing.maxMs });
  }
  const options = await timeRuns(() => {
    app.forgetJobFilterOptions();
    return app.getJobFilterOptions(handle.db);
  });
  app.forgetJobFilterOptions();
  const optionCount = options.last.locations.length + options.last.types.length;
  queries.push({ name: "getJobFilterOptions, cold", detail: `${options.last.locations.length} locations, ${options.last.types.length} types`, rows: optionCount, hasMore: false, ...pick(options) });

  const loader = await timeRuns(async () => {
    const job = await app.getJob(handle.db, jobId);
    if (!job) throw new Error(`seeded job ${jobId} not found`);
    return app.findSimilarJobs(handle.db, job);
  });
  return { queries, jobPageLoader: { name: "job page: getJob + findSimilarJobs", detail: jobId, rows: loader.last.length, hasMore: false, ...pick(loader) } };
}

function pick(timing: { p50Ms: number; p95Ms: number; maxMs: number; runs: number }) {
  return { runs: timing.runs, p50Ms: timing.p50Ms, p95Ms: timing.p95Ms, maxMs: timing.maxMs };
}

interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement findJobs runs for these filters, with the same
 * parameters; like findJobs, it stops once a statement has filled the page.
 */
async function explain(app: App, handle: Handle, cases: SearchCase[]): Promise<QueryPlan[]> {
  // node-postgres Pool or PGlite: both take (text, params) and answer { rows }.
  const client = (handle.db as unknown as { $client: RawClient }).$client;
  const plans: QueryPlan[] = [];
  for (const { name, filters } of cases.filter((searchCase) => searchCase.explain)) {
    const statements = [];
    const all = await app.findJobsStatements(handle.db, filters, 1);
    for (const [index, statement] of all.entries()) {
      const { sql: text, params } = statement.query.toSQL();
      const result = await client.query(`explain (analyze, buffers) ${text}`, params);
      statements.push({ name: statement.name, lines: result.rows.map((row) => String(row["QUERY PLAN"])) });
      const rows = await statement.query;
      if (rows.length > app.JOBS_PAGE_SIZE && index < all.length - 1) {
        statements.push({ name: `${all.slice(index + 1).map((next) => next.name).join("; ")}: not run, the page is full`, lines: [] });
        break;
      }
    }
    plans.push({ query: `${name}: ${describe(filters)}`, statements });
  }
  return plans;
}

async function seed(app: App, handle: Handle, rows: string[][]): Promise<number> {
  await handle.migrate();
  const startedAt = performance.now();
  const result = await app.importJobs(handle.db, rows, { source: "sheet" });
  if (result.outcome !== "imported" || result.accepted !== rows.length) throw new Error(`seeding imported ${JSON.stringify(result)}`);
  return performance.now() - startedAt;
}

/** A uniquely named database on the server `adminUrl` points at, or null (with the reason) if it cannot be reached. */
async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> } | { error: string }> {
  const name = `bench_jobs_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface JobsBenchOptions {
  projectRoot: string;
  /** An empty directory this benchmark may use; the caller deletes it. */
  tempDir: string;
  load: LoadOptions;
  jobCount: number;
  databaseUrl: string;
  /** Progress lines; the figures are printed as each part is measured, so a later failure keeps them. */
  log: (line: string) => void;
}

const SEED = 20_260_301;

export async function benchJobs({ projectRoot, tempDir, load, jobCount, databaseUrl, log }: JobsBenchOptions): Promise<JobsBenchResults> {
  const app = await loadApp();
  const notes: string[] = [];
  const migrations = path.join(projectRoot, "app/adapters/db/migrations");
  // PGlite is seeded where the app opens it for DATA_DIR=pgliteDataDir.
  const pgliteDataDir = path.join(tempDir, "pglite");
  await mkdir(pgliteDataDir, { recursive: true });
  const pgliteTarget = { kind: "pglite", dataDir: path.join(pgliteDataDir, "db"), template: path.resolve(projectRoot, app.DB_TEMPLATE_FILE) } as const;
  const postgres = await createPostgresDatabase(databaseUrl);
  if ("error" in postgres) {
    notes.push(`PostgreSQL skipped: ${redact(databaseUrl)} is unreachable (${postgres.error}); set BENCH_DATABASE_URL to measure it`);
    log(notes[notes.length - 1] as string);
  }
  const postgresTarget = "error" in postgres ? null : ({ kind: "postgres", url: postgres.url } as const);
  try {
    const seeded = await generateAndSeed(app, { jobCount, pgliteTarget, postgresTarget, migrations, log });
    // The generated rows (hundreds of MB) and the closed PGlite instance are garbage now: collect
    // them before anything is timed, so no major GC of this process lands in a measurement.
    collectGarbage();
    const cases = searchCases(app.RARE_WORD, seeded.company.name);
    const measure = async (kind: DatabaseKind, target: typeof pgliteTarget | NonNullable<typeof postgresTarget>, seedMs: number, statistics: string) => {
      log(`\nmeasuring searches on ${kind} (${WARMUP_RUNS} warm-up + ${MEASURED_RUNS} runs each)…`);
      const handle = await app.openDatabase(target, migrations);
      try {
        const measured = await measureQueries(app, handle, cases, seeded.jobId);
        const plans = await explain(app, handle, cases);
        const result: DatabaseJobsResult = { kind, seedMs, statistics, p95TargetMs: JOBS_TARGETS.queryP95MsMax[kind], ...measured, plans, http: null };
        printJobsDatabase(result);
        return result;
      } finally {
        await handle.close();
      }
    };
    const pgliteResult = await measure("pglite", pgliteTarget, seeded.seedMs.pglite, "none, as the app runs it (PGlite has no autovacuum and nothing runs ANALYZE)");
    const postgresResult =
      postgresTarget && seeded.seedMs.postgres !== undefined
        ? await measure("postgres", postgresTarget, seeded.seedMs.postgres, "VACUUM (ANALYZE) after seeding, as autovacuum would soon do")
        : null;

    collectGarbage();
    if (postgresResult && postgresTarget) {
      const serverDataDir = path.join(tempDir, "postgres-server-data");
      await mkdir(serverDataDir, { recursive: true });
      log("\nload-testing the production server on the seeded PostgreSQL…");
      await benchServer(postgresResult, { projectRoot, dataDir: serverDataDir, databaseUrl: postgresTarget.url, jobId: seeded.jobId, load, log });
    }
    log("\nload-testing the production server on the seeded PGlite data directory…");
    await benchServer(pgliteResult, { projectRoot, dataDir: pgliteDataDir, databaseUrl: undefined, jobId: seeded.jobId, load, log });

    return {
      jobCount,
      seed: SEED,
      generateMs: seeded.generateMs,
      rareWord: { word: app.RARE_WORD, rows: seeded.rareRows },
      company: seeded.company,
      jobPath: `/job/${seeded.jobId}`,
      databases: postgresResult ? [postgresResult, pgliteResult] : [pgliteResult],
      notes,
    };
  } finally {
    if (!("error" in postgres)) await postgres.drop();
  }
}

interface Seeded {
  generateMs: number;
  jobId: string;
  company: { name: string; rows: number };
  rareRows: number;
  seedMs: { pglite: number; postgres?: number };
}

/** Generates the rows and imports them into both databases; only small facts about them outlive this call. */
async function generateAndSeed(
  app: App,
  { jobCount, pgliteTarget, postgresTarget, migrations, log }: { jobCount: number; pgliteTarget: Parameters<App["openDatabase"]>[0]; postgresTarget: Parameters<App["openDatabase"]>[0] | null; migrations: string; log: (line: string) => void },
): Promise<Seeded> {
  const startedAt = performance.now();
  const generated = app.generateJobRows(jobCount, { seed: SEED });
  const generateMs = performance.now() - startedAt;
  const middle = generated.rows[Math.floor(jobCount / 2)] as string[];
  const company = { name: middle[2] as string, rows: generated.rows.filter((row) => row[2] === middle[2]).length };
  log(`generated ${jobCount.toLocaleString("en-US")} jobs (seed ${SEED}) in ${Math.round(generateMs)} ms; "${app.RARE_WORD}" is in ${generated.rareRows} rows, "${company.name}" has ${company.rows} jobs`);

  const seedInto = async (target: Parameters<App["openDatabase"]>[0], after?: (handle: Handle) => Promise<void>) => {
    const handle = await app.openDatabase(target, migrations);
    try {
      const seedMs = await seed(app, handle, generated.rows);
      await after?.(handle);
      return seedMs;
    } finally {
      await handle.close();
    }
  };
  log(`seeding PGlite (${"dataDir" in pgliteTarget ? pgliteTarget.dataDir : ""}) through importJobs…`);
  const pgliteMs = await seedInto(pgliteTarget);
  log(`PGlite seeded in ${Math.round(pgliteMs)} ms`);
  let postgresMs: number | undefined;
  if (postgresTarget) {
    log(`seeding PostgreSQL (a new database on ${"url" in postgresTarget ? redact(postgresTarget.url) : ""}) through importJobs…`);
    // Autovacuum analyzes (and vacuums) a table this size within a minute of the import, where it is
    // on; done here at once so the figures do not depend on whether it has run yet.
    postgresMs = await seedInto(postgresTarget, async (handle) => void (await handle.db.execute(sql`vacuum (analyze) job`)));
    log(`PostgreSQL seeded in ${Math.round(postgresMs)} ms`);
  }
  return { generateMs, jobId: middle[0] as string, company, rareRows: generated.rareRows, seedMs: { pglite: pgliteMs, postgres: postgresMs } };
}

/**
 * A full garbage collection, where V8 allows one to be requested at run time (the benchmark is
 * started without --expose-gc); a no-op elsewhere.
 */
function collectGarbage(): void {
  try {
    v8.setFlagsFromString("--expose-gc");
    const gc: unknown = vm.runInNewContext("gc");
    if (typeof gc === "function") gc();
  } catch {
    // Not available: measurements just run with whatever the heap holds.
  }
}

interface ServerOptions {
  projectRoot: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jobId: string;
  load: LoadOptions;
  log: (line: string) => void;
}

/** How long the first (unmeasured) GET of a page may take: a server can still be working off the last run's queue. */
const WARM_GET_TIMEOUT_MS = 120_000;

/** Load-tests / and the job page on a server for `database`; on failure notes why and goes on. */
async function benchServer(database: DatabaseJobsResult, { projectRoot, dataDir, databaseUrl, jobId, load, log }: ServerOptions): Promise<void> {
  let server: Awaited<ReturnType<typeof startAppServer>> | undefined;
  try {
    server = await startAppServer(projectRoot, dataDir, { databaseUrl });
    const target = { origin: server.origin, pid: server.child.pid };
    const measure = async (pagePath: string) => {
      log(`  measuring ${pagePath} (anonymous, signed-in, bare)…`);
      // Unmeasured: fills the render cache, and waits out requests still queued from the run before.
      await httpGet(new URL(pagePath, server?.origin).href, { timeoutMs: WARM_GET_TIMEOUT_MS });
      const result = await benchPath(target, pagePath, load);
      for (const warning of result.warnings) log(`  WARNING: ${warning}`);
      return result;
    };
    log(`  server ready in ${Math.round(server.readyMs)} ms`);
    const home = await measure("/");
    const job = await measure(`/job/${jobId}`);
    database.http = { home, job, serverReadyMs: server.readyMs } satisfies JobsHttpResult;
    printJobsHttp(database);
  } catch (error) {
    database.httpError = error instanceof Error ? error.message : String(error);
    log(`  server on ${database.kind} not measured: ${database.httpError}`);
  } finally {
    if (server) await stopChild(server.child);
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}
