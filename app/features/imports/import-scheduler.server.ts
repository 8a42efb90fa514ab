import type { Database } from "~/adapters/db/client.server";
import { logger } from "~/adapters/logger.server";
import { runImportRound, sheetIdFor, type ImportDeps, type ImportEnv } from "./import-round.server";

let timer: ReturnType<typeof setInterval> | undefined;
let running: Promise<unknown> | undefined;

/**
 * Imports jobs and blog now and then every SHEETS_REFRESH_SECONDS (ARCHITECTURE "scheduler").
 * With only demo rows to import, start-up waits for the first round (well under a second), so
 * the first page already lists jobs; a sheet read may take 3 attempts of up to 10 s each, so
 * start-up does not wait for Google. Instances share the work through the advisory lock.
 */
export async function startImports(db: Database, env: ImportEnv, deps: ImportDeps = {}): Promise<void> {
  if (timer) clearInterval(timer);
  const round = () => {
    // A round longer than the interval is not overlapped by the next one.
    running ??= runImportRound(db, env, deps)
      .catch((error: unknown) => logger.error({ err: error }, "import round failed"))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  timer = setInterval(() => void round(), env.SHEETS_REFRESH_SECONDS * 1000);
  // The schedule alone must never keep the process alive (tests, graceful shutdown).
  timer.unref();
  const first = round();
  if (!sheetIdFor(env, "jobs") && !sheetIdFor(env, "blog")) await first;
}

/** Stops the schedule; resolves once a round that is under way has finished. */
export async function stopImports(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  await running;
}
