// The specialists part of `npm run bench` (issue 5, the specialists directory): seeds listed specialists
// and four times as many unlisted users into PGlite and PostgreSQL, times the directory's queries
// through the app's own functions, EXPLAINs the ones every page load runs, then load-tests
// /specialists on both servers.
import type { Database } from "~/adapters/db/client.server";
import type { PgTable } from "drizzle-orm/pg-core";
import { prepareDatabases, type BenchDatabases } from "./bench-databases.ts";
import { measureDatabases, type DataBenchOptions, type DatabasesPlan } from "./data-bench.ts";
import { captureStatements, explainAnalyze } from "./database-client.ts";
import type { QueryPlan, QueryTiming } from "./database-results.ts";
import { describeFilters } from "./format.ts";
import { figuresOf, timeRuns } from "./query-timing.ts";
import { seedDatabases } from "./seed-databases.ts";
import { printSpecialistsDatabase } from "./specialists-report.ts";
import { SPECIALISTS_TARGETS, type DatabaseSpecialistsResult, type SpecialistsBenchResults } from "./specialists-results.ts";
import type { PathResult } from "./ssr.ts";

/** Listed specialists the benchmark seeds unless BENCH_SPECIALISTS says otherwise. */
export const DEFAULT_SPECIALIST_COUNT = 2_000;
const SEED = 20_260_501;
const PAGE_PATH = "/specialists";
/** Rows per INSERT: well under PostgreSQL's 65 535 parameters for the widest table. */
const INSERT_BATCH_ROWS = 500;
const NO_MATCH = "Воланд";

/** App modules, loaded once the `~/` resolver is registered (static imports would resolve before it). */
async function loadApp() {
  process.env.LOG_LEVEL ??= "warn";
  await import("../scripts/app-imports.ts");
  const [client, template, schema, directory, data] = await Promise.all([
    import("~/adapters/db/client.server"),
    import("~/adapters/db/template"),
    import("~/adapters/db/schema"),
    import("~/features/specialists/directory.server"),
    import("./specialists-data.ts"),
  ]);
  return { ...client, ...template, schema, ...directory, ...data };
}
type App = Awaited<ReturnType<typeof loadApp>>;
type Filters = Parameters<App["findSpecialists"]>[1];

const none: Filters = { q: "", specializations: [], location: "" };

function directoryCases(commonName: string): Array<{ name: string; filters: Filters }> {
  return [
    { name: "no filters", filters: none },
    { name: "name search (common first name)", filters: { ...none, q: commonName } },
    { name: "one specialization", filters: { ...none, specializations: ["sound-designer"] } },
    { name: "two specializations", filters: { ...none, specializations: ["composer", "mixing-engineer"] } },
    { name: "location", filters: { ...none, location: "Санкт-Петербург" } },
    { name: "all combined", filters: { q: commonName, specializations: ["sound-engineer", "mixing-engineer"], location: "Москва" } },
    { name: "no match", filters: { ...none, q: NO_MATCH } },
  ];
}

/** A new shuffle seed for each run, as each page load draws one (parse-directory-filters.server.ts). */
const shuffleSeed = (run: number) => `bench${run}`;

async function measureDirectory(app: App, db: Database, cases: ReturnType<typeof directoryCases>) {
  const queries: QueryTiming[] = [];
  for (const { name, filters } of cases) {
    const timing = await timeRuns((run) => app.findSpecialists(db, filters, { seed: shuffleSeed(run), pages: 1 }));
    const detail = `${describeFilters(filters)} — ${timing.last.total} found`;
    queries.push({ name, detail, rows: timing.last.specialists.length, hasMore: timing.last.hasMore, ...figuresOf(timing) });
  }
  const locations = await timeRuns(() => app.findSpecialistLocations(db));
  queries.push({ name: "findSpecialistLocations", detail: locations.last.join(", "), rows: locations.last.length, hasMore: false, ...figuresOf(locations) });
  // What the route's loader runs for an unfiltered visit.
  const loader = await timeRuns(async (run) => {
    await app.findSpecialistLocations(db);
    return app.findSpecialists(db, none, { seed: shuffleSeed(run), pages: 1 });
  });
  const listedFound = loader.last.total;
  const pageLoader = {
    name: "page loader: locations + no filters",
    detail: `${listedFound} listed`,
    rows: loader.last.specialists.length,
    hasMore: loader.last.hasMore,
    ...figuresOf(loader),
  };
  return { queries, pageLoader, listedFound };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statements an unfiltered page load sends, as the app sends them. */
async function explain(app: App, db: Database): Promise<QueryPlan[]> {
  const plans: QueryPlan[] = [];
  const functions = [
    ["findSpecialists, no filters", () => app.findSpecialists(db, none, { seed: shuffleSeed(0), pages: 1 })],
    ["findSpecialistLocations", () => app.findSpecialistLocations(db)],
  ] as const;
  for (const [name, work] of functions) {
    const explained = [];
    for (const [index, statement] of (await captureStatements(db, work)).entries()) {
      explained.push({ name: `statement ${index + 1}`, lines: await explainAnalyze(db, statement) });
    }
    plans.push({ query: name, statements: explained });
  }
  return plans;
}

async function insertInBatches<TTable extends PgTable>(db: Database, table: TTable, rows: Array<TTable["$inferInsert"]>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH_ROWS) await db.insert(table).values(rows.slice(start, start + INSERT_BATCH_ROWS));
}

export interface SpecialistsBenchOptions extends DataBenchOptions {
  listedCount: number;
}

export async function benchSpecialists(options: SpecialistsBenchOptions): Promise<SpecialistsBenchResults> {
  const { projectRoot, tempDir, listedCount, databaseUrl, log } = options;
  const app = await loadApp();
  const databases = await prepareDatabases({ projectRoot, tempDir, templateDir: app.DB_TEMPLATE_DIR, databaseUrl, namePrefix: "bench_specialists", log });
  try {
    const { facts, seeded } = await generateAndSeed(app, databases, listedCount, log);
    const cases = directoryCases(facts.commonName.name);
    const plan: DatabasesPlan<DatabaseSpecialistsResult> = {
      title: "Specialists",
      open: app.openDatabase,
      databases,
      seeded,
      measure: async ({ db }, { kind, seedMs, statistics }) => {
        const measured = await measureDirectory(app, db, cases);
        const plans = await explain(app, db);
        const result: DatabaseSpecialistsResult = {
          kind,
          seedMs,
          statistics,
          p95TargetMs: SPECIALISTS_TARGETS.queryP95MsMax[kind],
          ...measured,
          plans,
          http: null,
        };
        if (result.listedFound !== listedCount) {
          databases.notes.push(
            `${kind}: the directory lists ${result.listedFound} with no filters, but ${listedCount} were generated as listed: the visibility predicate and the generator disagree`,
          );
        }
        printSpecialistsDatabase(result, listedCount);
        return result;
      },
      paths: [PAGE_PATH],
      keepPages: (result, [page], serverReadyMs) => {
        result.http = { page: page as PathResult, serverReadyMs };
      },
    };
    return {
      listedCount,
      unlistedCount: facts.unlistedCount,
      seed: SEED,
      generateMs: facts.generateMs,
      rows: facts.rows,
      ways: facts.ways,
      commonName: facts.commonName,
      path: PAGE_PATH,
      databases: await measureDatabases(plan, options),
      notes: databases.notes,
    };
  } finally {
    await databases.drop();
  }
}

/** Generates the rows and inserts them into both databases; only small facts about them outlive this call. */
async function generateAndSeed(app: App, databases: BenchDatabases, listedCount: number, log: (line: string) => void) {
  const startedAt = performance.now();
  const generated = app.generateSpecialists(listedCount, { seed: SEED });
  const generateMs = performance.now() - startedAt;
  const rows = { users: generated.users.length, profiles: generated.profiles.length, projects: generated.projects.length, services: generated.services.length };
  const unlistedCount = rows.users - listedCount;
  log(
    `generated ${rows.users.toLocaleString("en-US")} users (${listedCount} listed, ${unlistedCount} not; seed ${SEED}) in ${Math.round(generateMs)} ms: ` +
      `${rows.profiles} profiles, ${rows.projects} projects, ${rows.services} services; ` +
      `"${generated.commonName.name}" is the first name of ${generated.commonName.listed} listed`,
  );
  const { schema } = app;
  const seeded = await seedDatabases(
    app.openDatabase,
    databases,
    async (db) => {
      await insertInBatches(db, schema.users, generated.users);
      await insertInBatches(db, schema.specialistProfiles, generated.profiles);
      await insertInBatches(db, schema.specialistProjects, generated.projects);
      await insertInBatches(db, schema.specialistServices, generated.services);
    },
    { how: `in multi-row inserts of ${INSERT_BATCH_ROWS}`, log },
  );
  return { facts: { generateMs, rows, unlistedCount, ways: generated.ways as Record<string, number>, commonName: generated.commonName }, seeded };
}
