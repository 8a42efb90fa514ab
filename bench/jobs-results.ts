// What the jobs benchmark measures and aims for (bench/jobs-search.ts), as printed and as stored
// in the results file.
import { QUERY_P95_MS_MAX, queriesMeetTarget, type DatabaseBenchResult, type QueryTiming } from "./database-results.ts";
import type { PathResult } from "./ssr.ts";

interface JobsHttpResult {
  home: PathResult;
  job: PathResult;
  serverReadyMs: number;
}

export interface DatabaseJobsResult extends DatabaseBenchResult {
  /** Not part of the targets: the job page's loader (getJob + findSimilarJobs). */
  jobPageLoader: QueryTiming;
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
  queryP95MsMax: QUERY_P95_MS_MAX,
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
        queriesP95: queriesMeetTarget(database),
        homeAnonymousVsBare: database.http ? database.http.home.anonymousVsBare >= JOBS_TARGETS.anonymousVsBareMin : null,
        jobAnonymousVsBare: database.http ? database.http.job.anonymousVsBare >= JOBS_TARGETS.anonymousVsBareMin : null,
        signedInHomeP99: database.http ? database.http.home.uncached.latencyP99Ms < JOBS_TARGETS.signedInHomeP99MsMax : null,
      },
    ]),
  );
}
