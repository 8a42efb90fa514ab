import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { row } from "./format.ts";
import { CATEGORIES, LIGHTHOUSE_TARGETS, type Category, type LighthousePageResult, type LighthouseResults, type Metric } from "./lighthouse.ts";
import { formatLoad } from "./quiet.ts";

const RESULTS_DIRECTORY = path.join(import.meta.dirname, "results");
const FILE_PREFIX = "lighthouse-";

/** Writes bench/results/lighthouse-<timestamp>.json (git-ignored) and returns its path. */
export async function writeLighthouseResults(results: LighthouseResults): Promise<string> {
  await mkdir(RESULTS_DIRECTORY, { recursive: true });
  const file = path.join(RESULTS_DIRECTORY, `${FILE_PREFIX}${results.startedAt.replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

/** The newest earlier Lighthouse results in bench/results/, or null (none yet, or unreadable). */
export async function readPreviousLighthouseResults(): Promise<{ file: string; results: LighthouseResults } | null> {
  const files = await readdir(RESULTS_DIRECTORY).catch(() => [] as string[]);
  const newest = files
    .filter((name) => name.startsWith(FILE_PREFIX) && name.endsWith(".json"))
    .sort()
    .at(-1);
  if (!newest) return null;
  try {
    const results = JSON.parse(await readFile(path.join(RESULTS_DIRECTORY, newest), "utf8")) as LighthouseResults;
    return Array.isArray(results.pages) ? { file: newest, results } : null;
  } catch {
    return null;
  }
}

const SHORT: Record<Category, string> = { performance: "perf", accessibility: "a11y", "best-practices": "bp", seo: "seo" };
const score = (value: number | null | undefined) => (value === null || value === undefined ? "—" : value.toFixed(2));
const seconds = (value: number | null | undefined) => (value === null || value === undefined ? "—" : (value / 1000).toFixed(2));
const milliseconds = (value: number | null | undefined) => (value === null || value === undefined ? "—" : String(Math.round(value)));
const shift = (value: number | null | undefined) => (value === null || value === undefined ? "—" : value.toFixed(3));
const METRIC_COLUMNS: Array<[Metric, string, (value: number | null | undefined) => string]> = [
  ["fcpMs", "FCP s", seconds],
  ["lcpMs", "LCP s", seconds],
  ["cls", "CLS", shift],
  ["tbtMs", "TBT ms", milliseconds],
];

/** "0.98 (0.94)": this run's figure, the previous run's in brackets; a score under its target is marked with "!". */
function cell(now: string, before: string | undefined, isBelowTarget = false): string {
  return `${now}${isBelowTarget ? "!" : " "}${before === undefined ? "" : ` (${before})`.padEnd(8)}`;
}

/** The table: page × language, the four category scores and FCP / LCP / CLS / TBT, the previous run's figures beside. */
export function printLighthouseTable(results: LighthouseResults, previous: LighthouseResults | null, log: (line: string) => void): void {
  const before = (page: LighthousePageResult) => previous?.pages.find((old) => old.name === page.name && old.language === page.language);
  const widths = [16, 2, ...CATEGORIES.map(() => 12), ...METRIC_COLUMNS.map(() => 15)];
  log(row(["page", "", ...CATEGORIES.map((category) => SHORT[category]), ...METRIC_COLUMNS.map(([, title]) => title)], widths));
  for (const page of results.pages) {
    const old = before(page);
    const scores = CATEGORIES.map((category) => {
      const value = page.scores[category];
      return cell(score(value), old ? score(old.scores[category]) : undefined, value !== null && value < LIGHTHOUSE_TARGETS[category]);
    });
    const metrics = METRIC_COLUMNS.map(([key, , format]) => cell(format(page.metrics[key]), old ? format(old.metrics[key]) : undefined));
    log(row([page.name, page.language, ...scores, ...metrics], widths));
  }
  const targets = CATEGORIES.map((category) => `${SHORT[category]} ≥ ${LIGHTHOUSE_TARGETS[category]}`).join(", ");
  log(`served through ${results.through}`);
  // Results written before the bench went through the proxy have no `through`: they measured the app directly.
  const previousThrough = previous ? (previous.through ?? "the app directly over HTTP/1.1") : null;
  if (previousThrough !== null && previousThrough !== results.through)
    log(`  the previous run was served through ${previousThrough}: (…) compares two set-ups`);
  log(
    `median of ${results.runsPerPage} runs per page; (…) the previous run${previous ? ` (${previous.startedAt})` : ": none in bench/results/"}; ! under the target (${targets})`,
  );
  log(
    `load average when measuring began ${formatLoad(results.quiet.loadAverage)} (${results.quiet.isQuiet ? "quiet" : `NOT quiet: limit ${results.quiet.limit} not reached in ${results.quiet.waitedSeconds} s`}), at the end ${formatLoad(results.loadAverageAtEnd)}`,
  );
  // Failed runs and audits per page; Lighthouse's warnings (e.g. "slower CPU" on a busy machine) once each, with their pages.
  for (const page of results.pages) {
    const notes = new Set([...page.errors.map((error) => `run failed: ${error}`), ...page.runs.flatMap((run) => run.failedAudits)]);
    for (const note of notes) log(`  ${page.language} ${page.path}: ${note}`);
  }
  const warnings = new Map<string, string[]>();
  for (const page of results.pages) {
    for (const warning of new Set(page.runs.flatMap((run) => run.warnings)))
      warnings.set(warning, [...(warnings.get(warning) ?? []), `${page.language} ${page.name}`]);
  }
  for (const [warning, pages] of warnings) log(`  warning on ${pages.length === results.pages.length ? "every page" : pages.join(", ")}: ${warning}`);
}
