import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The orchestrator's and load balancer's view of this process (docs/decisions/013). `/livez`: the process
 * answers (restart it if not). `/readyz` (and `/healthz`, its older name): send it traffic — the app's route
 * checks that the database answers and holds this build's schema; from SIGTERM on it is 503 "draining", for
 * SHUTDOWN_DRAIN_SECONDS before the listener closes, so the balancer stops sending requests first.
 */
export interface Probes {
  /** Answers /livez, and /readyz or /healthz while draining; true when it answered. */
  answer(request: IncomingMessage, response: ServerResponse): boolean;
  startDraining(): void;
}

const READINESS_PATHS = new Set(["/readyz", "/healthz"]);

function reply(response: ServerResponse, status: number, body: string): true {
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  response.end(body);
  return true;
}

export function createProbes(): Probes {
  let isDraining = false;
  return {
    answer(request, response) {
      const path = (request.url ?? "").split("?")[0];
      if (path === "/livez") return reply(response, 200, "ok");
      if (isDraining && path !== undefined && READINESS_PATHS.has(path)) return reply(response, 503, "draining");
      return false;
    },
    startDraining() {
      isDraining = true;
    },
  };
}
