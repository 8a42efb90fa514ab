import "./node-env.ts";
import { spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { isStartupFailure } from "../app/adapters/db/startup-failure.ts";
import { logger } from "../app/adapters/logger.server.ts";
import { collectProcessMetrics } from "../app/adapters/metrics.server.ts";
import { ConfigError, parseEnv } from "../app/config/env.server.ts";
import { createHttpServer } from "./app.ts";
import { createPageHandler } from "./page-handler.ts";
import { createProbes } from "./probes.ts";
import { shutDown } from "./shutdown.ts";
import { startWorkers } from "./workers.ts";

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
  startServices(): Promise<void>;
  stopServices(): Promise<void>;
  onSiteChange(listener: () => void): () => void;
}

/** How long requests under way may take to finish once the server is told to stop. */
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
    { port: env.PORT, mode, processes: processCount, readyMs: Math.round(performance.now() - startedAt) },
    `listening on ${env.HOST}:${env.PORT}: ${env.origin}`,
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

/** One server process: the page handler over the build, after the services have started. */
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

  const services = (await getBuild()).entry.module as unknown as ServicesModule;
  await services.startServices().catch(stopStarting);

  const pages = createPageHandler({ getBuild, mode, isRenderCacheEnabled: env.RENDER_CACHE === "on" && mode !== "development" });
  services.onSiteChange(() => pages.forgetRenders());
  const probes = createProbes();
  collectProcessMetrics();
  const server = createHttpServer({
    projectRoot,
    origin: env.origin,
    trustProxy: env.TRUST_PROXY,
    pages,
    probes,
    metricsToken: env.METRICS_TOKEN,
    devMiddleware,
  }).listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    if (cluster.isPrimary) logger.info({ port, mode, readyMs: Math.round(performance.now() - startedAt) }, `listening on ${env.HOST}:${port}: ${env.origin}`);
  });

  // SIGTERM from an orchestrator, SIGINT from a terminal: the same graceful stop (shutdown.ts).
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      if (env.SHUTDOWN_DRAIN_SECONDS > 0)
        logger.info({ signal, drainSeconds: env.SHUTDOWN_DRAIN_SECONDS }, "draining: readiness answers 503 before the listener closes");
      shutDown({ server, probes, drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000, graceMs: SHUTDOWN_GRACE_MS, stopServices: () => services.stopServices() }).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "stopping the services failed");
          process.exit(1);
        },
      );
    });
  }
}
