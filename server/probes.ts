import type { IncomingMessage, ServerResponse } from "node:http";
import { buildVersion } from "../app/config/build-version.ts";

/**
 * The orchestrator's and load balancer's view of this process (docs/decisions/011, 013). The server listens from its
 * first second, before the database is open: `/livez` answers 200 from then on (the process answers; restart it if
 * not), and `/version` says which build runs. `/readyz` (and `/healthz`, its older name) answers 503 with what start-up is waiting for ("starting: waiting
 * for PostgreSQL at db:5432", "starting: waiting for the release step: …") until the services have started, then goes
 * to the app's route, which checks the database and this build's schema; from SIGTERM on it is 503 "draining". A page
 * requested before the services have started waits for them (up to START_HOLD_MS), so a new instance that nginx
 * already sends requests to answers them late rather than with an error.
 */
export interface Probes {
  /** Answers /livez, and /readyz or /healthz while starting or draining; true when it answered. */
  answer(request: IncomingMessage, response: ServerResponse): boolean;
  /** Runs `serve` now once the services have started; before that, when they have, or answers 503 after START_HOLD_MS. */
  afterStart(response: ServerResponse, serve: () => void): void;
  /** What start-up is doing now, for /readyz. */
  setStartPhase(phase: string): void;
  /** The services have started: waiting requests are served, and /readyz goes to the app. */
  markStarted(): void;
  startDraining(): void;
  readonly isDraining: boolean;
  /** Runs `listener` when draining starts (server/app.ts: answers not yet begun then say `Connection: close`). */
  onDraining(listener: () => void): void;
}

/** How long a request that arrives while the services start waits for them before it is answered 503 (START_HOLD_SECONDS sets it). */
const START_HOLD_MS = 15_000;

const READINESS_PATHS = new Set(["/readyz", "/healthz"]);
/** What runs (deploy/RUNBOOK.md "Rollback"): the image's APP_VERSION or the checkout's commit, and Node's version. */
const VERSION = `${JSON.stringify({ version: buildVersion(), node: process.versions.node })}\n`;
const STARTING_PAGE = "Сайт запускается: обновите страницу через минуту.\nThe site is starting: reload the page in a minute.\n";

function reply(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): true {
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers });
  response.end(body);
  return true;
}

/**
 * `startPhase`: the process is starting (server/start.ts); without it the services count as started (tests of the HTTP
 * layer). `holdMs`: how long a request waits for the start (START_HOLD_MS).
 */
export function createProbes({ startPhase, holdMs = START_HOLD_MS }: { startPhase?: string; holdMs?: number } = {}): Probes {
  let isDraining = false;
  let phase = startPhase;
  const waiting = new Set<() => void>();
  const drainingListeners: Array<() => void> = [];
  return {
    answer(request, response) {
      const path = (request.url ?? "").split("?")[0];
      if (path === "/livez") return reply(response, 200, "ok");
      if (path === "/version") return reply(response, 200, VERSION, { "Content-Type": "application/json" });
      if (path === undefined || !READINESS_PATHS.has(path)) return false;
      if (isDraining) return reply(response, 503, "draining");
      if (phase !== undefined) return reply(response, 503, `starting: ${phase}`);
      return false;
    },
    afterStart(response, serve) {
      if (phase === undefined) return serve();
      const run = () => {
        clearTimeout(timer);
        waiting.delete(run);
        if (!response.destroyed) serve();
      };
      const timer = setTimeout(() => {
        waiting.delete(run);
        if (!response.destroyed) reply(response, 503, STARTING_PAGE, { "Retry-After": "10" });
      }, holdMs);
      waiting.add(run);
    },
    setStartPhase(next) {
      if (phase !== undefined) phase = next;
    },
    markStarted() {
      phase = undefined;
      for (const run of [...waiting]) run();
    },
    startDraining() {
      isDraining = true;
      for (const listener of drainingListeners) listener();
    },
    onDraining(listener) {
      drainingListeners.push(listener);
    },
    get isDraining() {
      return isDraining;
    },
  };
}
