import type { Server } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import type { Probes } from "./probes.ts";

export interface ShutdownSteps {
  server: Server;
  probes: Probes;
  /** How long readiness answers 503 while requests are still served (SHUTDOWN_DRAIN_SECONDS). */
  drainMs: number;
  /** How long requests under way may take once the listener is closed. */
  graceMs: number;
  stopServices(): Promise<void>;
}

/**
 * A graceful stop: readiness turns 503 and the balancer has `drainMs` to notice while requests are still
 * served; then the listener closes, idle connections end, requests under way finish (for up to `graceMs`),
 * and the services (schedulers, the database) stop last.
 */
export async function shutDown({ server, probes, drainMs, graceMs, stopServices }: ShutdownSteps): Promise<void> {
  probes.startDraining();
  if (drainMs > 0) await sleep(drainMs);
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const grace = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearTimeout(grace);
  await stopServices();
}
