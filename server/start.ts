import "./node-env.ts";
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { isStartupFailure, StartupFailure } from "../app/adapters/db/startup-failure.ts";
import { logger } from "../app/adapters/logger.server.ts";
import { collectProcessMetrics } from "../app/adapters/metrics.server.ts";
import { buildVersion } from "../app/config/build-version.ts";
import { ConfigError, parseEnv } from "../app/config/env.server.ts";
import { createHttpServer } from "./app.ts";
import { createPageHandler } from "./page-handler.ts";
import { createProbes } from "./probes.ts";
import { shutDown } from "./shutdown.ts";
import { startWorkers, WORKER_READY } from "./workers.ts";

const projectRoot = path.resolve(import.meta.dirname, "..");
process.chdir(projectRoot);

function readEnv() {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const env = readEnv();
if (cluster.isPrimary)
  logger.info({ mode: env.mode, reasons: env.reasons }, `${env.mode === "production" ? "production mode" : "local try-out"}: ${env.reasons.join("; ")}`);

interface ServicesModule {
  /** `report`: what start-up is waiting for now ("waiting for PostgreSQL at db:5432"), for /readyz (probes.ts). */
  startServices(report: (phase: string) => void): Promise<void>;
  stopServices(): Promise<void>;
  onSiteChange(listener: () => void): () => void;
}

/** How long requests under way may take to finish once idle connections have been closed (shutdown.ts). */
const SHUTDOWN_GRACE_MS = 5_000;

const startedAt = performance.now();
const mode = env.NODE_ENV;
const buildFile = path.join(projectRoot, "build/server/index.js");
if (mode !== "development" && !existsSync(buildFile)) {
  logger.info("no build yet: building once");
  const result = spawnSync(process.execPath, [path.join(projectRoot, "scripts/build.ts")], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const processCount = mode === "development" ? 1 : env.WEB_CONCURRENCY;
if (processCount > 1 && cluster.isPrimary) {
  await startWorkers(processCount, logger).catch(stopStarting);
  logger.info(
    { port: env.PORT, mode, processes: processCount, version: buildVersion(), readyMs: Math.round(performance.now() - startedAt) },
    `ready on ${env.HOST}:${env.PORT}: ${env.origin} (version ${buildVersion()})`,
  );
} else {
  await serve();
}

/**
 * Start-up failed for a reason the operator can fix (PostgreSQL does not answer, the embedded database
 * is held by another process; or, in the primary, a server process exited before listening after
 * saying why): one line and exit code 1, no stack. Anything else is a bug, and keeps its stack.
 */
function stopStarting(error: unknown): never {
  if (!isStartupFailure(error) && !(cluster.isPrimary && processCount > 1)) throw error;
  logger.fatal((error as Error).message);
  process.exit(1);
}

/**
 * One server process. It listens first (a port it cannot have stops it with one line before any work has started), so
 * /livez answers from its first second and /readyz says what start-up waits for; then it opens the database and starts
 * the services, and the requests that arrived meanwhile are served (probes.ts).
 */
async function serve(): Promise<void> {
  let getBuild: () => Promise<ServerBuild>;
  let devMiddleware;
  if (mode === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    devMiddleware = devServer.middlewares;
    getBuild = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
    getBuild = () => Promise.resolve(build);
  }

  const pages = createPageHandler({ getBuild, mode, isRenderCacheEnabled: env.RENDER_CACHE === "on" && mode !== "development" });
  const probes = createProbes({ startPhase: "opening the database", holdMs: env.START_HOLD_SECONDS * 1000 });
  collectProcessMetrics();
  const server = createHttpServer({
    projectRoot,
    origin: env.origin,
    trustProxy: env.TRUST_PROXY,
    pages,
    probes,
    metricsToken: env.METRICS_TOKEN,
    devMiddleware,
  });
  const port = await listen(server).catch(stopStarting);

  let services: ServicesModule | undefined;
  const started = (async () => {
    services = (await getBuild()).entry.module as unknown as ServicesModule;
    await services.startServices((phase) => probes.setStartPhase(phase));
    services.onSiteChange(() => pages.forgetRenders());
  })();
  // SIGTERM from an orchestrator, SIGINT from a terminal: the same graceful stop (shutdown.ts). While start-up still
  // waits on PostgreSQL nothing is under way that a stop could lose: the process exits at once. The embedded database is
  // left to finish starting (a PGlite stopped mid-migration may not open again), then stops as usual.
  let isStarted = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      if (!isStarted && env.DATABASE_URL) {
        logger.info({ signal }, "stopped while starting");
        process.exit(0);
      }
      if (env.SHUTDOWN_DRAIN_SECONDS > 0)
        logger.info({ signal, drainSeconds: env.SHUTDOWN_DRAIN_SECONDS }, "draining: new connections refused, requests under way finishing");
      const stop = () =>
        shutDown({
          server,
          probes,
          drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
          graceMs: SHUTDOWN_GRACE_MS,
          stopServices: () => services?.stopServices() ?? Promise.resolve(),
        });
      started
        .then(stop, () => undefined)
        .then(
          () => process.exit(0),
          (error: unknown) => {
            logger.error({ err: error }, "stopping the services failed");
            process.exit(1);
          },
        );
    });
  }

  await started.catch(stopStarting);
  isStarted = true;
  probes.markStarted();
  if (cluster.isPrimary)
    logger.info(
      { port, mode, version: buildVersion(), readyMs: Math.round(performance.now() - startedAt) },
      `ready on ${env.HOST}:${port}: ${env.origin} (version ${buildVersion()})`,
    );
  // The primary of a multi-process server starts the next process once this one is ready (workers.ts).
  else process.send?.(WORKER_READY);
}

/** Binds the port; a port that is taken or not allowed is a start-up failure the operator can fix. */
function listen(server: ReturnType<typeof createHttpServer>): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "EADDRINUSE" || error.code === "EACCES" || error.code === "EADDRNOTAVAIL"
          ? new StartupFailure(`cannot listen on ${env.HOST}:${env.PORT} (${error.code}): another server holds the port, or set PORT and HOST`)
          : error,
      ),
    );
    server.listen(env.PORT, env.HOST, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : env.PORT;
      if (cluster.isPrimary) logger.info({ port, mode }, `listening on ${env.HOST}:${port}, starting`);
      resolve(port);
    });
  });
}
