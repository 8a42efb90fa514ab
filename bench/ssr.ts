import { stopChild } from "./children.ts";
import { headerText, httpGet } from "./http-get.ts";
import { DRAIN_TIMEOUT_MS, measureLoad, type LoadOptions, type LoadResult } from "./load.ts";
import { BENCH_ACCOUNT_NAME } from "./bench-account.ts";
import { startBareServer } from "./servers.ts";

export interface PathResult {
  path: string;
  status: number;
  contentType: string;
  htmlBytes: number;
  /** Cache-Control the app sent: shows whether the render cache served the anonymous request. */
  cacheControl: { anonymous: string; uncached: string };
  anonymous: LoadResult;
  uncached: LoadResult;
  bare: LoadResult;
  /** req/s as a share of the bare server's req/s. */
  anonymousVsBare: number;
  uncachedVsBare: number;
  warnings: string[];
}

export interface BenchedApp {
  origin: string;
  pid: number | undefined;
  /** The session cookie of an account signed up on this server (signUpForBench). */
  sessionCookie: string;
}

/**
 * Load-tests one path three ways, one after the other so machine load is comparable:
 * the app anonymously (render cache), the app signed in (uncached SSR for a real session), and a
 * bare node:http server in its own process that returns the same bytes.
 */
export async function benchPath(app: BenchedApp, path: string, load: LoadOptions): Promise<PathResult> {
  const url = new URL(path, app.origin).href;
  const warnings: string[] = [];
  const page = await httpGet(url);
  const contentType = headerText(page.headers["content-type"]) || "application/octet-stream";
  if (page.status !== 200) warnings.push(`${path} answered ${page.status}, not 200: measuring it anyway`);

  const anonymousHead = await httpGet(url);
  const uncachedHead = await httpGet(url, { headers: { cookie: app.sessionCookie } });
  if (uncachedHead.status === 200 && contentType.startsWith("text/html") && !uncachedHead.body.toString("utf8").includes(BENCH_ACCOUNT_NAME)) {
    warnings.push(`${path}: the signed-in page does not show the benchmark account: the session was not recognised`);
  }
  const cacheControl = {
    anonymous: headerText(anonymousHead.headers["cache-control"]),
    uncached: headerText(uncachedHead.headers["cache-control"]),
  };

  const anonymous = await measureLoad(url, {}, load, app.pid);
  const uncached = await measureLoad(url, { cookie: app.sessionCookie }, load, app.pid);
  // A slow page leaves requests queued in the server (and its database) after the run: this one
  // waits behind them, so they do not run during the bare measurement.
  await httpGet(url, { headers: { cookie: app.sessionCookie }, timeoutMs: DRAIN_TIMEOUT_MS });
  const bareServer = await startBareServer({ status: page.status, contentType, body: page.body });
  let bare: LoadResult;
  try {
    bare = await measureLoad(new URL(path, bareServer.origin).href, {}, load, bareServer.child.pid);
  } finally {
    await stopChild(bareServer.child);
  }

  for (const [name, result] of [
    ["anonymous", anonymous],
    ["uncached", uncached],
    ["bare", bare],
  ] as const) {
    if (result.errors || result.timeouts) warnings.push(`${path} ${name}: ${result.errors} errors, ${result.timeouts} timeouts`);
    if (result.cpu && result.cpu.otherPercent >= 20) {
      warnings.push(`${path} ${name}: other processes used ${result.cpu.otherPercent} % of a core meanwhile: figures are distorted`);
    }
  }
  if (page.status === 200 && anonymous.requestsPerSecond <= uncached.requestsPerSecond * 1.1) {
    warnings.push(
      `${path}: anonymous (${Math.round(anonymous.requestsPerSecond)} req/s) is not clearly faster than uncached ` +
        `(${Math.round(uncached.requestsPerSecond)} req/s): is the render cache working? Cache-Control anonymous "${cacheControl.anonymous}"`,
    );
  }
  return {
    path,
    status: page.status,
    contentType,
    htmlBytes: page.body.length,
    cacheControl,
    anonymous,
    uncached,
    bare,
    anonymousVsBare: anonymous.requestsPerSecond / bare.requestsPerSecond,
    uncachedVsBare: uncached.requestsPerSecond / bare.requestsPerSecond,
    warnings,
  };
}
