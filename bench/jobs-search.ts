// The jobs part of `npm run bench` (issue "search that stays instant at 100 000 jobs"): seeds
// generated jobs through the app's importer into PGlite and PostgreSQL, times the searches the home
// page runs through the app's own functions, EXPLAINs them, then load-tests both servers.
import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { stopChild } from "./children.ts";
import type { LoadOptions } from "./load.ts";
import { startAppServer } from "./servers.ts";
import { benchPath, type PathResult } from "./ssr.ts";

export const DEFAULT_BENCH_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";
const WARMUP_RUNS = 5;
const MEASURED_RUNS = 50;
/** Rows the benchmark seeds unless BENCH_JOBS says otherwise. */
export const DEFAULT_JOB_COUNT = 100_000;

export type DatabaseKind = "pglite" | "postgres";

export interface QueryTiming {
  name: string;
  /** What was asked, as the page would pass it. */
  detail: string;
  /** Jobs on the first page and whether there was more (for getJobFilterOptions: locations + types). */
  rows: number;
  hasMore: boolean;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface QueryPlan {
  query: string;
  /** Each statement findJobs may run for it, with its EXPLAIN (ANALYZE, BUFFERS) lines. */
  statements: Array<{ name: string; lines: string[] }>;
}

export interface JobsHttpResult {
  home: PathResult;
  job: PathResult;
  serverReadyMs: number;
}

export interface DatabaseJobsResult {
  kind: DatabaseKind;
  /** importJobs of all generated rows into the fresh, migrated database. */
  seedMs: number;
  /** What was done to planner statistics before measuring (PGlite runs no autovacuum). */
  statistics: string;
  p95TargetMs: number;
  queries: QueryTiming[];
  /** Not part of the targets: the job page's loader (getJob + findSimilarJobs). */
  jobPageLoader: QueryTiming;
  plans: QueryPlan[];
  http: JobsHttpResult | null;
}

export interface JobsBenchResults {
  jobCount: number;
  seed: number;
  generateMs: number;
  rareWord: { word: string; rows: number };
  company: { name: string; rows: number };
  jobPath: string;
  databases: DatabaseJobsResult[];
  notes: string[];
}

export const JOBS_TARGETS = {
  queryP95MsMax: { postgres: 30, pglite: 100 } satisfies Record<DatabaseKind, number>,
  anonymousVsBareMin: 0.3,
  signedInHomeP99MsMax: 100,
} as const;

export interface JobsTargetsMet {
  [kind: string]: { queriesP95: boolean; homeAnonymousVsBare: boolean | null; jobAnonymousVsBare: boolean | null; signedInHomeP99: boolean | null };
}

export function jobsTargetsMet(results: JobsBenchResults): JobsTargetsMet {
  return Object.fromEntries(
    results.databases.map((database) => [
      database.kind,
      {
        queriesP95: database.queries.every((query) => query.p95Ms < database.p95TargetMs),
        homeAnonymousVsBare: database.http ? database.http.home.anonymousVsBare >= JOBS_TARGETS.anonymousVsBareMin : null,
        jobAnonymousVsBare: database.http ? database.http.job.anonymousVsBare >= JOBS_TARGETS.anonymousVsBareMin : null,
        signedInHomeP99: database.http ? database.http.home.uncached.latencyP99Ms < JOBS_TARGETS.signedInHomeP99MsMax : null,
      },
    ]),
  );
}

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

/** EXPLAIN (ANALYZE, BUFFERS) of every statement findJobs may run for these filters, with the same parameters. */
async function explain(app: App, handle: Handle, cases: SearchCase[]): Promise<QueryPlan[]> {
  // node-postgres Pool or PGlite: both take (text, params) and answer { rows }.
  const client = (handle.db as unknown as { $client: RawClient }).$client;
  const plans: QueryPlan[] = [];
  for (const { name, filters } of cases.filter((searchCase) => searchCase.explain)) {
    const statements = [];
    for (const statement of app.findJobsStatements(handle.db, filters, 1)) {
      const { sql: text, params } = statement.query.toSQL();
      const result = await client.query(`explain (analyze, buffers) ${text}`, params);
      statements.push({ name: statement.name, lines: result.rows.map((row) => String(row["QUERY PLAN"])) });
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
  /** Called before each long step, so the console shows progress. */
  log: (line: string) => void;
}

const SEED = 20_260_301;

export async function benchJobs({ projectRoot, tempDir, load, jobCount, databaseUrl, log }: JobsBenchOptions): Promise<JobsBenchResults> {
  const app = await loadApp();
  const notes: string[] = [];
  const generateStartedAt = performance.now();
  const generated = app.generateJobRows(jobCount, { seed: SEED });
  const generateMs = performance.now() - generateStartedAt;
  const middle = generated.rows[Math.floor(jobCount / 2)] as string[];
  const jobId = middle[0] as string;
  const company = middle[2] as string;
  const companyRows = generated.rows.filter((row) => row[2] === company).length;
  log(`generated ${jobCount.toLocaleString("en-US")} jobs (seed ${SEED}) in ${Math.round(generateMs)} ms; "${app.RARE_WORD}" is in ${generated.rareRows} rows, "${company}" has ${companyRows} jobs`);
  const cases = searchCases(app.RARE_WORD, company);
  const databases: DatabaseJobsResult[] = [];

  // PGlite: the directory the app opens for DATA_DIR=pgliteDataDir.
  const pgliteDataDir = path.join(tempDir, "pglite");
  await mkdir(pgliteDataDir, { recursive: true });
  log(`seeding PGlite in ${path.join(pgliteDataDir, "db")} through importJobs…`);
  const migrations = path.join(projectRoot, "app/adapters/db/migrations");
  const pglite = await app.openDatabase({ kind: "pglite", dataDir: path.join(pgliteDataDir, "db"), template: path.resolve(projectRoot, app.DB_TEMPLATE_FILE) }, migrations);
  let pgliteResult: DatabaseJobsResult;
  try {
    const seedMs = await seed(app, pglite, generated.rows);
    log(`PGlite seeded in ${Math.round(seedMs)} ms; measuring searches (${WARMUP_RUNS} warm-up + ${MEASURED_RUNS} runs each)…`);
    const measured = await measureQueries(app, pglite, cases, jobId);
    const plans = await explain(app, pglite, cases);
    pgliteResult = { kind: "pglite", seedMs, statistics: "none: as the app runs it (PGlite has no autovacuum, nothing runs ANALYZE)", p95TargetMs: JOBS_TARGETS.queryP95MsMax.pglite, ...measured, plans, http: null };
  } finally {
    await pglite.close();
  }

  log(`seeding PostgreSQL (a new database on ${redact(databaseUrl)}) through importJobs…`);
  const postgres = await createPostgresDatabase(databaseUrl);
  let postgresResult: DatabaseJobsResult | null = null;
  try {
    if ("error" in postgres) {
      const note = `PostgreSQL skipped: ${redact(databaseUrl)} is unreachable (${postgres.error}); set BENCH_DATABASE_URL to measure it`;
      notes.push(note);
      log(note);
    } else {
      const handle = await app.openDatabase({ kind: "postgres", url: postgres.url }, migrations);
      try {
        const seedMs = await seed(app, handle, generated.rows);
        // Autovacuum analyzes (and vacuums) a table this size within a minute of the import; done
        // here at once so the figures do not depend on whether it has run yet.
        await handle.db.execute(sql`vacuum (analyze) job`);
        log(`PostgreSQL seeded in ${Math.round(seedMs)} ms; measuring searches…`);
        const measured = await measureQueries(app, handle, cases, jobId);
        const plans = await explain(app, handle, cases);
        postgresResult = { kind: "postgres", seedMs, statistics: "VACUUM (ANALYZE) after seeding, as autovacuum would do within a minute", p95TargetMs: JOBS_TARGETS.queryP95MsMax.postgres, ...measured, plans, http: null };
      } finally {
        await handle.close();
      }
      const serverDataDir = path.join(tempDir, "postgres-server-data");
      await mkdir(serverDataDir, { recursive: true });
      log("load-testing the production server on the seeded PostgreSQL…");
      postgresResult.http = await benchServer(projectRoot, serverDataDir, postgres.url, jobId, load, log);
    }
    log("load-testing the production server on the seeded PGlite data directory…");
    pgliteResult.http = await benchServer(projectRoot, pgliteDataDir, undefined, jobId, load, log);
  } finally {
    if (!("error" in postgres)) await postgres.drop();
  }
  if (postgresResult) databases.push(postgresResult);
  databases.push(pgliteResult);

  return {
    jobCount,
    seed: SEED,
    generateMs,
    rareWord: { word: app.RARE_WORD, rows: generated.rareRows },
    company: { name: company, rows: companyRows },
    jobPath: `/job/${jobId}`,
    databases,
    notes,
  };
}

async function benchServer(projectRoot: string, dataDir: string, databaseUrl: string | undefined, jobId: string, load: LoadOptions, log: (line: string) => void): Promise<JobsHttpResult> {
  const server = await startAppServer(projectRoot, dataDir, { databaseUrl });
  try {
    log(`  server ready in ${Math.round(server.readyMs)} ms; measuring / (anonymous, signed-in, bare)…`);
    const home = await benchPath({ origin: server.origin, pid: server.child.pid }, "/", load);
    log(`  measuring /job/${jobId} (anonymous, signed-in, bare)…`);
    const job = await benchPath({ origin: server.origin, pid: server.child.pid }, `/job/${jobId}`, load);
    for (const warning of [...home.warnings, ...job.warnings]) log(`  WARNING: ${warning}`);
    return { home, job, serverReadyMs: server.readyMs };
  } finally {
    await stopChild(server.child);
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}
