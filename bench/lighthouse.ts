// Lighthouse (the npm package, its CLI in a child process per run) against the production build behind the deploy
// proxy (lighthouse-site.ts: nginx, TLS, HTTP/2), driving Debian's Chromium: the default mobile configuration (Moto G
// Power, simulated slow 4G and 4× CPU slowdown), each page in each language measured BENCH_LIGHTHOUSE_RUNS times (3)
// and every figure the median of its runs.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { hasExited, stopChild, track } from "./children.ts";
import { httpGet } from "./http-get.ts";
import { startMeasuredSite } from "./lighthouse-site.ts";
import { formatLoad, waitForQuiet, type QuietWait } from "./quiet.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];
const METRICS = {
  fcpMs: "first-contentful-paint",
  lcpMs: "largest-contentful-paint",
  cls: "cumulative-layout-shift",
  tbtMs: "total-blocking-time",
} as const;
export type Metric = keyof typeof METRICS;

/** What the project aims for on every measured page (issue 14); reported beside the figures, never a failure. */
export const LIGHTHOUSE_TARGETS: Record<Category, number> = { performance: 0.98, accessibility: 1, "best-practices": 1, seo: 1 };

interface LighthousePage {
  /** "/", "/specialists", "/job/:id", … as the table names it. */
  name: string;
  language: "ru" | "en";
  path: string;
}

interface LighthouseRun {
  scores: Record<Category, number | null>;
  metrics: Record<Metric, number | null>;
  finalUrl: string;
  /** Audits of accessibility, best practices and SEO that counted and did not pass (id: title). */
  failedAudits: string[];
  /** The protocol the page's document arrived over ("h2", "http/1.1"), from the run's network records. */
  documentProtocol: string | null;
  warnings: string[];
}

export interface LighthousePageResult extends LighthousePage {
  /** The median of each figure over the runs that completed. */
  scores: Record<Category, number | null>;
  metrics: Record<Metric, number | null>;
  runs: LighthouseRun[];
  errors: string[];
}

export interface LighthouseResults {
  startedAt: string;
  lighthouseVersion: string;
  chromium: string;
  runsPerPage: number;
  /** How the pages were served (lighthouse-site.ts): through the deploy proxy, or the app directly. */
  through: string;
  quiet: QuietWait;
  loadAverageAtEnd: number[];
  pages: LighthousePageResult[];
  targets: typeof LIGHTHOUSE_TARGETS;
}

const require = createRequire(import.meta.url);
/** The pinned devDependency's CLI and version; null when node_modules does not hold it (then `npm install` first). */
function installedLighthouse(): { cli: string; version: string } | null {
  try {
    return { cli: require.resolve("lighthouse/cli/index.js"), version: (require("lighthouse/package.json") as { version: string }).version };
  } catch {
    return null;
  }
}
export const LIGHTHOUSE_VERSION = installedLighthouse()?.version ?? "(not installed)";
const RUN_TIMEOUT_MS = 180_000;

/**
 * Debian's Chromium, headless, with the flags this closed network needs; --accept-lang makes it a visitor of that
 * language (navigator.language: headless Chromium ignores --lang), so each page is measured as its own visitors see it.
 */
function chromeFlags(language: "ru" | "en", extra: string[]): string {
  return [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    `--accept-lang=${language === "en" ? "en-US,en" : "ru-RU,ru"}`,
    ...extra,
  ].join(" ");
}

const median = (values: Array<number | null>): number | null => {
  const present = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 === 1 ? (present[middle] ?? null) : ((present[middle - 1] ?? 0) + (present[middle] ?? 0)) / 2;
};

/** The six measured pages in both languages: a real job and a real profile are taken from the demo content's lists. */
async function lighthousePages(origin: string): Promise<LighthousePage[]> {
  const firstLink = async (listPath: string, pattern: RegExp): Promise<string> => {
    const { status, body } = await httpGet(new URL(listPath, origin).href);
    const match = body.toString("utf8").match(pattern);
    if (status !== 200 || !match?.[1]) throw new Error(`no link matching ${pattern} on ${listPath} (status ${status}): is the demo content there?`);
    return match[1];
  };
  const job = await firstLink("/", /href="(\/job\/[^"?#/]+)"/);
  const profile = await firstLink("/specialists", /href="(\/specialists\/[^"?#/]+)"/);
  const neutral: Array<[string, string]> = [
    ["/", "/"],
    ["/specialists", "/specialists"],
    ["/job/:id", job],
    ["/specialists/:id", profile],
    ["/blog", "/blog"],
    ["/pricing", "/pricing"],
  ];
  return neutral.flatMap(([name, pagePath]) => [
    { name, language: "ru" as const, path: pagePath },
    { name, language: "en" as const, path: pagePath === "/" ? "/en" : `/en${pagePath}` },
  ]);
}

/** One Lighthouse run of one page, in its own Chromium (a fresh profile: a first visit). */
async function runLighthouse(
  url: string,
  language: "ru" | "en",
  outputFile: string,
  { chromiumPath, cli, extraFlags }: { chromiumPath: string; cli: string; extraFlags: string[] },
): Promise<LighthouseRun> {
  const child = track(
    spawn(
      process.execPath,
      [
        cli,
        url,
        "--output=json",
        `--output-path=${outputFile}`,
        `--only-categories=${CATEGORIES.join(",")}`,
        `--chrome-flags=${chromeFlags(language, extraFlags)}`,
        "--quiet",
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ["ignore", "ignore", "pipe"] },
    ),
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4_000)));
  const timeout = setTimeout(() => void stopChild(child), RUN_TIMEOUT_MS);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  }).finally(() => clearTimeout(timeout));
  if (code !== 0 || !hasExited(child)) throw new Error(`lighthouse exited with ${code}: ${stderr.trim().split("\n").slice(-3).join(" | ")}`);
  const report = JSON.parse(await readFile(outputFile, "utf8")) as LighthouseReport;
  await rm(outputFile, { force: true });
  return readReport(report);
}

interface LighthouseReport {
  finalDisplayedUrl: string;
  runWarnings?: string[];
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      numericValue?: number;
      scoreDisplayMode: string;
      details?: { items?: Array<{ resourceType?: string; protocol?: string }> };
    }
  >;
}

function readReport(report: LighthouseReport): LighthouseRun {
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, report.categories[category]?.score ?? null])) as Record<Category, number | null>;
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([key, auditId]) => [key, report.audits[auditId]?.numericValue ?? null])) as Record<
    Metric,
    number | null
  >;
  const failedAudits = CATEGORIES.filter((category) => category !== "performance").flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ id: ref.id, audit: report.audits[ref.id] }))
      .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
      .map(({ id, audit }) => `${category}/${id}: ${audit?.title ?? ""}`),
  );
  const warnings = [...(report.runWarnings ?? []), ...(report.runtimeError ? [`${report.runtimeError.code}: ${report.runtimeError.message}`] : [])];
  const document = report.audits["network-requests"]?.details?.items?.find((item) => item.resourceType === "Document");
  return { scores, metrics, finalUrl: report.finalDisplayedUrl, failedAudits, documentProtocol: document?.protocol ?? null, warnings };
}

export interface LighthouseOptions {
  projectRoot: string;
  tempDir: string;
  runsPerPage: number;
  chromiumPath: string;
  quiet: { limit: number; maxSeconds: number };
  log: (line: string) => void;
}

/**
 * Starts the production server on its own DATA_DIR (demo content on) behind the deploy proxy (lighthouse-site.ts),
 * waits for a quiet machine, measures every page.
 */
export async function benchLighthouse({ projectRoot, tempDir, runsPerPage, chromiumPath, quiet, log }: LighthouseOptions): Promise<LighthouseResults> {
  const startedAt = new Date().toISOString();
  const lighthouse = installedLighthouse();
  if (!lighthouse) throw new Error("the lighthouse package is not in node_modules: run `npm install` (it is a pinned devDependency)");
  if (!existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`);
  const site = await startMeasuredSite(projectRoot, tempDir);
  log(`measured through ${site.through}`);
  try {
    const pages = await lighthousePages(site.appOrigin);
    // Each page rendered once before it is measured: the server's first render of a route is not what a visitor waits for.
    for (const page of pages) await httpGet(new URL(page.path, site.appOrigin).href);
    const quietWait = await waitForQuiet({ ...quiet, log });
    log(
      quietWait.isQuiet
        ? `machine quiet after ${quietWait.waitedSeconds} s (1-min load ${quietWait.loadAverage[0]?.toFixed(2)} ≤ ${quiet.limit})`
        : `machine NOT quiet after ${quietWait.waitedSeconds} s (load average ${formatLoad(quietWait.loadAverage)}): measuring anyway, treat the scores as provisional`,
    );
    const results: LighthousePageResult[] = [];
    for (const page of pages) {
      const url = new URL(page.path, site.origin).href;
      const runs: LighthouseRun[] = [];
      const errors: string[] = [];
      // A run Lighthouse could not record (NO_NAVSTART and the like, seen on a busy machine) is tried again, twice at most per page.
      for (let attempt = 1; runs.length < runsPerPage && attempt <= runsPerPage + 2; attempt += 1) {
        try {
          const result = await runLighthouse(url, page.language, path.join(tempDir, `lighthouse-${attempt}.json`), {
            chromiumPath,
            cli: lighthouse.cli,
            extraFlags: site.chromeFlags,
          });
          if (new URL(result.finalUrl).pathname !== new URL(url).pathname) result.warnings.push(`ended on ${result.finalUrl}, not ${url}`);
          if (result.documentProtocol !== site.protocol)
            result.warnings.push(`the document came over ${result.documentProtocol ?? "an unknown protocol"}, not ${site.protocol}`);
          runs.push(result);
        } catch (error) {
          errors.push(error instanceof Error ? error.message : String(error));
        }
      }
      const scores = Object.fromEntries(CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))])) as Record<
        Category,
        number | null
      >;
      const metrics = Object.fromEntries(Object.keys(METRICS).map((key) => [key, median(runs.map((run) => run.metrics[key as Metric]))])) as Record<
        Metric,
        number | null
      >;
      const performanceScore = scores.performance === null ? "—" : scores.performance.toFixed(2);
      log(`${page.language} ${page.path}: performance ${performanceScore} over ${runs.length} run(s)${errors.length > 0 ? `, ${errors.length} failed` : ""}`);
      results.push({ ...page, scores, metrics, runs, errors });
    }
    return {
      startedAt,
      lighthouseVersion: lighthouse.version,
      chromium: chromiumPath,
      runsPerPage,
      through: site.through,
      quiet: quietWait,
      loadAverageAtEnd: os.loadavg(),
      pages: results,
      targets: LIGHTHOUSE_TARGETS,
    };
  } finally {
    await site.stop();
  }
}
