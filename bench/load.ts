import autocannon from "autocannon";
import { watchCpu, type CpuUsage } from "./cpu-usage.ts";
import { httpGet } from "./http-get.ts";

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  /** A short unmeasured run first, so JIT, caches and sockets are warm. 0 to skip. */
  warmupSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyAverageMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** % of one core during the measured run; null where /proc is missing. */
  cpu: CpuUsage | null;
}

/** How long a request that waits behind a run's leftover requests (or a server's first, slow render) may take. */
export const DRAIN_TIMEOUT_MS = 120_000;

/**
 * autocannon in this process: GET `url` with `headers` only (no Accept-Encoding, so nothing is compressed).
 * When the warm-up stops, up to `connections` of its requests are still queued in the server, which
 * renders them for nobody; one more request waits behind them before the measured run starts, or the
 * run's first second (its p99 on a slow page) would be spent on the warm-up's leftovers.
 */
export async function measureLoad(url: string, headers: Record<string, string>, options: LoadOptions, serverPid: number | undefined): Promise<LoadResult> {
  const base = { url, headers, connections: options.connections, timeout: 10 };
  if (options.warmupSeconds > 0) {
    await autocannon({ ...base, duration: options.warmupSeconds });
    await httpGet(url, { headers, timeoutMs: DRAIN_TIMEOUT_MS });
  }
  const stopWatching = watchCpu(serverPid);
  const result = await autocannon({ ...base, duration: options.durationSeconds });
  const cpu = stopWatching();
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyAverageMs: result.latency.average,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    cpu,
  };
}
