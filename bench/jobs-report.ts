import { databaseLabel, latency, mark, percent, row } from "./format.ts";
import { JOBS_TARGETS, type DatabaseJobsResult, type JobsBenchResults, type JobsTargetsMet } from "./jobs-results.ts";
import { printDatabaseQueries, printQuerySummary, SUMMARY_WIDTHS } from "./query-report.ts";

/** The per-database detail: seeding, query latencies with their targets, plans. */
export function printJobsDatabase(database: DatabaseJobsResult): void {
  printDatabaseQueries("Jobs", database, {
    what: "searches through findJobs / getJobFilterOptions",
    seeding: "through importJobs",
    others: [database.jobPageLoader],
    lines: ["rows: jobs on the first page, + when there is more (options: locations + types)."],
  });
}

export function printJobsSummary(results: JobsBenchResults, met: JobsTargetsMet): void {
  const widths = SUMMARY_WIDTHS;
  console.log(`jobs (${results.jobCount.toLocaleString("en-US")} generated, seed ${results.seed})`);
  for (const database of results.databases) {
    const databaseMet = met[database.kind];
    console.log(`  ${databaseLabel(database.kind)}`);
    console.log(row(["    seeding (importJobs)", `${Math.round(database.seedMs)} ms`, "", ""], widths));
    printQuerySummary(database.queries, [database.jobPageLoader], database.p95TargetMs);
    const http = database.http;
    if (!http) {
      console.log(`    server not measured: ${database.httpError ?? "skipped"}`);
      continue;
    }
    console.log(
      row(
        [
          "    / anonymous req/s (vs bare)",
          `${Math.round(http.home.anonymous.requestsPerSecond)} (${percent(http.home.anonymousVsBare)})`,
          `≥ ${JOBS_TARGETS.anonymousVsBareMin * 100} %`,
          mark(databaseMet?.homeAnonymousVsBare ?? null),
        ],
        widths,
      ),
    );
    console.log(
      row(
        [
          "    /job/{id} anonymous req/s (vs bare)",
          `${Math.round(http.job.anonymous.requestsPerSecond)} (${percent(http.job.anonymousVsBare)})`,
          `≥ ${JOBS_TARGETS.anonymousVsBareMin * 100} %`,
          mark(databaseMet?.jobAnonymousVsBare ?? null),
        ],
        widths,
      ),
    );
    console.log(row(["    / signed-in req/s", `${Math.round(http.home.uncached.requestsPerSecond)}`, "", ""], widths));
    console.log(
      row(
        ["    / signed-in p50 / p99", latency(http.home.uncached), `p99 < ${JOBS_TARGETS.signedInHomeP99MsMax} ms`, mark(databaseMet?.signedInHomeP99 ?? null)],
        widths,
      ),
    );
    console.log(row(["    /job/{id} signed-in req/s", `${Math.round(http.job.uncached.requestsPerSecond)}`, "", ""], widths));
    console.log(row(["    /job/{id} signed-in p50 / p99", latency(http.job.uncached), "", ""], widths));
  }
  for (const note of results.notes) console.log(`  NOTE: ${note}`);
}
