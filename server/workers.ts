import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";

/** The message a server process sends its primary once its services have started (server/start.ts). */
export const WORKER_READY = "zvuk:ready";

/** A worker that dies is replaced after this pause, so a crash loop does not spin a core. */
const RESTART_DELAY_MS = 1_000;

/**
 * The primary process of a multi-process server: forks `count` workers that share the listening
 * port. They start one after another, each once the one before is ready (it has listened and started
 * its services, WORKER_READY), so the first alone applies migrations and writes generated secrets before
 * the others read them; a worker that dies later is replaced. Resolves once all are ready; rejects if
 * one exits before it is. SIGINT/SIGTERM are passed to every worker, and
 * the primary exits when they have.
 */
export async function startWorkers(count: number, logger: Logger): Promise<void> {
  let isStopping = false;
  const fork = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork();
      const onExit = (code: number | null, signal: string | null) =>
        reject(new Error(`worker ${worker.process.pid} exited before it was ready (code ${code}, signal ${signal})`));
      const onMessage = (message: unknown) => {
        if (message !== WORKER_READY) return;
        worker.off("exit", onExit);
        worker.off("message", onMessage);
        resolve(worker);
      };
      worker.once("exit", onExit);
      worker.on("message", onMessage);
    });

  for (let started = 0; started < count; started++) await fork();

  cluster.on("exit", (worker, code, signal) => {
    if (isStopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "server process died; starting another");
    setTimeout(() => void fork().catch((error: unknown) => logger.error({ err: error }, "replacement server process failed to start")), RESTART_DELAY_MS);
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      isStopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
}
