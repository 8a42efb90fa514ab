import type { Database } from "~/adapters/db/client.server";
import { logger } from "~/adapters/logger.server";
import { announceSiteChange } from "~/server/site-changes";
import { fetchSheetValues, SheetsError, type FetchSheetValuesOptions } from "~/adapters/sheets/sheets-client.server";
import type { Env } from "~/config/env.server";
import { importBlog } from "~/features/blog/index.server";
import { closeExpiredJobs, importJobs } from "~/features/jobs/index.server";
import { demoRows as loadDemoRows, sampleJobRows } from "~/features/demo-content/index.server";
import type { ImportResult } from "~/adapters/sheets/import-result";
import { SHEET_RANGES } from "~/adapters/sheets/sheet-ranges";
import type { ImportRunOutcome } from "~/adapters/db/schema";
import { recordImportRun } from "./import-runs.server";

export type ImportEnv = Pick<Env, "SHEETS_API_KEY" | "JOBS_SHEET_ID" | "BLOG_SHEET_ID" | "SHEETS_BASE_URL" | "SHEETS_REFRESH_SECONDS" | "hasDemoContent">;

/** The demo rows that stand in for an unconfigured sheet; with demo content off there are none, so demo rows left from a try-out close. */
async function demoRows(env: ImportEnv, kind: "jobs" | "blog"): Promise<string[][]> {
  return env.hasDemoContent ? loadDemoRows(kind) : [];
}

/** Seams for tests: the HTTP client, the pause between attempts, the clock, the per-attempt timeout. */
export type ImportDeps = Pick<FetchSheetValuesOptions, "fetch" | "sleep" | "timeoutMs"> & { now?: () => Date };

/** `error`: the sheet's last read failed (Google's code, status and message), even when the sample stood in. */
export type RoundOutcome = (ImportResult & { source: string; error?: string }) | { outcome: "failed"; source: string; error: string };

/** Who started a round: the schedule, or the operator (their e-mail) who pressed "import now". */
export type RoundTrigger = "schedule" | { operator: string };

/** Which sheet a kind is read from, or undefined when the demo rows stand in (ARCHITECTURE "Embedded default"). */
export function sheetIdFor(env: ImportEnv, kind: "jobs" | "blog"): string | undefined {
  const id = kind === "jobs" ? env.JOBS_SHEET_ID : env.BLOG_SHEET_ID;
  return env.SHEETS_API_KEY && id ? id : undefined;
}

/**
 * One import of jobs then blog, each recorded as an import run (docs/decisions/022), then the jobs whose validThrough
 * has passed are closed; never throws, every outcome is logged.
 */
export async function runImportRound(
  db: Database,
  env: ImportEnv,
  deps: ImportDeps = {},
  trigger: RoundTrigger = "schedule",
): Promise<{ jobs: RoundOutcome; blog: RoundOutcome }> {
  const { now: clock, ...client } = deps;
  const now = clock?.() ?? new Date();
  const attempt = (kind: "jobs" | "blog", work: () => Promise<RoundOutcome>) => recorded(db, kind, trigger, clock, work);
  /** The rows, or the SheetsError after the last attempt (each attempt is logged by the adapter). */
  const read = (spreadsheetId: string, range: string) =>
    fetchSheetValues({ ...client, baseUrl: env.SHEETS_BASE_URL, apiKey: env.SHEETS_API_KEY ?? "", spreadsheetId, range }).catch((error: unknown) => {
      if (error instanceof SheetsError) return error;
      throw error;
    });

  const jobs = await attempt("jobs", async () => {
    const sheetId = sheetIdFor(env, "jobs");
    if (!sheetId) return { source: "demo", ...(await importJobs(db, await demoRows(env, "jobs"), { source: "demo", now, supersedes: ["sample"] })) };
    const rows = await read(sheetId, SHEET_RANGES.jobs);
    if (Array.isArray(rows)) return { source: "sheet", ...(await importJobs(db, rows, { source: "sheet", now, supersedes: ["demo", "sample"] })) };
    // Spec 7: after the last failure the built-in two-job sample is used; here only while the
    // table is empty, so jobs imported earlier stay up (ARCHITECTURE "Deliberate deviations").
    logger.error({ import: "jobs", code: rows.code, status: rows.status, error: rows.message }, "jobs sheet unreachable");
    const error = `${rows.code} ${rows.status}: ${rows.message}`;
    return { source: "sample", error, ...(await importJobs(db, sampleJobRows, { source: "sample", now, onlyIfEmpty: true })) };
  });
  const expired = await closeExpiredJobs(db, now).catch((error: unknown) => {
    logger.error({ err: error }, "could not close the jobs past their validThrough");
    return 0;
  });
  if (jobs.outcome === "imported" || expired > 0) await announceSiteChange("jobs");

  const blog = await attempt("blog", async () => {
    const sheetId = sheetIdFor(env, "blog");
    if (!sheetId) return { source: "demo", ...(await importBlog(db, await demoRows(env, "blog"), { source: "demo", now })) };
    // Spec 7: a failed blog read gives an empty list; the posts imported earlier are left as they are.
    const rows = await read(sheetId, SHEET_RANGES.blog);
    if (!Array.isArray(rows)) return { outcome: "failed", source: "sheet", error: `${rows.code} ${rows.status}: ${rows.message}` };
    return { source: "sheet", ...(await importBlog(db, rows, { source: "sheet", now, supersedes: ["demo"] })) };
  });

  return { jobs, blog };
}

/** Runs one sheet's import, logs it and records it as an import run. */
async function recorded(
  db: Database,
  kind: "jobs" | "blog",
  trigger: RoundTrigger,
  clock: (() => Date) | undefined,
  work: () => Promise<RoundOutcome>,
): Promise<RoundOutcome> {
  const startedAt = clock?.() ?? new Date();
  let outcome: RoundOutcome;
  try {
    outcome = await work();
    // Skipped rows are logged one by one as they are found (log-skipped.server.ts), not again here.
    logger[outcome.outcome === "failed" ? "warn" : "info"]({ import: kind, ...outcome, skippedRows: undefined }, `${kind} import: ${outcome.outcome}`);
  } catch (error) {
    logger.error({ import: kind, err: error }, `${kind} import failed`);
    outcome = { outcome: "failed", source: "unknown", error: error instanceof Error ? error.message : String(error) };
  }
  const counts = "accepted" in outcome ? outcome : { accepted: 0, skipped: 0, closed: 0, skippedRows: [] };
  await recordImportRun(db, {
    sheet: kind,
    source: outcome.source,
    trigger: trigger === "schedule" ? "schedule" : trigger.operator,
    startedAt,
    finishedAt: clock?.() ?? new Date(),
    outcome: runOutcome(outcome),
    accepted: counts.accepted,
    skipped: counts.skipped,
    closed: counts.closed,
    skippedRows: counts.skippedRows,
    error: outcome.error ?? null,
  });
  return outcome;
}

/** A round that read no sheet (its error says why) failed, even when the sample stood in or was not needed. */
function runOutcome(outcome: RoundOutcome): ImportRunOutcome {
  if (outcome.outcome === "locked") return "locked";
  return outcome.outcome === "failed" || outcome.error ? "failed" : "ok";
}
