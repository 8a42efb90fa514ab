// Figures the database benchmarks (jobs, specialists) share, as printed and as stored in the results file.

export type DatabaseKind = "pglite" | "postgres";

/** What a search may take at p95, per database (issue "search that stays instant at 100 000 jobs"). */
export const QUERY_P95_MS_MAX = { postgres: 30, pglite: 100 } as const satisfies Record<DatabaseKind, number>;

export interface QueryTiming {
  name: string;
  /** What was asked, as the page would pass it. */
  detail: string;
  /** Rows on the first page and whether there was more (for option lists: how many options). */
  rows: number;
  hasMore: boolean;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface QueryPlan {
  query: string;
  /** Each statement the app function runs for it, with its EXPLAIN (ANALYZE, BUFFERS) lines. */
  statements: Array<{ name: string; lines: string[] }>;
}

/** What each database benchmark records per database. */
export interface DatabaseBenchResult {
  kind: DatabaseKind;
  /** The timed seeding of all generated rows into the fresh, migrated database. */
  seedMs: number;
  /** What was done to planner statistics before measuring (PGlite runs no autovacuum). */
  statistics: string;
  p95TargetMs: number;
  /** Against the p95 target. */
  queries: QueryTiming[];
  plans: QueryPlan[];
  /** Why the server was not (fully) measured, when it was not. */
  httpError?: string;
}

export const queriesMeetTarget = (database: DatabaseBenchResult) => database.queries.every((query) => query.p95Ms < database.p95TargetMs);
