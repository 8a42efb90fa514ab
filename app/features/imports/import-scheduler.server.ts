import type { Database } from "~/adapters/db/client.server";
import { startSchedule, type Schedule } from "~/server/schedule";
import { runImportRound, sheetIdFor, type ImportDeps, type ImportEnv } from "./import-round.server";

let schedule: Schedule | undefined;

/**
 * Imports jobs and blog now and then every SHEETS_REFRESH_SECONDS (app/server/schedule.ts).
 * With only demo rows to import, start-up waits for the first round (well under a second), so
 * the first page already lists jobs; a sheet read may take 3 attempts of up to 10 s each, so
 * start-up does not wait for Google. Instances share the work through the advisory lock.
 */
export async function startImports(db: Database, env: ImportEnv, deps: ImportDeps = {}): Promise<void> {
  await schedule?.stop();
  schedule = startSchedule("import round", env.SHEETS_REFRESH_SECONDS * 1000, () => runImportRound(db, env, deps));
  const first = schedule.runNow();
  if (!sheetIdFor(env, "jobs") && !sheetIdFor(env, "blog")) await first;
}

/** Stops the schedule; resolves once a round that is under way has finished. */
export async function stopImports(): Promise<void> {
  const stopping = schedule;
  schedule = undefined;
  await stopping?.stop();
}
