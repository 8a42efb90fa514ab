// The shape both database benchmarks (jobs, specialists) share once their rows are seeded: each
// database measured through the app's own functions, then the production server load-tested on each.
import type { DatabaseHandle } from "~/adapters/db/client.server";
import type { BenchDatabases } from "./bench-databases.ts";
import { collectGarbage } from "./collect-garbage.ts";
import type { DatabaseBenchResult } from "./database-results.ts";
import type { LoadOptions } from "./load.ts";
import { printServerPages } from "./query-report.ts";
import { MEASURED_RUNS, WARMUP_RUNS } from "./query-timing.ts";
import { withDatabase, type OpenDatabase, type SeededDatabase } from "./seed-databases.ts";
import { benchServerPages } from "./server-pages.ts";
import type { PathResult } from "./ssr.ts";

export interface DataBenchOptions {
  projectRoot: string;
  /** An empty directory this benchmark may use; the caller deletes it. */
  tempDir: string;
  load: LoadOptions;
  /** The PostgreSQL server to make a database on (BENCH_DATABASE_URL). */
  databaseUrl: string;
  /** Progress lines; the figures are printed as each part is measured, so a later failure keeps them. */
  log: (line: string) => void;
}

export interface DatabasesPlan<Result extends DatabaseBenchResult> {
  /** "Jobs", "Specialists": the start of the printed headings. */
  title: string;
  open: OpenDatabase;
  databases: BenchDatabases;
  seeded: SeededDatabase[];
  /** Times the queries on one open database; prints its figures. */
  measure: (handle: DatabaseHandle, database: SeededDatabase) => Promise<Result>;
  /** Load-tested one after the other on each database's server. */
  paths: string[];
  /** Keeps the server's figures in the result. */
  keepPages: (result: Result, pages: PathResult[], serverReadyMs: number) => void;
}

/** Measures each seeded database, then its server; a server that fails is noted in its result and the rest go on. */
export async function measureDatabases<Result extends DatabaseBenchResult>(
  { title, open, databases, seeded, measure, paths, keepPages }: DatabasesPlan<Result>,
  { projectRoot, load, log }: DataBenchOptions,
): Promise<Result[]> {
  // The generated rows and the closed PGlite instance are garbage now: collect them before anything
  // is timed, so no major GC of this process lands in a measurement.
  collectGarbage();
  const results: Result[] = [];
  for (const database of seeded) {
    log(`\nmeasuring ${title.toLowerCase()} queries on ${database.kind} (${WARMUP_RUNS} warm-up + ${MEASURED_RUNS} runs each)…`);
    results.push(await withDatabase(open, database.target, databases.migrations, (handle) => measure(handle, database)));
  }

  collectGarbage();
  for (const [index, { kind, server }] of seeded.entries()) {
    const result = results[index] as Result;
    log(`\nload-testing ${paths.join(", ")} on the production server on the seeded ${kind}…`);
    try {
      const { serverReadyMs, pages } = await benchServerPages({ projectRoot, ...server, paths, load, log });
      keepPages(result, pages, serverReadyMs);
      printServerPages(title, kind, serverReadyMs, pages);
    } catch (error) {
      result.httpError = error instanceof Error ? error.message : String(error);
      log(`  server on ${kind} not measured: ${result.httpError}`);
    }
  }
  return results;
}
