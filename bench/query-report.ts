// The query part of the database benchmarks' reports: latency tables, plans and summary lines.
import type { DatabaseBenchResult, DatabaseKind, QueryPlan, QueryTiming } from "./database-results.ts";
import { databaseLabel, mark, ms, row } from "./format.ts";
import { printHeading, printLoadTable } from "./report.ts";
import type { PathResult } from "./ssr.ts";

const QUERY_WIDTHS = [36, 9, 8, 8, 8, 9];

function queryRow(query: QueryTiming, targetMs: number | null): string {
  const rows = `${query.rows}${query.hasMore ? "+" : ""}`;
  const target = targetMs === null ? "" : mark(query.p95Ms < targetMs);
  return row([query.name, rows, ms(query.p50Ms), ms(query.p95Ms), ms(query.maxMs), target], QUERY_WIDTHS);
}

/** `queries` against the p95 target, then `others` (shown, not a target), then what each query asked. */
export function printQueryTable(queries: QueryTiming[], others: QueryTiming[], targetMs: number): void {
  console.log(row(["query", "rows", "p50 ms", "p95 ms", "max ms", "p95"], QUERY_WIDTHS));
  for (const query of queries) console.log(queryRow(query, targetMs));
  for (const query of others) console.log(queryRow(query, null), " (not a target)");
  for (const query of [...queries, ...others]) console.log(`  ${query.name}: ${query.detail}`);
}

function printPlans(kind: DatabaseKind, plans: QueryPlan[]): void {
  for (const plan of plans) {
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) on ${databaseLabel(kind)} — ${plan.query}`);
    for (const statement of plan.statements) {
      console.log(`  [${statement.name}]`);
      for (const line of statement.lines) console.log(`    ${line}`);
    }
  }
}

export const SUMMARY_WIDTHS = [36, 18, 12, 7];

/** Summary lines: p50/p95 of each query, with the target and its verdict for `queries` only. */
export function printQuerySummary(queries: QueryTiming[], others: QueryTiming[], targetMs: number): void {
  for (const query of queries) {
    console.log(
      row([`    ${query.name} p50/p95`, `${ms(query.p50Ms)} / ${ms(query.p95Ms)} ms`, `< ${targetMs} ms`, mark(query.p95Ms < targetMs)], SUMMARY_WIDTHS),
    );
  }
  for (const query of others) console.log(row([`    ${query.name} p50/p95`, `${ms(query.p50Ms)} / ${ms(query.p95Ms)} ms`, "", ""], SUMMARY_WIDTHS));
}

/**
 * A database's part of a benchmark as soon as it is measured: seeding, the query table (`others` are
 * shown but not held to the target), what the rows column counts (`lines`), then the plans.
 */
export function printDatabaseQueries(
  title: string,
  database: DatabaseBenchResult,
  { what, seeding, others, lines }: { what: string; seeding: string; others: QueryTiming[]; lines: string[] },
): void {
  printHeading(`${title} on ${databaseLabel(database.kind)}: ${what} (p95 target < ${database.p95TargetMs} ms)`);
  console.log(`seeding ${seeding}: ${Math.round(database.seedMs)} ms; planner statistics: ${database.statistics}`);
  printQueryTable(database.queries, others, database.p95TargetMs);
  for (const line of lines) console.log(line);
  printPlans(database.kind, database.plans);
}

/** The production server's figures on one seeded database. */
export function printServerPages(title: string, kind: DatabaseKind, serverReadyMs: number, pages: PathResult[]): void {
  printHeading(
    `${title} on ${databaseLabel(kind)}: production server, RENDER_CACHE on (uncached = signed in with a real session; bare = node:http with the same bytes)`,
  );
  console.log(`server ready in ${Math.round(serverReadyMs)} ms`);
  printLoadTable(pages);
}
