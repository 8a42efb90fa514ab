import { and, desc, eq, lt } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { importRuns, type ImportRunOutcome, type ImportSheet } from "~/adapters/db/schema";
import { logger } from "~/adapters/logger.server";
import type { SkippedRow } from "~/adapters/sheets/parse-rows";
import { IMPORT_RUNS } from "~/config/constants";

export interface ImportRunRecord {
  sheet: ImportSheet;
  source: string;
  trigger: string;
  startedAt: Date;
  finishedAt: Date;
  outcome: ImportRunOutcome;
  accepted: number;
  skipped: number;
  closed: number;
  skippedRows: readonly SkippedRow[];
  error: string | null;
}

/**
 * Records one round of one sheet and drops that sheet's runs beyond the newest IMPORT_RUNS.keptPerSheet. Never throws:
 * a record that cannot be written is logged, and the import it describes stands.
 */
export async function recordImportRun(db: Database, run: ImportRunRecord): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.insert(importRuns).values({ ...run, skippedRows: run.skippedRows.slice(0, IMPORT_RUNS.skippedRowsKept) });
      const oldestKept = tx
        .select({ id: importRuns.id })
        .from(importRuns)
        .where(eq(importRuns.sheet, run.sheet))
        .orderBy(desc(importRuns.id))
        .offset(IMPORT_RUNS.keptPerSheet - 1)
        .limit(1);
      await tx.delete(importRuns).where(and(eq(importRuns.sheet, run.sheet), lt(importRuns.id, oldestKept)));
    });
  } catch (error) {
    logger.error({ err: error, import: run.sheet }, "could not record the import run");
  }
}

interface ImportRunView {
  id: number;
  source: string;
  trigger: string;
  startedAt: string;
  finishedAt: string;
  outcome: ImportRunOutcome;
  accepted: number;
  skipped: number;
  closed: number;
  skippedRows: SkippedRow[];
  error: string | null;
}

export interface SheetRuns {
  sheet: ImportSheet;
  runs: ImportRunView[];
  /** The newest run that failed with an error, which may be older than the runs shown. */
  lastError: { at: string; error: string } | null;
}

/** Each sheet's newest runs (IMPORT_RUNS.shownPerSheet) and its last error, for the console; index import_run_sheet_id_idx. */
export async function listImportRuns(db: Database, shown: number = IMPORT_RUNS.shownPerSheet): Promise<SheetRuns[]> {
  return Promise.all(
    (["jobs", "blog"] as const).map(async (sheet) => {
      const [runs, failed] = await Promise.all([
        db.select().from(importRuns).where(eq(importRuns.sheet, sheet)).orderBy(desc(importRuns.id)).limit(shown),
        db
          .select({ at: importRuns.finishedAt, error: importRuns.error })
          .from(importRuns)
          .where(and(eq(importRuns.sheet, sheet), eq(importRuns.outcome, "failed")))
          .orderBy(desc(importRuns.id))
          .limit(1),
      ]);
      const last = failed[0];
      return {
        sheet,
        runs: runs.map((run) => ({
          id: run.id,
          source: run.source,
          trigger: run.trigger,
          startedAt: run.startedAt.toISOString(),
          finishedAt: run.finishedAt.toISOString(),
          outcome: run.outcome,
          accepted: run.accepted,
          skipped: run.skipped,
          closed: run.closed,
          skippedRows: run.skippedRows,
          error: run.error,
        })),
        lastError: last?.error ? { at: last.at.toISOString(), error: last.error } : null,
      };
    }),
  );
}
