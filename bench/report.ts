import type { FirstLoad } from "./first-load-js.ts";
import { printJobsSummary } from "./jobs-report.ts";
import type { LoadResult } from "./load.ts";
import { TARGETS, toKb, type BenchResults } from "./results-file.ts";
import type { PathResult } from "./ssr.ts";

const integer = (value: number) => Math.round(value).toLocaleString("en-US");
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
const kb = (bytes: number) => toKb(bytes).toFixed(1);
const mark = (met: boolean) => (met ? "met" : "MISSED");

function row(cells: Array<string | number>, widths: number[]): string {
  return cells.map((cell, index) => (index === 0 ? String(cell).padEnd(widths[index] ?? 0) : String(cell).padStart(widths[index] ?? 0))).join("  ");
}

export function printHeading(title: string): void {
  console.log(`\n=== ${title} ===`);
}

export function printLoadTable(results: PathResult[]): void {
  const widths = [18, 6, 9, 7, 7, 7, 8, 7, 8, 17];
  console.log(row(["path / variant", "status", "req/s", "p50 ms", "p99 ms", "avg ms", "non-2xx", "errors", "vs bare", "CPU srv/gen/other"], widths));
  for (const result of results) {
    const variants: Array<[string, LoadResult, string]> = [
      ["anonymous", result.anonymous, percent(result.anonymousVsBare)],
      ["uncached", result.uncached, percent(result.uncachedVsBare)],
      ["bare", result.bare, ""],
    ];
    for (const [name, load, ratio] of variants) {
      const label = `${result.path} ${name}`;
      const latency = [load.latencyP50Ms, load.latencyP99Ms, load.latencyAverageMs.toFixed(1)];
      const cpu = load.cpu ? `${load.cpu.serverPercent}/${load.cpu.loadGeneratorPercent}/${load.cpu.otherPercent} %` : "n/a";
      console.log(row([label, result.status, integer(load.requestsPerSecond), ...latency, integer(load.non2xx), load.errors + load.timeouts, ratio, cpu], widths));
    }
  }
  console.log("CPU: % of one core used by the server / autocannon (this process) / all other processes during the measured run.");
  for (const result of results) {
    console.log(`${result.path}: ${result.htmlBytes} bytes ${result.contentType}; Cache-Control anonymous "${result.cacheControl.anonymous}", with cookie "${result.cacheControl.uncached}"`);
  }
}

export function printFirstLoad(firstLoad: FirstLoad): void {
  const widths = [44, 10, 10];
  console.log(row(["file", "raw kB", "gzip kB"], widths), "  found via");
  for (const asset of [...firstLoad.js, ...firstLoad.css]) console.log(row([asset.url, kb(asset.bytes), kb(asset.gzipBytes)], widths), ` ${asset.via}`);
  const rawJs = firstLoad.js.reduce((total, asset) => total + asset.bytes, 0);
  const rawCss = firstLoad.css.reduce((total, asset) => total + asset.bytes, 0);
  console.log(row([`total JS (${firstLoad.js.length} files)`, kb(rawJs), kb(firstLoad.jsGzipBytes)], widths));
  console.log(row([`total CSS (${firstLoad.css.length} files)`, kb(rawCss), kb(firstLoad.cssGzipBytes)], widths));
  for (const warning of firstLoad.warnings) console.log(`WARNING: ${warning}`);
}

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
    for (const [name, load] of [["anonymous", result.anonymous], ["uncached", result.uncached], ["bare", result.bare]] as const) {
      console.log(row([`  p50 / p99 ${name}`, `${load.latencyP50Ms} / ${load.latencyP99Ms} ms`, "", ""], widths));
    }
  }
  const jsKb = `${kb(results.firstLoad.jsGzipBytes)} kB gzip`;
  console.log(row([`first-load JS (${results.firstLoad.path})`, jsKb, `≤ ${TARGETS.firstLoadJsGzipKbMax} kB`, mark(met.firstLoadJs)], widths));
  console.log(row([`first-load CSS (${results.firstLoad.path})`, `${kb(results.firstLoad.cssGzipBytes)} kB gzip`, "", ""], widths));
  if (results.jobs && met.jobs) printJobsSummary(results.jobs, met.jobs);
  else console.log(`jobs: not measured (${results.jobsError ?? "skipped"})`);
}
