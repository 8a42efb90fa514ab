import type { Server } from "node:http";
import { Server as NetServer } from "node:net";
import type { Probes } from "./probes.ts";

export interface ShutdownSteps {
  server: Server;
  probes: Probes;
  /**
   * SHUTDOWN_DRAIN_SECONDS: how long idle keep-alive connections are left to the proxy to close before the server closes
   * them; set it above the proxy's upstream keep-alive timeout (deploy/nginx/zvuk-rabota.conf: 2 s).
   */
  drainMs: number;
  /** How long requests under way may take after that. */
  graceMs: number;
  stopServices(): Promise<void>;
}

/**
 * A graceful stop (docs/decisions/013), made so that nginx, which only learns about an instance from its answers, loses
 * no request, a POST included:
 * 1. New connections are refused at once (the listener closes; Node's own `server.close()` would also close idle
 *    keep-alive connections, see 3). nginx passes a refused request to another instance, a POST too, since nothing of it
 *    was sent, and skips this one for its fail_timeout: the drain is visible to it from the first request.
 * 2. Every answer from now on says `Connection: close` (server/app.ts), so a connection nginx still sends a request on
 *    is closed by this server only after its answer, when nginx knows not to use it again; /readyz answers 503.
 * 3. An idle keep-alive connection is left for nginx to close (its upstream keepalive_timeout): closed here, it could
 *    meet a request nginx is just sending on it, and nginx does not retry a POST it has sent. After `drainMs` whatever is
 *    still idle is closed; after `graceMs` more, requests still under way are cut.
 * The services (schedules, the queue, the database) stop once the last connection has ended.
 */
export async function shutDown({ server, probes, drainMs, graceMs, stopServices }: ShutdownSteps): Promise<void> {
  probes.startDraining();
  const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  const idle = setTimeout(() => server.closeIdleConnections(), drainMs);
  const grace = setTimeout(() => server.closeAllConnections(), drainMs + graceMs);
  await closed;
  clearTimeout(idle);
  clearTimeout(grace);
  await stopServices();
}
