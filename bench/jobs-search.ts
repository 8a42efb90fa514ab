// The jobs part of `npm run bench` (issue "search that stays instant at 100 000 jobs"): seeds
// generated jobs through the app's importer into PGlite and PostgreSQL, times the searches the home
// page runs through the app's own functions, EXPLAINs them, then load-tests both servers.
import { prepareDatabases, type BenchDatabases } from "./bench-databases.ts";
import { measureDatabases, type DataBenchOptions, type DatabasesPlan } from "./data-bench.ts";
import { explainAnalyze } from "./database-client.ts";
import type { QueryPlan, QueryTiming } from "./database-results.ts";
import { describeFilters } from "./format.ts";
import { printJobsDatabase } from "./jobs-report.ts";
import { JOBS_TARGETS, type DatabaseJobsResult, type JobsBenchResults } from "./jobs-results.ts";
import { figuresOf, timeRuns } from "./query-timing.ts";
import { seedDatabases } from "./seed-databases.ts";
import type { PathResult } from "./ssr.ts";

/** Rows the benchmark seeds unless BENCH_JOBS says otherwise. */
export const DEFAULT_JOB_COUNT = 100_000;

/** App modules, loaded once the `~/` resolver is registered (static imports would resolve before it). */
async function loadApp() {
  process.env.LOG_LEVEL ??= "warn";
  await import("../scripts/app-imports.ts");
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

async function measureQueries(app: App, handle: Handle, cases: SearchCase[], jobId: string): Promise<{ queries: QueryTiming[]; jobPageLoader: QueryTiming }> {
  const queries: QueryTiming[] = [];
  for (const { name, filters } of cases) {
    const timing = await timeRuns(() => app.findJobs(handle.db, filters, 1));
    queries.push({ name, detail: describeFilters(filters), rows: timing.last.jobs.length, hasMore: timing.last.hasMore, ...figuresOf(timing) });
  }
  const options = await timeRuns(() => {
    app.forgetJobReads();
    return app.getJobFilterOptions(handle.db);
  });
  app.forgetJobReads();
  const optionCount = options.last.locations.length + options.last.types.length;
  queries.push({
    name: "getJobFilterOptions, cold",
    detail: `${options.last.locations.length} locations, ${options.last.types.length} types`,
    rows: optionCount,
    hasMore: false,
    ...figuresOf(options),
  });

  const loader = await timeRuns(async () => {
    const job = await app.getJob(handle.db, jobId);
    if (!job) throw new Error(`seeded job ${jobId} not found`);
    return app.findSimilarJobs(handle.db, job);
  });
  return {
    queries,
    jobPageLoader: { name: "job page: getJob + findSimilarJobs", detail: jobId, rows: loader.last.length, hasMore: false, ...figuresOf(loader) },
  };
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each statement findJobs runs for these filters, with the same
 * parameters; like findJobs, it stops once a statement has filled the page.
 */
async function explain(app: App, handle: Handle, cases: SearchCase[]): Promise<QueryPlan[]> {
  const plans: QueryPlan[] = [];
  for (const { name, filters } of cases.filter((searchCase) => searchCase.explain)) {
    const statements = [];
    const all = app.findJobsStatements(handle.db, filters, 1);
    for (const [index, statement] of all.entries()) {
      const { sql: text, params } = statement.query.toSQL();
      statements.push({ name: statement.name, lines: await explainAnalyze(handle.db, { text, params }) });
      const rows = await statement.query;
      if (rows.length > app.JOBS_PAGE_SIZE && index < all.length - 1) {
        statements.push({
          name: `${all
            .slice(index + 1)
            .map((next) => next.name)
            .join("; ")}: not run, the page is full`,
          lines: [],
        });
        break;
      }
    }
    plans.push({ query: `${name}: ${describeFilters(filters)}`, statements });
  }
  return plans;
}

export interface JobsBenchOptions extends DataBenchOptions {
  jobCount: number;
}

const SEED = 20_260_301;

export async function benchJobs(options: JobsBenchOptions): Promise<JobsBenchResults> {
  const { projectRoot, tempDir, jobCount, databaseUrl, log } = options;
  const app = await loadApp();
  const databases = await prepareDatabases({ projectRoot, tempDir, templateDir: app.DB_TEMPLATE_DIR, databaseUrl, namePrefix: "bench_jobs", log });
  try {
    const { facts, seeded } = await generateAndSeed(app, databases, jobCount, log);
    const cases = searchCases(app.RARE_WORD, facts.company.name);
    const plan: DatabasesPlan<DatabaseJobsResult> = {
      title: "Jobs",
      open: app.openDatabase,
      databases,
      seeded,
      measure: async (handle, { kind, seedMs, statistics }) => {
        const measured = await measureQueries(app, handle, cases, facts.jobId);
        const plans = await explain(app, handle, cases);
        const result: DatabaseJobsResult = { kind, seedMs, statistics, p95TargetMs: JOBS_TARGETS.queryP95MsMax[kind], ...measured, plans, http: null };
        printJobsDatabase(result);
        return result;
      },
      paths: ["/", `/job/${facts.jobId}`],
      keepPages: (result, [home, job], serverReadyMs) => {
        result.http = { home: home as PathResult, job: job as PathResult, serverReadyMs };
      },
    };
    return {
      jobCount,
      seed: SEED,
      generateMs: facts.generateMs,
      rareWord: { word: app.RARE_WORD, rows: facts.rareRows },
      company: facts.company,
      jobPath: `/job/${facts.jobId}`,
      databases: await measureDatabases(plan, options),
      notes: databases.notes,
    };
  } finally {
    await databases.drop();
  }
}

/** Generates the rows and imports them into both databases; only small facts about them outlive this call. */
async function generateAndSeed(app: App, databases: BenchDatabases, jobCount: number, log: (line: string) => void) {
  const startedAt = performance.now();
  const generated = app.generateJobRows(jobCount, { seed: SEED });
  const generateMs = performance.now() - startedAt;
  const middle = generated.rows[Math.floor(jobCount / 2)] as string[];
  const company = { name: middle[2] as string, rows: generated.rows.filter((row) => row[2] === middle[2]).length };
  log(
    `generated ${jobCount.toLocaleString("en-US")} jobs (seed ${SEED}) in ${Math.round(generateMs)} ms; "${app.RARE_WORD}" is in ${generated.rareRows} rows, "${company.name}" has ${company.rows} jobs`,
  );
  const seeded = await seedDatabases(
    app.openDatabase,
    databases,
    async (db) => {
      const result = await app.importJobs(db, generated.rows, { source: "sheet" });
      if (result.outcome !== "imported" || result.accepted !== generated.rows.length) throw new Error(`seeding imported ${JSON.stringify(result)}`);
    },
    { how: "through importJobs", log },
  );
  return { facts: { generateMs, jobId: middle[0] as string, company, rareRows: generated.rareRows }, seeded };
}
