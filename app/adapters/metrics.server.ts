import client from "prom-client";
import { buildVersion } from "../config/build-version.ts";

/**
 * What /metrics reports (Prometheus text format, prom-client; docs/decisions/013). prom-client stays outside the
 * server bundle (vite.config.ts), so the server's own code and the app's share one registry; each metric is
 * created once even when this module is loaded twice (the server's copy and the bundle's).
 */
export const registry = client.register;

function once<T extends client.Metric>(name: string, create: () => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? create();
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export const metrics = {
  requests: once(
    "http_requests_total",
    () =>
      new client.Counter({
        name: "http_requests_total",
        help: "Pages and API requests answered, by route pattern, method and status.",
        labelNames: ["route", "method", "status"],
      }),
  ),
  requestSeconds: once(
    "http_request_duration_seconds",
    () =>
      new client.Histogram({
        name: "http_request_duration_seconds",
        help: "Time to the response's headers, by route pattern and method.",
        labelNames: ["route", "method"],
        buckets: SECONDS,
      }),
  ),
  requestsInFlight: once(
    "http_requests_in_flight",
    () =>
      new client.Gauge({
        name: "http_requests_in_flight",
        help: "Requests being answered now (every request the server takes, probes and /metrics included).",
      }),
  ),
  renderCache: once(
    "render_cache_lookups_total",
    () => new client.Counter({ name: "render_cache_lookups_total", help: "Anonymous page lookups in the render cache.", labelNames: ["result"] }),
  ),
  querySeconds: once(
    "db_query_duration_seconds",
    () => new client.Histogram({ name: "db_query_duration_seconds", help: "Database query durations.", labelNames: ["database"], buckets: SECONDS }),
  ),
  jobRuns: once(
    "scheduled_job_runs_total",
    () =>
      new client.Counter({
        name: "scheduled_job_runs_total",
        help: "Scheduled job rounds by job and outcome (done, failed); a round another instance holds the lock for ends done at once.",
        labelNames: ["job", "outcome"],
      }),
  ),
  payments: once(
    "payment_outcomes_total",
    () => new client.Counter({ name: "payment_outcomes_total", help: "Payment notifications and reconciliations by outcome.", labelNames: ["outcome"] }),
  ),
  queueErrors: once(
    "job_queue_errors_total",
    () =>
      new client.Counter({
        name: "job_queue_errors_total",
        help: "Errors the job queue reported (pg-boss's error events; a lost database makes many, the log says only when it is lost and back).",
      }),
  ),
};

/** One pool of PostgreSQL connections this process holds, as node-postgres counts it. */
export interface PoolCount {
  total: number;
  idle: number;
  waiting: number;
}

/** The pools' readers by name (the app's, the job queue's); on globalThis because this module may be loaded twice. */
const POOLS = Symbol.for("zvuk.metrics.pools");
const pools = () => ((globalThis as { [POOLS]?: Map<string, () => PoolCount | null> })[POOLS] ??= new Map());

/** A pool registers how to read its counts (undefined: it closed); db_pool_connections sums them on each scrape. */
export function reportPool(name: string, read: (() => PoolCount | null) | undefined): void {
  if (read) pools().set(name, read);
  else pools().delete(name);
}

once(
  "db_pool_connections",
  () =>
    new client.Gauge({
      name: "db_pool_connections",
      help: "PostgreSQL connections this process holds, by state (total, idle, waiting clients): the app's pool and the job queue's (3 at most).",
      labelNames: ["state"],
      collect() {
        const counts = [...pools().values()].map((read) => read()).filter((count) => count !== null);
        if (counts.length === 0) return;
        for (const state of ["total", "idle", "waiting"] as const)
          this.set(
            { state },
            counts.reduce((sum, count) => sum + count[state], 0),
          );
      },
    }),
);

once(
  "build_info",
  () =>
    new client.Gauge({
      name: "build_info",
      help: "Always 1; its labels say what runs: the site's version (app/config/build-version.ts) and Node's.",
      labelNames: ["version", "node"],
      collect() {
        this.set({ version: buildVersion(), node: process.versions.node }, 1);
      },
    }),
);

/** One queue's jobs by state, as the job queue counts them (app/adapters/queue). */
export interface QueueCount {
  queue: string;
  ready: number;
  active: number;
  deferred: number;
  failed: number;
  /** How long the oldest job ready to run has waited since it could run, in seconds (0 when none waits). */
  oldestReadySeconds: number;
}

/** Where the job queue's counts are read from; on globalThis because this module may be loaded twice (see above). */
const QUEUE_COUNTS = Symbol.for("zvuk.metrics.queueCounts");
type QueueCountsReader = () => Promise<QueueCount[]>;

/** The job queue registers how to read its counts; /metrics reads them on each scrape. */
export function reportQueueCounts(read: QueueCountsReader | undefined): void {
  (globalThis as { [QUEUE_COUNTS]?: QueueCountsReader })[QUEUE_COUNTS] = read;
}

once(
  "job_queue_jobs",
  () =>
    new client.Gauge({
      name: "job_queue_jobs",
      help: "Background jobs by queue and state (ready to run; active; deferred: to run later, as a retry's backoff; failed: out of retries, kept as long as pg-boss retains them, 7 days by default).",
      labelNames: ["queue", "state"],
      async collect() {
        const read = (globalThis as { [QUEUE_COUNTS]?: QueueCountsReader })[QUEUE_COUNTS];
        this.reset();
        if (!read) return;
        for (const count of await read()) {
          for (const state of ["ready", "active", "deferred", "failed"] as const) this.set({ queue: count.queue, state }, count[state]);
        }
      },
    }),
);

once(
  "job_queue_oldest_ready_seconds",
  () =>
    new client.Gauge({
      name: "job_queue_oldest_ready_seconds",
      help: "By queue, how long the oldest job ready to run has waited since it could run (0 when none waits): a queue nobody works grows it.",
      labelNames: ["queue"],
      async collect() {
        const read = (globalThis as { [QUEUE_COUNTS]?: QueueCountsReader })[QUEUE_COUNTS];
        this.reset();
        if (!read) return;
        for (const count of await read()) this.set({ queue: count.queue }, count.oldestReadySeconds);
      },
    }),
);

let hasDefaults = false;
/** Process metrics (CPU, memory, event-loop lag) once per process. */
export function collectProcessMetrics(): void {
  if (hasDefaults || registry.getSingleMetric("process_cpu_user_seconds_total")) return;
  hasDefaults = true;
  client.collectDefaultMetrics({ register: registry });
}
