// The signed-in render cost of `npm run bench` (issue 26): CPU time per request of the app rendering a page for a real
// session, beside a bare React Router render of the same route tree with the same data (bench/bare-render.ts), measured
// one after the other in the same run, and their ratio. The target is ≤ 2× the bare render for every page.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { stopChild, track } from "./children.ts";
import { httpGet } from "./http-get.ts";
import { idleCpuMsPerSecond } from "./cpu-usage.ts";
import { DRAIN_TIMEOUT_MS, measureLoad, type LoadOptions, type LoadResult } from "./load.ts";
import { BENCH_ACCOUNT_NAME } from "./bench-account.ts";
import type { BenchedApp } from "./ssr.ts";

const HOST = "127.0.0.1";
/** A signed-in render may cost at most this many times the bare render of the same page. */
export const SIGNED_IN_VS_BARE_MAX = 2;

export interface SignedInPage {
  /** "/job/:id" and the like, as the table names it. */
  name: string;
  path: string;
  htmlBytes: number;
  bareHtmlBytes: number;
  app: LoadResult;
  bare: LoadResult;
  /** CPU ms per second each process took while idle just before its run (subtracted from the figures below). */
  appIdleCpuMsPerSecond: number | null;
  bareIdleCpuMsPerSecond: number | null;
  /** CPU ms per answered request, of the app's process and of the bare render's, idle CPU excluded; null without /proc. */
  appCpuMs: number | null;
  bareCpuMs: number | null;
  /** appCpuMs / bareCpuMs. */
  ratio: number | null;
  warnings: string[];
}

/** How long each server is watched idle before its run: its CPU meanwhile (timers, the job queue's polling) is not the requests'. */
const IDLE_WATCH_MS = 3_000;

/**
 * CPU ms of the server per answered request during a measured run, less what it takes when idle: on a loaded machine
 * a starved server answers few requests, and its background work would be counted against each of them.
 */
function cpuMsPerRequest(load: LoadResult, idleMsPerSecond: number | null): number | null {
  if (!load.cpu || load.requests === 0) return null;
  const background = ((idleMsPerSecond ?? 0) * load.cpu.wallMs) / 1000;
  return Math.max(0, load.cpu.serverMs - background) / load.requests;
}

/**
 * The public pages (and the cabinet) on the demo content, a real job, profile and blog post taken from their lists:
 * what a signed-in visitor renders.
 */
export async function signedInPages(app: BenchedApp): Promise<Array<{ name: string; path: string }>> {
  const firstLink = async (listPath: string, pattern: RegExp): Promise<string> => {
    const { status, body } = await httpGet(new URL(listPath, app.origin).href);
    const match = body.toString("utf8").match(pattern);
    if (status !== 200 || !match?.[1]) throw new Error(`no link matching ${pattern} on ${listPath} (status ${status}): is the demo content there?`);
    return match[1];
  };
  return [
    { name: "/", path: "/" },
    { name: "/job/:id", path: await firstLink("/", /href="(\/job\/[^"?#/]+)"/) },
    { name: "/specialists", path: "/specialists" },
    { name: "/specialists/:id", path: await firstLink("/specialists", /href="(\/specialists\/[^"?#/]+)"/) },
    { name: "/blog", path: "/blog" },
    { name: "/blog/:id", path: await firstLink("/blog", /href="(\/blog\/[^"?#/]+)"/) },
    { name: "/about", path: "/about" },
    { name: "/pricing", path: "/pricing" },
    { name: "/en", path: "/en" },
    { name: "/dashboard", path: "/dashboard" },
  ];
}

/** Starts bench/bare-render.ts on the current build, with the signed-in data of `paths` read from the app. */
async function startBareRender(app: BenchedApp, paths: string[]): Promise<{ child: ChildProcess; origin: string }> {
  const script = path.join(import.meta.dirname, "bare-render.ts");
  const child = track(spawn(process.execPath, [script], { env: { ...process.env, NODE_ENV: "production" }, stdio: ["ignore", "inherit", "inherit", "ipc"] }));
  const port = await new Promise<number>((resolve, reject) => {
    const onExit = () => reject(new Error("the bare render exited before it was listening"));
    child.once("exit", onExit);
    child.once("error", reject);
    child.once("message", (message: { port: number }) => {
      child.off("exit", onExit);
      child.off("error", reject);
      resolve(message.port);
    });
    child.send({ host: HOST, appOrigin: app.origin, cookie: app.sessionCookie, paths });
  });
  return { child, origin: `http://${HOST}:${port}` };
}

/**
 * For each page: the app signed in, then the bare render of the same page, one right after the other so the machine's
 * load is comparable; CPU ms per request of each server process (the app's includes PGlite, which runs in it).
 */
export async function benchSignedIn(app: BenchedApp, pages: Array<{ name: string; path: string }>, load: LoadOptions, log: (line: string) => void) {
  const bare = await startBareRender(
    app,
    pages.map((page) => page.path),
  );
  const results: SignedInPage[] = [];
  try {
    for (const page of pages) {
      log(`  ${page.name} (${page.path}): signed in, bare render…`);
      const headers = { cookie: app.sessionCookie };
      const appUrl = new URL(page.path, app.origin).href;
      const bareUrl = new URL(page.path, bare.origin).href;
      const [appPage, barePage] = [await httpGet(appUrl, { headers }), await httpGet(bareUrl)];
      const warnings: string[] = [];
      if (appPage.status !== 200) warnings.push(`${page.path} answered ${appPage.status} signed in`);
      if (!appPage.body.toString("utf8").includes(BENCH_ACCOUNT_NAME)) warnings.push(`${page.path}: the signed-in page does not show the benchmark account`);
      if (barePage.status !== appPage.status) warnings.push(`${page.path}: the bare render answered ${barePage.status}, the app ${appPage.status}`);
      // The same document but for its nonce: a bare render that differs in size is not rendering the same page.
      if (Math.abs(barePage.body.length - appPage.body.length) > appPage.body.length * 0.02) {
        warnings.push(`${page.path}: the bare render is ${barePage.body.length} bytes, the app's page ${appPage.body.length}`);
      }
      const appIdle = await idleCpuMsPerSecond(app.pid, IDLE_WATCH_MS);
      const appLoad = await measureLoad(appUrl, headers, load, app.pid);
      await httpGet(appUrl, { headers, timeoutMs: DRAIN_TIMEOUT_MS });
      const bareIdle = await idleCpuMsPerSecond(bare.child.pid, IDLE_WATCH_MS);
      const bareLoad = await measureLoad(bareUrl, {}, load, bare.child.pid);
      for (const [name, result] of [
        ["signed in", appLoad],
        ["bare render", bareLoad],
      ] as const) {
        if (result.errors || result.timeouts || result.non2xx)
          warnings.push(`${page.path} ${name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
        if (result.cpu && result.cpu.otherPercent >= 20)
          warnings.push(`${page.path} ${name}: other processes used ${result.cpu.otherPercent} % of a core meanwhile`);
      }
      const appCpuMs = cpuMsPerRequest(appLoad, appIdle);
      const bareCpuMs = cpuMsPerRequest(bareLoad, bareIdle);
      for (const warning of warnings) log(`  WARNING: ${warning}`);
      results.push({
        ...page,
        htmlBytes: appPage.body.length,
        bareHtmlBytes: barePage.body.length,
        app: appLoad,
        bare: bareLoad,
        appIdleCpuMsPerSecond: appIdle,
        bareIdleCpuMsPerSecond: bareIdle,
        appCpuMs,
        bareCpuMs,
        ratio: appCpuMs !== null && bareCpuMs ? appCpuMs / bareCpuMs : null,
        warnings,
      });
    }
  } finally {
    await stopChild(bare.child);
  }
  return results;
}
