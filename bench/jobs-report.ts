import { JOBS_TARGETS, type DatabaseJobsResult, type JobsBenchResults, type JobsTargetsMet, type QueryTiming } from "./jobs-results.ts";
import type { LoadResult } from "./load.ts";
import { printHeading, printLoadTable } from "./report.ts";

const ms = (value: number) => value.toFixed(1);
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
const mark = (met: boolean | null) => (met === null ? "n/a" : met ? "met" : "MISSED");
/** p50 / p99, or how the requests failed when none was answered in time. */
const latency = (load: LoadResult) =>
  load.requests > 0 ? `${load.latencyP50Ms} / ${load.latencyP99Ms} ms` : `none answered (${load.timeouts} timeouts)`;
const label = (kind: DatabaseJobsResult["kind"]) => (kind === "postgres" ? "PostgreSQL" : "PGlite");

function row(cells: Array<string | number>, widths: number[]): string {
  return cells.map((cell, index) => (index === 0 ? String(cell).padEnd(widths[index] ?? 0) : String(cell).padStart(widths[index] ?? 0))).join("  ");
}

const QUERY_WIDTHS = [36, 9, 8, 8, 8, 9];

function queryRow(query: QueryTiming, targetMs: number | null): string {
  const rows = `${query.rows}${query.hasMore ? "+" : ""}`;
  const target = targetMs === null ? "" : query.p95Ms < targetMs ? "met" : "MISSED";
  return row([query.name, rows, ms(query.p50Ms), ms(query.p95Ms), ms(query.maxMs), target], QUERY_WIDTHS);
}

/** The per-database detail: seeding, query latencies with their targets, plans and HTTP figures. */
export function printJobsDatabase(database: DatabaseJobsResult): void {
  printHeading(`Jobs on ${label(database.kind)}: searches through findJobs / getJobFilterOptions (p95 target < ${database.p95TargetMs} ms)`);
  console.log(`seeding through importJobs: ${Math.round(database.seedMs)} ms; planner statistics: ${database.statistics}`);
  console.log(row(["query", "rows", "p50 ms", "p95 ms", "max ms", "p95"], QUERY_WIDTHS));
  for (const query of database.queries) console.log(queryRow(query, database.p95TargetMs));
  console.log(queryRow(database.jobPageLoader, null), " (not a target)");
  for (const query of database.queries) console.log(`  ${query.name}: ${query.detail}`);
  console.log("rows: jobs on the first page, + when there is more (options: locations + types).");
  for (const plan of database.plans) {
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) on ${label(database.kind)} — ${plan.query}`);
    for (const statement of plan.statements) {
      console.log(`  [${statement.name}]`);
      for (const line of statement.lines) console.log(`    ${line}`);
    }
  }
}

export function printJobsHttp(database: DatabaseJobsResult): void {
  if (!database.http) return;
  printHeading(`Jobs on ${label(database.kind)}: production server, RENDER_CACHE on (uncached = signed-in cookie; bare = node:http with the same bytes)`);
  console.log(`server ready in ${Math.round(database.http.serverReadyMs)} ms`);
  printLoadTable([database.http.home, database.http.job]);
}

export function printJobsSummary(results: JobsBenchResults, met: JobsTargetsMet): void {
  const widths = [36, 18, 12, 7];
  console.log(`jobs (${results.jobCount.toLocaleString("en-US")} generated, seed ${results.seed})`);
  for (const database of results.databases) {
    const databaseMet = met[database.kind];
    console.log(`  ${label(database.kind)}`);
    console.log(row(["    seeding (importJobs)", `${Math.round(database.seedMs)} ms`, "", ""], widths));
    for (const query of [...database.queries, database.jobPageLoader]) {
      const isTarget = query !== database.jobPageLoader;
      const target = isTarget ? `< ${database.p95TargetMs} ms` : "";
      console.log(row([`    ${query.name} p50/p95`, `${ms(query.p50Ms)} / ${ms(query.p95Ms)} ms`, target, isTarget ? mark(query.p95Ms < database.p95TargetMs) : ""], widths));
    }
    const http = database.http;
    if (!http) {
      console.log(`    server not measured: ${database.httpError ?? "skipped"}`);
      continue;
    }
    console.log(row(["    / anonymous req/s (vs bare)", `${Math.round(http.home.anonymous.requestsPerSecond)} (${percent(http.home.anonymousVsBare)})`, `≥ ${JOBS_TARGETS.anonymousVsBareMin * 100} %`, mark(databaseMet?.homeAnonymousVsBare ?? null)], widths));
    console.log(row(["    /job/{id} anonymous req/s (vs bare)", `${Math.round(http.job.anonymous.requestsPerSecond)} (${percent(http.job.anonymousVsBare)})`, `≥ ${JOBS_TARGETS.anonymousVsBareMin * 100} %`, mark(databaseMet?.jobAnonymousVsBare ?? null)], widths));
    console.log(row(["    / signed-in req/s", `${Math.round(http.home.uncached.requestsPerSecond)}`, "", ""], widths));
    console.log(row(["    / signed-in p50 / p99", latency(http.home.uncached), `p99 < ${JOBS_TARGETS.signedInHomeP99MsMax} ms`, mark(databaseMet?.signedInHomeP99 ?? null)], widths));
    console.log(row(["    /job/{id} signed-in req/s", `${Math.round(http.job.uncached.requestsPerSecond)}`, "", ""], widths));
    console.log(row(["    /job/{id} signed-in p50 / p99", latency(http.job.uncached), "", ""], widths));
  }
  for (const note of results.notes) console.log(`  NOTE: ${note}`);
}
