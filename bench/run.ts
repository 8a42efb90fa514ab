// `npm run bench`: production build, cold/warm start, SSR throughput against a bare server, first-load JS,
// then the jobs benchmark (BENCH_JOBS generated jobs on PGlite and PostgreSQL: searches and both servers)
// and the specialists benchmark (BENCH_SPECIALISTS listed specialists: the directory's queries and /specialists),
// then the topology (nginx in front of 1 and 3 instances on PostgreSQL), then Lighthouse (bench/lighthouse.ts).
// `npm run bench lighthouse` builds and runs Lighthouse alone; `npm run bench console` the console's lists at 100 000 rows alone;
// `npm run bench alerts` the saved-search alerts (100 000 users × 3 searches, 100 new jobs) alone;
// `npm run bench ssr` the signed-in render cost beside a bare React Router render of the same pages (bench/signed-in.ts) alone;
// `npm run bench stats` the directory and a profile against bare with profile statistics on, and the beacon endpoint (bench/profile-stats.ts) alone;
// `npm run bench audio` audio analysis (seconds per minute of audio, the streaming copy's size, accuracy; bench/audio-analysis.ts) alone.
// Prints figures and writes them to bench/results/; exits non-zero only on real errors, never on a missed target.
import { rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildForProduction } from "./build.ts";
import { stopAllChildren, stopChild } from "./children.ts";
import { measureFirstLoad } from "./first-load-js.ts";
import { httpGet } from "./http-get.ts";
import { DEFAULT_BENCH_DATABASE_URL } from "./bench-databases.ts";
import { benchJobs, DEFAULT_JOB_COUNT } from "./jobs-search.ts";
import type { LoadOptions } from "./load.ts";
import { printFirstLoad, printHeading, printLoadTable, printSignedInTable } from "./report.ts";
import { TARGETS, targetsMet, writeResults, writeSignedInResults, type BenchResults } from "./results-file.ts";
import { startAppServer } from "./servers.ts";
import { benchConsole, DEFAULT_CONSOLE_ROWS, writeConsoleResults } from "./console.ts";
import { benchAlerts, DEFAULT_ALERT_USERS, writeAlertsResults } from "./alerts.ts";
import { benchSpecialists, DEFAULT_SPECIALIST_COUNT } from "./specialists.ts";
import { signUpForBench } from "./bench-account.ts";
import { benchPath, type BenchedApp, type PathResult } from "./ssr.ts";
import { benchSignedIn, signedInPages, type SignedInPage } from "./signed-in.ts";
import { benchLighthouse, LIGHTHOUSE_VERSION } from "./lighthouse.ts";
import { printLighthouseTable, readPreviousLighthouseResults, writeLighthouseResults } from "./lighthouse-report.ts";
import { printSummary } from "./summary.ts";
import { benchProfileStats, printBeacons, writeProfileStatsResults } from "./profile-stats.ts";
import { benchTopology, printTopology } from "./topology.ts";
import { benchAudioAnalysis, writeAudioResults } from "./audio-analysis.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
const SECTIONS = ["ssr", "stats", "audio", "console", "alerts", "lighthouse"];
const requestedSections = process.argv.slice(2);
const unknownSections = requestedSections.filter((name) => !SECTIONS.includes(name));
if (unknownSections.length > 0) {
  console.error(`unknown section ${unknownSections.join(", ")}: \`npm run bench\` runs everything, \`npm run bench ${SECTIONS.join("|")}\` that section alone`);
  process.exit(2);
}
const isEverything = requestedSections.length === 0;
const wants = (section: string) => isEverything || requestedSections.includes(section);
const PATHS = ["/", "/about"];
const FIRST_LOAD_PATH = "/";

function numberFromEnv(name: string, fallback: number): number {
  const value = process.env[name] ? Number(process.env[name]) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

// BENCH_DURATION_S / BENCH_WARMUP_S / BENCH_JOBS / BENCH_SPECIALISTS only shorten a run while working on the benchmark itself.
const load: LoadOptions = { connections: 50, durationSeconds: numberFromEnv("BENCH_DURATION_S", 10), warmupSeconds: numberFromEnv("BENCH_WARMUP_S", 2) };
const jobCount = Math.max(1, Math.floor(numberFromEnv("BENCH_JOBS", DEFAULT_JOB_COUNT)));
const listedCount = Math.max(1, Math.floor(numberFromEnv("BENCH_SPECIALISTS", DEFAULT_SPECIALIST_COUNT)));
const consoleRows = Math.max(1, Math.floor(numberFromEnv("BENCH_CONSOLE_ROWS", DEFAULT_CONSOLE_ROWS)));
const alertUsers = Math.max(1, Math.floor(numberFromEnv("BENCH_ALERT_USERS", DEFAULT_ALERT_USERS)));
const benchDatabaseUrl = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL;
// Lighthouse: runs per page (the median is reported), the quiet machine it waits for (1-min load average) and for how long.
const lighthouseRuns = Math.max(1, Math.floor(numberFromEnv("BENCH_LIGHTHOUSE_RUNS", 3)));
const quietLoad = numberFromEnv("BENCH_QUIET_LOAD", 0.5);
const quietWaitSeconds = numberFromEnv("BENCH_QUIET_WAIT_S", 600);
const startedAt = new Date().toISOString();
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");
const cpus = os.cpus();
let dataDir: string | undefined;

/** The signed-in render cost of every public page (and the cabinet) beside a bare React Router render of it. */
async function signedInSection(app: BenchedApp): Promise<SignedInPage[]> {
  printHeading("Signed-in render cost (CPU ms per request: the app for a real session, beside a bare React Router render of the same route tree and data)");
  const pages = await benchSignedIn(app, await signedInPages(app), load, (line) => console.log(line));
  printSignedInTable(pages);
  return pages;
}

try {
  console.log(
    `benchmark (${isEverything ? "everything" : requestedSections.join(", ")}) ${startedAt} — Node ${process.version}, ${cpus.length} CPUs (${cpus[0]?.model ?? "unknown"}), load average ${loadAverage()}`,
  );
  if (wants("ssr"))
    console.log(
      `load: autocannon in this process, ${load.connections} connections, ${load.durationSeconds} s per measurement after ${load.warmupSeconds} s warm-up`,
    );

  printHeading("Build");
  const buildMs = await buildForProduction(projectRoot);
  console.log(`react-router build: ${Math.round(buildMs)} ms`);

  const tempDir = await mkdtemp(path.join(os.tmpdir(), "zvuk-bench-data-"));
  dataDir = tempDir;
  // Also on Ctrl-C, where the finally block below does not run.
  process.on("exit", () => rmSync(tempDir, { recursive: true, force: true }));
  if (isEverything) {
    printHeading("Start-up (spawn → first 200 from GET /healthz, polled every 20 ms)");
    const cold = await startAppServer(projectRoot, tempDir);
    console.log(`cold start (fresh DATA_DIR ${tempDir}): ${Math.round(cold.readyMs)} ms`);
    await stopChild(cold.child);
    const app = await startAppServer(projectRoot, tempDir);
    console.log(`warm restart (same DATA_DIR): ${Math.round(app.readyMs)} ms`);

    printHeading("Throughput (anonymous = render cache; uncached = signed in with a real session; bare = node:http with the same bytes)");
    const benched = { origin: app.origin, pid: app.child.pid, sessionCookie: await signUpForBench(app.origin) };
    const paths: PathResult[] = [];
    for (const pagePath of PATHS) {
      console.log(`measuring ${pagePath}: anonymous, uncached, bare…`);
      const result = await benchPath(benched, pagePath, load);
      for (const warning of result.warnings) console.log(`WARNING: ${warning}`);
      paths.push(result);
    }
    printLoadTable(paths);
    const signedIn = await signedInSection(benched);

    printHeading(`First-load assets of ${FIRST_LOAD_PATH} (gzip level 9, 1 kB = 1000 bytes)`);
    const pageUrl = new URL(FIRST_LOAD_PATH, app.origin).href;
    const page = await httpGet(pageUrl);
    const firstLoad = await measureFirstLoad(pageUrl, page.body.toString("utf8"));
    printFirstLoad(firstLoad);
    await stopChild(app.child);

    /** One data benchmark in its own directory: a failure is printed and recorded, and the figures before it are kept. */
    const section = async <T>(name: string, work: (directory: string) => Promise<T>): Promise<{ result: T | null; error?: string }> => {
      try {
        return { result: await work(await mkdtemp(path.join(tempDir, `${name}-`))) };
      } catch (error) {
        console.error(`\n${name} benchmark failed:`, error);
        process.exitCode = 1;
        return { result: null, error: error instanceof Error ? error.message : String(error) };
      }
    };
    const log = (line: string) => console.log(line);

    printHeading(`Jobs: ${jobCount.toLocaleString("en-US")} generated jobs on PGlite and PostgreSQL (BENCH_DATABASE_URL ${benchDatabaseUrl})`);
    const jobs = await section("jobs", (directory) => benchJobs({ projectRoot, tempDir: directory, load, jobCount, databaseUrl: benchDatabaseUrl, log }));

    printHeading(`Specialists: ${listedCount.toLocaleString("en-US")} listed specialists on PGlite and PostgreSQL (BENCH_DATABASE_URL ${benchDatabaseUrl})`);
    const specialists = await section("specialists", (directory) =>
      benchSpecialists({ projectRoot, tempDir: directory, load, listedCount, databaseUrl: benchDatabaseUrl, log }),
    );

    printHeading(`Topology: nginx in front of 1 and 3 instances on PostgreSQL (BENCH_DATABASE_URL ${benchDatabaseUrl})`);
    const topology = await section("topology", (directory) => benchTopology({ projectRoot, tempDir: directory, load, databaseUrl: benchDatabaseUrl, log }));
    if (topology.result) printTopology(topology.result, log);

    const measured = {
      startedAt,
      machine: {
        node: process.version,
        cpus: cpus.length,
        cpuModel: cpus[0]?.model ?? "unknown",
        platform: `${os.platform()} ${os.release()}`,
        loadAverageAtEnd: os.loadavg(),
      },
      load,
      buildMs,
      coldStartMs: cold.readyMs,
      warmRestartMs: app.readyMs,
      paths,
      signedIn,
      firstLoad: { path: FIRST_LOAD_PATH, ...firstLoad },
      jobs: jobs.result,
      ...(jobs.error ? { jobsError: jobs.error } : {}),
      specialists: specialists.result,
      ...(specialists.error ? { specialistsError: specialists.error } : {}),
      topology: topology.result,
      ...(topology.error ? { topologyError: topology.error } : {}),
    };
    const results: BenchResults = { ...measured, targets: TARGETS, targetsMet: targetsMet(measured) };
    printSummary(results);
    console.log(`machine load average at the end (1 / 5 / 15 min): ${loadAverage()}`);
    const file = await writeResults(results);
    console.log(`\nresults: ${path.relative(projectRoot, file)}`);
  }

  if (requestedSections.includes("ssr")) {
    const app = await startAppServer(projectRoot, tempDir);
    try {
      const signedIn = await signedInSection({ origin: app.origin, pid: app.child.pid, sessionCookie: await signUpForBench(app.origin) });
      const file = await writeSignedInResults({ startedAt, load, machine: { cpus: cpus.length, loadAverageAtEnd: os.loadavg() }, pages: signedIn });
      console.log(`\nsigned-in results: ${path.relative(projectRoot, file)}`);
    } finally {
      await stopChild(app.child);
    }
  }

  if (wants("stats")) {
    printHeading(
      "Profile statistics: the directory and a profile with counting on (anonymous = render cache; bare = node:http with the same bytes), and the beacon endpoint",
    );
    try {
      const measured = await benchProfileStats(projectRoot, await mkdtemp(path.join(tempDir, "stats-")), load, signUpForBench, (line) => console.log(line));
      printLoadTable(measured.pages);
      for (const page of measured.pages) {
        const share = Math.round(page.anonymousVsBare * 100);
        console.log(`${page.path}: anonymous at ${share} % of bare with counting on (issue 27's target ≥ 90 %)${share < 90 ? " MISSED" : ""}`);
      }
      printBeacons(measured.beacons, (line) => console.log(line));
      console.log("CPU ms/req: the server's CPU time over the measured run divided by the beacons answered.");
      const file = await writeProfileStatsResults({ startedAt, load, loadAverage: os.loadavg(), ...measured });
      console.log(`\nprofile statistics results: ${path.relative(projectRoot, file)}`);
    } catch (error) {
      console.error("\nprofile statistics benchmark failed:", error);
      process.exitCode = 1;
    }
  }

  if (wants("audio")) {
    printHeading("Audio analysis: ffprobe and one ffmpeg run per file (EBU R128 loudness, true peak, waveform peaks, the AAC streaming copy)");
    try {
      const measured = await benchAudioAnalysis(tempDir, (line) => console.log(line));
      const file = await writeAudioResults({ startedAt, loadAverage: os.loadavg(), ...measured });
      console.log(`\naudio results: ${path.relative(projectRoot, file)}`);
    } catch (error) {
      console.error("\naudio benchmark failed:", error);
      process.exitCode = 1;
    }
  }

  if (wants("console")) {
    printHeading(
      `Console: ${consoleRows.toLocaleString("en-US")} users, payments, jobs and audit rows on PGlite and PostgreSQL (BENCH_DATABASE_URL ${benchDatabaseUrl})`,
    );
    try {
      const measured = await benchConsole({
        projectRoot,
        tempDir: await mkdtemp(path.join(tempDir, "console-")),
        rows: consoleRows,
        databaseUrl: benchDatabaseUrl,
        log: (line) => console.log(line),
      });
      const file = await writeConsoleResults({ startedAt, ...measured });
      console.log(`\nconsole results: ${path.relative(projectRoot, file)}`);
    } catch (error) {
      console.error("\nconsole benchmark failed:", error);
      process.exitCode = 1;
    }
  }

  if (wants("alerts")) {
    printHeading(
      `Alerts: ${alertUsers.toLocaleString("en-US")} users with 3 saved searches each, 100 new jobs, on PGlite and PostgreSQL (BENCH_DATABASE_URL ${benchDatabaseUrl})`,
    );
    try {
      const measured = await benchAlerts({
        projectRoot,
        tempDir: await mkdtemp(path.join(tempDir, "alerts-")),
        users: alertUsers,
        databaseUrl: benchDatabaseUrl,
        log: (line) => console.log(line),
      });
      const file = await writeAlertsResults({ startedAt, ...measured });
      console.log(`\nalerts results: ${path.relative(projectRoot, file)}`);
    } catch (error) {
      console.error("\nalerts benchmark failed:", error);
      process.exitCode = 1;
    }
  }

  if (wants("lighthouse")) {
    printHeading(`Lighthouse ${LIGHTHOUSE_VERSION}: mobile, simulated slow 4G, median of ${lighthouseRuns} runs per page (BENCH_LIGHTHOUSE_RUNS)`);
    try {
      const lighthouse = await benchLighthouse({
        projectRoot,
        tempDir: await mkdtemp(path.join(tempDir, "lighthouse-")),
        runsPerPage: lighthouseRuns,
        chromiumPath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
        quiet: { limit: quietLoad, maxSeconds: quietWaitSeconds },
        log: (line) => console.log(line),
      });
      const previous = await readPreviousLighthouseResults();
      printLighthouseTable(lighthouse, previous?.results ?? null, (line) => console.log(line));
      const file = await writeLighthouseResults(lighthouse);
      console.log(`\nlighthouse results: ${path.relative(projectRoot, file)}${previous ? `; previous: bench/results/${previous.file}` : ""}`);
    } catch (error) {
      console.error("\nlighthouse benchmark failed:", error);
      process.exitCode = 1;
    }
  }
} catch (error) {
  console.error("\nbenchmark failed:", error);
  process.exitCode = 1;
} finally {
  await stopAllChildren();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
process.exit(process.exitCode ?? 0);
