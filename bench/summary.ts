import { integer, mark, percent, row } from "./format.ts";
import { printJobsSummary } from "./jobs-report.ts";
import { kb, printHeading } from "./report.ts";
import { TARGETS, type BenchResults } from "./results-file.ts";
import { printSpecialistsSummary } from "./specialists-report.ts";

/** The closing summary of `npm run bench`: every figure beside its target. */
export function printSummary(results: BenchResults): void {
  const { targetsMet: met } = results;
  const widths = [30, 16, 14, 7];
  printHeading("SUMMARY");
  console.log(row(["", "measured", "target", ""], widths));
  console.log(row(["cold start", `${integer(results.coldStartMs)} ms`, `≤ ${TARGETS.coldStartMsMax} ms`, mark(met.coldStart)], widths));
  console.log(row(["warm restart", `${integer(results.warmRestartMs)} ms`, "", ""], widths));
  for (const result of results.paths) {
    const title = result.status === 200 ? result.path : `${result.path} (status ${result.status})`;
    console.log(title);
    const anonymousMet = met.anonymousVsBare[result.path] ?? false;
    console.log(row(["  anonymous req/s", integer(result.anonymous.requestsPerSecond), "", ""], widths));
    console.log(row(["  uncached req/s", integer(result.uncached.requestsPerSecond), "", ""], widths));
    console.log(row(["  bare req/s", integer(result.bare.requestsPerSecond), "", ""], widths));
    console.log(row(["  anonymous / bare", percent(result.anonymousVsBare), `≥ ${TARGETS.anonymousVsBareMin * 100} %`, mark(anonymousMet)], widths));
    console.log(row(["  uncached / bare", percent(result.uncachedVsBare), "", ""], widths));
    for (const [name, load] of [
      ["anonymous", result.anonymous],
      ["uncached", result.uncached],
      ["bare", result.bare],
    ] as const) {
      console.log(row([`  p50 / p99 ${name}`, `${load.latencyP50Ms} / ${load.latencyP99Ms} ms`, "", ""], widths));
    }
  }
  const jsKb = `${kb(results.firstLoad.jsGzipBytes)} kB gzip`;
  console.log(row([`first-load JS (${results.firstLoad.path})`, jsKb, `≤ ${TARGETS.firstLoadJsGzipKbMax} kB`, mark(met.firstLoadJs)], widths));
  console.log(row([`first-load CSS (${results.firstLoad.path})`, `${kb(results.firstLoad.cssGzipBytes)} kB gzip`, "", ""], widths));
  if (results.jobs && met.jobs) printJobsSummary(results.jobs, met.jobs);
  else console.log(`jobs: not measured (${results.jobsError ?? "skipped"})`);
  if (results.specialists && met.specialists) printSpecialistsSummary(results.specialists, met.specialists);
  else console.log(`specialists: not measured (${results.specialistsError ?? "skipped"})`);
}
