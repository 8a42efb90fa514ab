// What the jobs benchmark measures and aims for (bench/jobs-search.ts), as printed and as stored
// in the results file.
import type { PathResult } from "./ssr.ts";

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
  /** Why the server was not (fully) measured, when it was not. */
  httpError?: string;
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
