// What the specialists benchmark measures and aims for (bench/specialists.ts), as printed and as stored
// in the results file.
import { QUERY_P95_MS_MAX, queriesMeetTarget, type DatabaseBenchResult, type QueryTiming } from "./database-results.ts";
import type { PathResult } from "./ssr.ts";

export interface DatabaseSpecialistsResult extends DatabaseBenchResult {
  /** How many the directory lists with no filters: must equal the generated listed count. */
  listedFound: number;
  /** Not a target of its own: what the page's loader runs (locations, then the unfiltered page). */
  pageLoader: QueryTiming;
  http: { page: PathResult; serverReadyMs: number } | null;
}

export interface SpecialistsBenchResults {
  listedCount: number;
  unlistedCount: number;
  seed: number;
  generateMs: number;
  rows: { users: number; profiles: number; projects: number; services: number };
  /** Generated users per way of being listed or not (bench/specialists-data.ts). */
  ways: Record<string, number>;
  commonName: { name: string; listed: number };
  path: string;
  databases: DatabaseSpecialistsResult[];
  notes: string[];
}

export const SPECIALISTS_TARGETS = {
  queryP95MsMax: QUERY_P95_MS_MAX,
  anonymousVsBareMin: 0.3,
} as const;

export interface SpecialistsTargetsMet {
  [kind: string]: { queriesP95: boolean; anonymousVsBare: boolean | null };
}

export function specialistsTargetsMet(results: SpecialistsBenchResults): SpecialistsTargetsMet {
  return Object.fromEntries(
    results.databases.map((database) => [
      database.kind,
      {
        queriesP95: queriesMeetTarget(database),
        anonymousVsBare: database.http ? database.http.page.anonymousVsBare >= SPECIALISTS_TARGETS.anonymousVsBareMin : null,
      },
    ]),
  );
}
