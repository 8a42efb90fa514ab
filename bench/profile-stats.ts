import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import autocannon from "autocannon";
import { stopChild } from "./children.ts";
import { watchCpu, type CpuUsage } from "./cpu-usage.ts";
import { httpGet } from "./http-get.ts";
import type { LoadOptions } from "./load.ts";
import { startAppServer } from "./servers.ts";
import { benchPath, type BenchedApp, type PathResult } from "./ssr.ts";

// Profile statistics (issue 27, docs/decisions/037): the pages a beacon comes from must stay as fast as before — the
// directory and a profile, anonymous (the render cache) against a bare server with the same bytes —, and the beacon
// endpoint's own cost, with the counts written in batches (STATS_FLUSH_SECONDS=5, the default) and per beacon (0).

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";

interface BeaconResult {
  event: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  cpu: CpuUsage | null;
  /** The server's CPU time per beacon, ms. */
  cpuMsPerRequest: number | null;
}

export interface ProfileStatsBench {
  pages: PathResult[];
  beacons: { batched: BeaconResult[]; perBeacon: BeaconResult[] };
}

/** A listed profile's path and a page of the directory's card ids, read from the directory's HTML. */
async function directoryIds(origin: string): Promise<string[]> {
  const page = await httpGet(`${origin}/specialists`);
  const ids = [...page.body.toString("utf8").matchAll(/href="\/specialists\/([A-Za-z0-9_-]+)"/g)].map((match) => match[1]!);
  return [...new Set(ids)];
}

/** POSTs `body` (or, for views, a new visitor each time: a User-Agent of its own) at the beacon endpoint under load. */
async function measureBeacon(origin: string, pid: number | undefined, event: string, body: string, isNewVisitorEach: boolean, load: LoadOptions) {
  let visitor = 0;
  const base = {
    url: `${origin}/api/profile-stats`,
    method: "POST",
    body,
    headers: { "content-type": "application/json", "user-agent": BROWSER },
    connections: load.connections,
    timeout: 10,
    ...(isNewVisitorEach
      ? {
          requests: [
            {
              setupRequest: (request: { headers?: Record<string, string> }) => ({
                ...request,
                headers: { ...request.headers, "user-agent": `${BROWSER} v${(visitor += 1)}` },
              }),
            },
          ],
        }
      : {}),
  };
  if (load.warmupSeconds > 0) await autocannon({ ...base, duration: load.warmupSeconds });
  const stop = watchCpu(pid);
  const result = await autocannon({ ...base, duration: load.durationSeconds });
  const cpu = stop();
  return {
    event,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpu,
    cpuMsPerRequest: cpu && result.requests.total > 0 ? cpu.serverMs / result.requests.total : null,
  } satisfies BeaconResult;
}

async function measureBeacons(app: BenchedApp, ids: string[], load: LoadOptions): Promise<BeaconResult[]> {
  const [first] = ids as [string];
  return [
    await measureBeacon(app.origin, app.pid, "view (a new visitor each)", JSON.stringify({ type: "view", profileId: first }), true, load),
    await measureBeacon(app.origin, app.pid, "view (the same visitor)", JSON.stringify({ type: "view", profileId: first }), false, load),
    await measureBeacon(
      app.origin,
      app.pid,
      `appearances (${Math.min(ids.length, 24)} cards)`,
      JSON.stringify({ type: "appearances", profileIds: ids.slice(0, 24) }),
      false,
      load,
    ),
    await measureBeacon(app.origin, app.pid, "click (telegram)", JSON.stringify({ type: "click", profileId: first, channel: "telegram" }), false, load),
  ];
}

/**
 * `npm run bench stats` (and part of `npm run bench`): on the demo content in `dataDir`, the directory and a profile
 * anonymous, signed in and bare, then the beacons batched and per beacon (the server restarted with STATS_FLUSH_SECONDS=0).
 */
export async function benchProfileStats(
  projectRoot: string,
  dataDir: string,
  load: LoadOptions,
  sessionCookie: (origin: string) => Promise<string>,
  log: (line: string) => void,
): Promise<ProfileStatsBench> {
  const batchedServer = await startAppServer(projectRoot, dataDir);
  let pages: PathResult[];
  let batched: BeaconResult[];
  let ids: string[];
  try {
    const app = { origin: batchedServer.origin, pid: batchedServer.child.pid, sessionCookie: await sessionCookie(batchedServer.origin) };
    ids = await directoryIds(app.origin);
    if (ids.length === 0) throw new Error("the directory lists nobody: no profile to count");
    pages = [];
    for (const pagePath of ["/specialists", `/specialists/${ids[0]}`]) {
      log(`measuring ${pagePath}: anonymous, uncached, bare…`);
      const result = await benchPath(app, pagePath, load);
      for (const warning of result.warnings) log(`WARNING: ${warning}`);
      pages.push(result);
    }
    log("measuring the beacon endpoint, counts written every 5 s (STATS_FLUSH_SECONDS=5)…");
    batched = await measureBeacons(app, ids, load);
  } finally {
    await stopChild(batchedServer.child);
  }
  const directServer = await startAppServer(projectRoot, dataDir, { env: { STATS_FLUSH_SECONDS: "0" } });
  try {
    log("measuring the beacon endpoint, counts written per beacon (STATS_FLUSH_SECONDS=0)…");
    const perBeacon = await measureBeacons({ origin: directServer.origin, pid: directServer.child.pid, sessionCookie: "" }, ids, load);
    return { pages, beacons: { batched, perBeacon } };
  } finally {
    await stopChild(directServer.child);
  }
}

export function printBeacons(results: ProfileStatsBench["beacons"], log: (line: string) => void): void {
  log("beacon (POST /api/profile-stats)        writes      req/s   p50 ms  p99 ms  non-2xx  CPU ms/req  CPU srv/gen/other");
  for (const [writes, rows] of [
    ["every 5 s", results.batched],
    ["per beacon", results.perBeacon],
  ] as const) {
    for (const row of rows) {
      const cpu = row.cpu ? `${row.cpu.serverPercent}/${row.cpu.loadGeneratorPercent}/${row.cpu.otherPercent} %` : "n/a";
      log(
        `${row.event.padEnd(40)}${writes.padEnd(12)}${Math.round(row.requestsPerSecond).toString().padStart(6)}  ${String(row.latencyP50Ms).padStart(6)}  ${String(row.latencyP99Ms).padStart(6)}  ${String(row.non2xx + row.errors).padStart(7)}  ${(row.cpuMsPerRequest ?? Number.NaN).toFixed(2).padStart(10)}  ${cpu}`,
      );
    }
  }
}

/** Writes bench/results/profile-stats-<timestamp>.json (git-ignored) and returns its path. */
export async function writeProfileStatsResults(results: { startedAt: string; load: LoadOptions; loadAverage: number[] } & ProfileStatsBench): Promise<string> {
  const directory = path.join(import.meta.dirname, "results");
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, `profile-stats-${results.startedAt.replace(/[:.]/g, "-")}.json`);
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
