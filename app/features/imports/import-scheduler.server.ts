import type { Database } from "~/adapters/db/client.server";
import { defineQueue } from "~/adapters/queue/queue.server";
import { runRound, startSchedule } from "~/server/schedule";
import { runImportRound, sheetIdFor, type ImportDeps, type ImportEnv, type RoundOutcome } from "./import-round.server";

/** The import's rounds (a failed one is retried by the next). */
export const IMPORTS_QUEUE = defineQueue({ name: "sheet-imports", options: { retryLimit: 0 } });

/** The round this process is running, scheduled, at start or asked for in the console: never two at once. */
let underWay: Promise<unknown> | undefined;

function track<T>(round: Promise<T>): Promise<T> {
  underWay = round;
  void round
    .finally(() => {
      if (underWay === round) underWay = undefined;
    })
    .catch(() => undefined);
  return round;
}

/**
 * Imports jobs and blog now and then every SHEETS_REFRESH_SECONDS, on the job queue (app/server/schedule.ts). With only
 * demo rows to import, start-up waits for the first round (well under a second), so the first page already lists jobs;
 * a sheet read may take 3 attempts of up to 10 s each, so start-up does not wait for Google. Instances share the work
 * through the advisory lock.
 */
export async function startImports(db: Database, env: ImportEnv, deps: ImportDeps = {}): Promise<void> {
  const round = () => underWay ?? track(runImportRound(db, env, deps));
  await startSchedule({ queue: IMPORTS_QUEUE, job: "import round", intervalSeconds: env.SHEETS_REFRESH_SECONDS, round });
  // The first round at start runs here on every instance, like the console's "import now": one waits for it below.
  const first = runRound("import round", round).catch(() => undefined);
  if (!sheetIdFor(env, "jobs") && !sheetIdFor(env, "blog")) await first;
}

/** Resolves once a round this process runs has finished (the queue's own rounds stop with the queue). */
export async function stopImports(): Promise<void> {
  await underWay?.catch(() => undefined);
}

export type ImportNowResult = { ran: true; jobs: RoundOutcome; blog: RoundOutcome } | { ran: false };

/**
 * The console's "import now" (docs/decisions/022): a round at once, recorded with the operator's e-mail, unless this
 * process is running one (refused: ran false). Another instance holding a sheet's advisory lock makes that sheet's
 * outcome "locked", which the console shows as a refusal too.
 */
export async function importNow(db: Database, env: ImportEnv, operator: string, deps: ImportDeps = {}): Promise<ImportNowResult> {
  if (underWay) return { ran: false };
  const result = await track(runImportRound(db, env, deps, { operator }));
  return { ran: true, ...result };
}
