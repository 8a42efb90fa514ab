import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { jobs } from "~/adapters/db/schema";
import { ADVISORY_LOCK_KEYS } from "~/adapters/db/advisory-lock-keys";
import { withAdvisoryLock, type Transaction } from "~/adapters/db/advisory-lock.server";
import { notImported, type ImportOptions, type ImportResult } from "~/adapters/sheets/import-result";
import { logSkippedRows } from "~/adapters/sheets/log-skipped.server";
import { parseRows, type SkippedRow } from "~/adapters/sheets/parse-rows";
import { batches, notAmong, upsertRows } from "~/adapters/db/upsert.server";
import { CONSOLE_WRITTEN_SOURCES } from "./job-fields.schema";
import { parseJobRow, type ParsedJob } from "./parse-job-row";

/** Columns a re-import overwrites; post_date only when the sheet gives a date (else "now" would move every round). */
const CONTENT_KEYS = [
  "title",
  "company",
  "companyLink",
  "location",
  "type",
  "description",
  "responsibilities",
  "requirements",
  "conditions",
  "isEnglish",
  "isRemote",
  "applyWebsite",
  "applyEmail",
  "applyForm",
  "applyTelegram",
  "applyHh",
  "searchText",
  "source",
  "isOpen",
] as const satisfies readonly (keyof typeof jobs.$inferInsert)[];
const DATED_KEYS = [...CONTENT_KEYS, "postDate"] as const;

/**
 * Imports sheet rows into `job` in one transaction (ARCHITECTURE "Deliberate deviations": the
 * server imports the sheet): upserts every accepted row, reopening a job that came back, and
 * closes open jobs of this source that left the sheet. Never deletes: saved jobs keep their target.
 * A job made in the console is never written: no sheet id can take its id (CONSOLE_JOB_ID_PREFIX), the
 * upsert leaves a row of source "console" alone, and only this import's own sources are closed.
 */
export async function importJobs(db: Database, rows: readonly unknown[], options: ImportOptions): Promise<ImportResult> {
  const now = options.now ?? new Date();
  const parsed = parseRows(rows, (row) => parseJobRow(row, { now }));
  const { unique, duplicates } = firstById(parsed.accepted);
  const skipped = [...parsed.skipped, ...duplicates];
  logSkippedRows("jobs", options.source, skipped);

  const locked = await withAdvisoryLock(db, ADVISORY_LOCK_KEYS.jobsImport, async (tx) => {
    if (options.onlyIfEmpty && (await hasAnyJob(tx))) return notImported("not-empty", skipped);
    const stamp = { source: options.source, isOpen: true, closedAt: null, importedAt: now };
    const dated = unique.filter((row) => row.dated);
    const undated = unique.filter((row) => !row.dated);
    for (const [compare, group] of [
      [DATED_KEYS, dated],
      [CONTENT_KEYS, undated],
    ] as const) {
      for (const batch of batches(group)) {
        await upsertRows(
          tx,
          jobs,
          batch.map((row) => ({ ...row.value, ...stamp })),
          { compare, alsoSet: ["closedAt", "importedAt"], neverUpdate: { key: "source", values: [...CONSOLE_WRITTEN_SOURCES] } },
        );
      }
    }
    const closed = await tx
      .update(jobs)
      .set({ isOpen: false, closedAt: now })
      .where(
        and(
          eq(jobs.isOpen, true),
          inArray(jobs.source, [options.source, ...(options.supersedes ?? [])]),
          notAmong(
            jobs.id,
            unique.map((row) => row.value.id),
          ),
        ),
      )
      .returning({ id: jobs.id });
    return { outcome: "imported", accepted: unique.length, skipped: skipped.length, closed: closed.length, skippedRows: skipped } satisfies ImportResult;
  });
  return locked.acquired ? locked.value : notImported("locked", skipped);
}

async function hasAnyJob(tx: Transaction): Promise<boolean> {
  const result = await tx.execute<{ present: boolean }>(sql`select exists (select 1 from ${jobs}) as present`);
  return result.rows[0]?.present === true;
}

/** One statement cannot upsert an id twice; the first row with an id wins, later ones are reported. */
function firstById<T extends { value: ParsedJob; rowNumber: number }>(rows: readonly T[]): { unique: T[]; duplicates: SkippedRow[] } {
  const seen = new Map<string, number>();
  const unique: T[] = [];
  const duplicates: SkippedRow[] = [];
  for (const row of rows) {
    const first = seen.get(row.value.id);
    if (first === undefined) {
      seen.set(row.value.id, row.rowNumber);
      unique.push(row);
    } else {
      duplicates.push({ rowNumber: row.rowNumber, reason: `duplicate id ${row.value.id} (first on row ${first})` });
    }
  }
  return { unique, duplicates };
}
