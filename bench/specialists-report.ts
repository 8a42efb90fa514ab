import { databaseLabel, latency, mark, percent, row } from "./format.ts";
import { printDatabaseQueries, printQuerySummary, SUMMARY_WIDTHS } from "./query-report.ts";
import { SPECIALISTS_TARGETS, type DatabaseSpecialistsResult, type SpecialistsBenchResults, type SpecialistsTargetsMet } from "./specialists-results.ts";

/** The per-database detail: seeding, how many are listed, query latencies with their targets, plans. */
export function printSpecialistsDatabase(database: DatabaseSpecialistsResult, listedCount: number): void {
  const listed = database.listedFound === listedCount ? `${database.listedFound}, as generated` : `${database.listedFound}, NOT the ${listedCount} generated`;
  printDatabaseQueries("Specialists", database, {
    what: "the directory through findSpecialists / findSpecialistLocations",
    seeding: "in multi-row inserts",
    others: [database.pageLoader],
    lines: [
      `listed with no filters: ${listed}`,
      "rows: cards on the first page, + when more match (locations: how many); each run draws a new shuffle seed, as each page load does.",
    ],
  });
}

export function printSpecialistsSummary(results: SpecialistsBenchResults, met: SpecialistsTargetsMet): void {
  const widths = SUMMARY_WIDTHS;
  console.log(
    `specialists (${results.listedCount.toLocaleString("en-US")} listed + ${results.unlistedCount.toLocaleString("en-US")} unlisted users, seed ${results.seed})`,
  );
  for (const database of results.databases) {
    console.log(`  ${databaseLabel(database.kind)}`);
    console.log(row(["    seeding (multi-row inserts)", `${Math.round(database.seedMs)} ms`, "", ""], widths));
    console.log(
      row(["    listed with no filters", String(database.listedFound), `= ${results.listedCount}`, mark(database.listedFound === results.listedCount)], widths),
    );
    printQuerySummary(database.queries, [database.pageLoader], database.p95TargetMs);
    const http = database.http;
    if (!http) {
      console.log(`    server not measured: ${database.httpError ?? "skipped"}`);
      continue;
    }
    const { page } = http;
    const target = `≥ ${SPECIALISTS_TARGETS.anonymousVsBareMin * 100} %`;
    console.log(
      row(
        [
          `    ${page.path} anonymous req/s (vs bare)`,
          `${Math.round(page.anonymous.requestsPerSecond)} (${percent(page.anonymousVsBare)})`,
          target,
          mark(met[database.kind]?.anonymousVsBare ?? null),
        ],
        widths,
      ),
    );
    console.log(row([`    ${page.path} bare req/s`, `${Math.round(page.bare.requestsPerSecond)}`, "", ""], widths));
    console.log(
      row([`    ${page.path} signed-in req/s (vs bare)`, `${Math.round(page.uncached.requestsPerSecond)} (${percent(page.uncachedVsBare)})`, "", ""], widths),
    );
    console.log(row([`    ${page.path} signed-in p50 / p99`, latency(page.uncached), "", ""], widths));
  }
  for (const note of results.notes) console.log(`  NOTE: ${note}`);
}
