import { randomUUID } from "node:crypto";
import { and, asc, eq, getTableColumns, isNotNull, like, lte, or, sql, type SQL } from "drizzle-orm";
import type { Transaction } from "~/adapters/db/advisory-lock.server";
import type { Database } from "~/adapters/db/client.server";
import { escapeLike } from "~/adapters/db/escape-like";
import { jobs, type ContentSource, type JobRow } from "~/adapters/db/schema";
import { recordAudit, type AuditActor } from "~/server/audit-log.server";
import { keysetPage, type KeysetPage, type KeysetQuery, type TimeAndId } from "~/server/keyset-cursor";
import { announceSiteChange } from "~/server/site-changes";
import { CONSOLE_JOB_ID_PREFIX, CONSOLE_WRITTEN_SOURCES, jobFromFields, type JobFields } from "./job-fields.schema";
import { normalizeSearchText } from "./search-text";
import { refuse, type Outcome } from "~/server/outcome";

/** The console's job list filters (docs/decisions/022), its page by keyset on (post date, id). */
export type ConsoleJobQuery = KeysetQuery<{ q: string; status: "" | "open" | "closed"; source: "" | ContentSource }, TimeAndId>;

export interface ConsoleJobRow {
  id: string;
  title: string;
  company: string;
  location: string;
  source: ContentSource;
  isOpen: boolean;
  postDate: string;
  validThrough: string | null;
}

export type ConsoleJobPage = KeysetPage<ConsoleJobRow>;

/**
 * One page of every job (open or closed, any source), newest first in the order of job_post_date_idx and
 * job_source_post_date_idx (post_date DESC NULLS LAST, id), by keyset: a page deep in 100 000 jobs costs what the first
 * does. The search is the public search's (lower case, ё → е, substring of title, company and description, through the
 * trigram index) or an exact id.
 */
export function consoleJobsStatement(db: Database, query: ConsoleJobQuery) {
  const { q, status, source } = query.filters;
  const text = normalizeSearchText(q);
  const conditions: (SQL | undefined)[] = [
    status ? eq(jobs.isOpen, status === "open") : undefined,
    source ? eq(jobs.source, source) : undefined,
    text ? or(like(jobs.searchText, `%${escapeLike(text)}%`), eq(jobs.id, q.trim())) : undefined,
  ];
  if (query.after) {
    const [postDate, id] = query.after;
    // The redundant `<=` lets the index start at the cursor; the OR alone would read from the top.
    conditions.push(
      sql`${jobs.postDate} <= ${postDate}::timestamptz`,
      sql`(${jobs.postDate} < ${postDate}::timestamptz or (${jobs.postDate} = ${postDate}::timestamptz and ${jobs.id} > ${id}))`,
    );
  }
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      location: jobs.location,
      source: jobs.source,
      isOpen: jobs.isOpen,
      postDate: jobs.postDate,
      cursorAt: sql<string>`${jobs.postDate}::text`,
      validThrough: jobs.validThrough,
    })
    .from(jobs)
    .where(and(...conditions))
    .orderBy(sql`${jobs.postDate} desc nulls last`, asc(jobs.id))
    .limit(query.pageSize + 1);
}

export async function listConsoleJobs(db: Database, query: ConsoleJobQuery): Promise<ConsoleJobPage> {
  const page = keysetPage(await consoleJobsStatement(db, query), query.pageSize, (row) => [row.cursorAt, row.id]);
  return {
    rows: page.rows.map(({ cursorAt: _cursor, ...row }) => ({
      ...row,
      postDate: row.postDate.toISOString(),
      validThrough: row.validThrough?.toISOString() ?? null,
    })),
    next: page.next,
  };
}

/** A job as the console's edit page reads it, with `seen` (when it was last written), the edit guard. */
export type ConsoleJob = Omit<JobRow, "postDate" | "closedAt" | "importedAt" | "validThrough" | "searchText"> & {
  postDate: string;
  closedAt: string | null;
  validThrough: string | null;
  seen: string;
};

export async function getConsoleJob(db: Database, id: string): Promise<ConsoleJob | null> {
  const [row] = await db.select(getTableColumns(jobs)).from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!row) return null;
  return {
    ...auditView(row),
    postDate: row.postDate.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    validThrough: row.validThrough?.toISOString() ?? null,
    seen: row.importedAt.toISOString(),
  };
}

/** Why a console write changed nothing: each is a 4xx with its own message. */
export type ConsoleJobRefusal = "NOT_FOUND" | "NOT_CONSOLE" | "STALE" | "ALREADY_CLOSED" | "ALREADY_OPEN" | "EXPIRED";

export type ConsoleJobResult = Outcome<ConsoleJobRefusal, { id: string }>;

/** What the audit log and the edit page keep of a job: its fields as the sheet has them, and its state (not the derived search text). */
function auditView(row: JobRow): Omit<JobRow, "searchText" | "importedAt"> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => key !== "searchText" && key !== "importedAt")) as Omit<JobRow, "searchText" | "importedAt">;
}

/**
 * Writes a new open job made in the console (`source` "console", or "submission" for an approved employer submission)
 * with an id no sheet row can take, and its `job.create` audit row, inside the caller's transaction. The insert is the
 * normal path: the `job_published` trigger records its publication (alerts, the channel). The caller announces the
 * "jobs" change after the commit.
 */
export async function insertConsoleJob(
  tx: Transaction | Database,
  input: { fields: JobFields; source: "console" | "submission"; actor: AuditActor; now: Date },
): Promise<{ id: string }> {
  const id = `${CONSOLE_JOB_ID_PREFIX}${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const { value } = jobFromFields(input.fields, input.now);
  const [row] = await tx
    .insert(jobs)
    .values({ ...value, id, source: input.source, isOpen: true, importedAt: input.now })
    .returning();
  if (!row) throw new Error("the job was not written");
  await recordAudit(tx, { actor: input.actor, action: "job.create", target: { type: "job", id }, before: null, after: auditView(row) });
  return { id };
}

/** A new job of source "console", open, with an id no sheet row can take; announced to every instance at once. */
export async function createConsoleJob(db: Database, fields: JobFields, actor: AuditActor, now = new Date()): Promise<{ id: string }> {
  const created = await db.transaction((tx) => insertConsoleJob(tx, { fields, source: "console", actor, now }));
  await announceSiteChange("jobs");
  return created;
}

type Change = (row: JobRow, now: Date) => { set: Partial<JobRow> } | { refusal: ConsoleJobRefusal };

/**
 * Applies one change to a console job in one transaction with its audit row, if the job is still as the operator saw
 * it (`seen`, its last write): the row is locked, checked, written, recorded. Anything else is refused and changes nothing.
 */
async function changeConsoleJob(db: Database, input: { id: string; seen: string; action: string; actor: AuditActor; now: Date }, change: Change) {
  const result = await db.transaction(async (tx): Promise<ConsoleJobResult> => {
    const [row] = await tx.select().from(jobs).where(eq(jobs.id, input.id)).for("update").limit(1);
    if (!row) return refuse("NOT_FOUND");
    if (!CONSOLE_WRITTEN_SOURCES.includes(row.source)) return refuse("NOT_CONSOLE");
    if (row.importedAt.toISOString() !== input.seen) return refuse("STALE");
    const decided = change(row, input.now);
    if ("refusal" in decided) return { ok: false, refusal: decided.refusal };
    const [after] = await tx
      .update(jobs)
      .set({ ...decided.set, importedAt: input.now })
      .where(eq(jobs.id, row.id))
      .returning();
    if (!after) throw new Error("the job was not written");
    await recordAudit(tx, { actor: input.actor, action: input.action, target: { type: "job", id: row.id }, before: auditView(row), after: auditView(after) });
    return { ok: true, id: row.id };
  });
  if (result.ok) await announceSiteChange("jobs");
  return result;
}

interface ChangeInput {
  id: string;
  seen: string;
  actor: AuditActor;
  now?: Date;
}

/** New field values; the post date is kept when the form leaves it empty (it fell back to now only at creation). */
export function updateConsoleJob(db: Database, input: ChangeInput & { fields: JobFields }): Promise<ConsoleJobResult> {
  const now = input.now ?? new Date();
  return changeConsoleJob(db, { ...input, now, action: "job.update" }, (row) => {
    const { value, dated } = jobFromFields(input.fields, now);
    return { set: { ...value, postDate: dated ? value.postDate : row.postDate } };
  });
}

export function closeConsoleJob(db: Database, input: ChangeInput): Promise<ConsoleJobResult> {
  const now = input.now ?? new Date();
  return changeConsoleJob(db, { ...input, now, action: "job.close" }, (row) =>
    row.isOpen ? { set: { isOpen: false, closedAt: now } } : { refusal: "ALREADY_CLOSED" },
  );
}

/** Reopening a job whose validThrough has passed is refused: set a later date (or none) first. */
export function reopenConsoleJob(db: Database, input: ChangeInput): Promise<ConsoleJobResult> {
  const now = input.now ?? new Date();
  return changeConsoleJob(db, { ...input, now, action: "job.reopen" }, (row) => {
    if (row.isOpen) return { refusal: "ALREADY_OPEN" };
    if (row.validThrough && row.validThrough <= now) return { refusal: "EXPIRED" };
    return { set: { isOpen: true, closedAt: null } };
  });
}

/** Sets or clears validThrough (null); the form's schema refuses a date already past. */
export function setConsoleJobValidThrough(db: Database, input: ChangeInput & { validThrough: Date | null }): Promise<ConsoleJobResult> {
  return changeConsoleJob(db, { ...input, now: input.now ?? new Date(), action: "job.valid_through" }, () => ({
    set: { validThrough: input.validThrough },
  }));
}

/**
 * Closes the open jobs whose validThrough has passed (docs/decisions/022: a job is listed until its validThrough, then
 * closed by the import round, like one that left the sheet). Returns how many it closed; the caller announces it.
 */
export async function closeExpiredJobs(db: Database, now = new Date()): Promise<number> {
  const closed = await db
    .update(jobs)
    .set({ isOpen: false, closedAt: sql`${jobs.validThrough}` })
    .where(and(eq(jobs.isOpen, true), isNotNull(jobs.validThrough), lte(jobs.validThrough, now)))
    .returning({ id: jobs.id });
  return closed.length;
}
