import type { FirstLoad } from "./first-load-js.ts";
import { integer, percent, row } from "./format.ts";
import type { LoadResult } from "./load.ts";
import { toKb } from "./results-file.ts";
import { SIGNED_IN_VS_BARE_MAX, type SignedInPage } from "./signed-in.ts";
import type { PathResult } from "./ssr.ts";

export const kb = (bytes: number) => toKb(bytes).toFixed(1);

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
      console.log(
        row([label, result.status, integer(load.requestsPerSecond), ...latency, integer(load.non2xx), load.errors + load.timeouts, ratio, cpu], widths),
      );
    }
  }
  console.log("CPU: % of one core used by the server / autocannon (this process) / all other processes during the measured run.");
  for (const result of results) {
    console.log(
      `${result.path}: ${result.htmlBytes} bytes ${result.contentType}; Cache-Control anonymous "${result.cacheControl.anonymous}", signed in "${result.cacheControl.uncached}"`,
    );
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

/** CPU ms per signed-in render beside the bare React Router render of the same page (bench/signed-in.ts). */
export function printSignedInTable(pages: SignedInPage[], log: (line: string) => void = console.log): void {
  const widths = [18, 9, 11, 9, 8, 10, 10, 9, 17];
  const cpuMs = (value: number | null) => (value === null ? "n/a" : value.toFixed(2));
  log(row(["page", "HTML kB", "signed-in", "bare", "ratio", "req/s in", "req/s bare", "idle %", "CPU srv/gen/other"], widths));
  for (const page of pages) {
    const ratio = page.ratio === null ? "n/a" : `${page.ratio.toFixed(2)}×${page.ratio > SIGNED_IN_VS_BARE_MAX ? " !" : ""}`;
    const cpu = page.app.cpu ? `${page.app.cpu.serverPercent}/${page.app.cpu.loadGeneratorPercent}/${page.app.cpu.otherPercent} %` : "n/a";
    log(
      row(
        [
          page.name,
          kb(page.htmlBytes),
          cpuMs(page.appCpuMs),
          cpuMs(page.bareCpuMs),
          ratio,
          integer(page.app.requestsPerSecond),
          integer(page.bare.requestsPerSecond),
          page.appIdleCpuMsPerSecond === null ? "n/a" : (page.appIdleCpuMsPerSecond / 10).toFixed(1),
          cpu,
        ],
        widths,
      ),
    );
  }
  log(
    `CPU ms per request of the server process, less its idle CPU watched for 3 s before the run (idle %: the app's, in % of a core) ` +
      `(signed-in: the app with PGlite in it; bare: the same build's routes through React Router's handler on node:http, every loader answering with the app's data at once). ` +
      `Target: signed-in ≤ ${SIGNED_IN_VS_BARE_MAX}× bare (! where missed). CPU: % of one core used by the app / autocannon / all other processes during the signed-in run.`,
  );
}
