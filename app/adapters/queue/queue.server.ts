import { sql } from "drizzle-orm";
import pgBossPackage from "pg-boss/package.json" with { type: "json" };
import {
  PgBoss,
  fromDrizzle,
  fromPglite,
  type ConstructorOptions,
  type Job,
  type JobInsert,
  type JobWithMetadata,
  type Queue,
  type SendOptions,
  type WorkOptions,
} from "pg-boss";
import type { Transaction } from "../db/advisory-lock.server.ts";
import type { Database, DatabaseHandle } from "../db/client.server.ts";
import { reportPool, reportQueueCounts, type QueueCount } from "../metrics.server.ts";
import { watchQueueErrors, type QueueErrorWatch } from "./queue-errors.server.ts";

/**
 * The background job queue (issue 17; docs/decisions/023): pg-boss on the same database as everything else. On PostgreSQL
 * every instance runs it and claims work with SKIP LOCKED, so a job runs on one instance once; on the embedded database
 * it runs in the one process through pg-boss's PGlite adapter. Jobs survive restarts (they are rows), retry with backoff
 * and are sent inside the transaction that makes them necessary (enqueue), so a job exists exactly when its cause committed.
 */
export type Queues = PgBoss;

export interface QueueDefinition {
  name: string;
  /** Retries and backoff (pg-boss queue options): each queue says how it fails. */
  options?: Omit<Queue, "name">;
}

let started: { boss: PgBoss; handle: DatabaseHandle; errors: QueueErrorWatch } | undefined;
const definitions = new Map<string, QueueDefinition>();

/**
 * Declares a queue; it is created (or updated) when the queue starts. Features declare theirs at module load. Never
 * partitioned: pg-boss creates a partitioned queue's table when the queue is created, and the app's role may not create
 * tables (docs/decisions/033).
 */
export function defineQueue(definition: QueueDefinition): string {
  if (definition.options?.partition)
    throw new Error(`queue ${definition.name}: a partitioned queue needs a table created at start, which the app's role may not do`);
  definitions.set(definition.name, definition);
  return definition.name;
}

/** pg-boss's own tables live in this schema (the release step grants the app's role their use, app-role.server.ts). */
export const QUEUE_SCHEMA = "pgboss";
/** The version of its tables this build's pg-boss runs on (pg-boss refuses to start on another without migrating). */
const QUEUE_SCHEMA_VERSION = pgBossPackage.pgboss.schema;

/**
 * Why the queue could not start without migrating its tables, or null when it can: an instance started with
 * MIGRATE_ON_START=off waits for this as for the app's migrations, since the release step installs the queue's tables
 * after them (scripts/migrate.ts) and pg-boss, told not to migrate, stops the process on tables absent or older.
 */
export async function queueNotReadyReason(db: Database): Promise<string | null> {
  const { rows } = await db.execute<{ table: string | null }>(sql`select to_regclass(${`${QUEUE_SCHEMA}.version`})::text as "table"`);
  if (!rows[0]?.table) return `the job queue's tables are not installed (schema ${QUEUE_SCHEMA})`;
  const versions = await db.execute<{ version: number }>(sql.raw(`select version from ${QUEUE_SCHEMA}.version`));
  const version = versions.rows[0]?.version;
  return version === QUEUE_SCHEMA_VERSION
    ? null
    : `the job queue's tables are at version ${version ?? "none"}, this build's pg-boss needs ${QUEUE_SCHEMA_VERSION}`;
}

function createBoss(handle: DatabaseHandle, options: ConstructorOptions): PgBoss {
  return handle.kind === "pglite"
    ? new PgBoss({ db: fromPglite(handle.pglite!), backend: "pglite", schema: QUEUE_SCHEMA, ...options })
    : new PgBoss({ connectionString: handle.url!, max: 3, schema: QUEUE_SCHEMA, application_name: "zvuk-queue", ...options });
}

/**
 * Installs or upgrades the queue's own tables (schema `pgboss`, pg-boss's migrations under its advisory lock): part of
 * the release step (`npm run db:migrate`) on PostgreSQL, like the app's migrations.
 */
export async function migrateQueue(handle: DatabaseHandle): Promise<void> {
  const boss = createBoss(handle, { migrate: true, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}

/**
 * Starts pg-boss on the opened database and creates the declared queues; idempotent per handle. It migrates its own
 * tables where the app migrates on start (`migrate`: the embedded database always, PostgreSQL unless MIGRATE_ON_START=off,
 * when the release step has done it).
 */
export async function startQueue(handle: DatabaseHandle, { migrate = true }: { migrate?: boolean } = {}): Promise<PgBoss> {
  if (started?.handle === handle) return started.boss;
  if (started) await stopQueue();
  const boss = createBoss(handle, { migrate });
  // An outage logs twice (lost, back) however many errors pg-boss reports in between; each is counted.
  const errors = watchQueueErrors(() => boss.getDb().executeSql("select 1"));
  boss.on("error", errors.onError);
  await boss.start();
  for (const definition of definitions.values()) await ensureQueue(boss, definition);
  started = { boss, handle, errors };
  reportQueueCounts(countQueueJobs);
  // The queue's own connections (PostgreSQL: its pool of 3) count in db_pool_connections with the app's.
  const db = boss.getDb();
  reportPool("queue", () => db.poolCounts?.() ?? null);
  return boss;
}

/**
 * Creates a declared queue, or brings an existing one's options up to date. A policy and partitioning are fixed at
 * creation (pg-boss refuses to update them, and refuses an update with nothing in it): a restart must not fail on them.
 */
async function ensureQueue(boss: PgBoss, { name, options = {} }: QueueDefinition): Promise<void> {
  if (!(await boss.getQueue(name))) return void (await boss.createQueue(name, options));
  const updatable = Object.fromEntries(Object.entries(options).filter(([option]) => option !== "policy" && option !== "partition"));
  if (Object.keys(updatable).length > 0) await boss.updateQueue(name, updatable);
}

export function getQueue(): PgBoss {
  if (!started) throw new Error("the job queue is not started (startQueue)");
  return started.boss;
}

/** Whether the queue runs in this process (tests that never start it enqueue nothing). */
export function isQueueStarted(): boolean {
  return started !== undefined;
}

/**
 * Jobs are sent inside a transaction only to a declared queue: pg-boss looks an unknown name up on its own connection,
 * which on the embedded database (one connection) waits for the caller's open transaction forever.
 */
function assertDeclared(name: string): void {
  if (!definitions.has(name)) throw new Error(`no queue named ${name} was declared (defineQueue)`);
}

/** Sends a job inside `tx`: it exists only if the transaction commits (to a declared queue only, see assertDeclared). */
export async function enqueue(tx: Transaction, name: string, data: object, options: SendOptions = {}): Promise<string | null> {
  assertDeclared(name);
  return getQueue().send(name, data, { ...options, db: fromDrizzle(tx, sql) });
}

/** Sends one job per item of `data` inside `tx` in one statement (pg-boss insert): many alerts dispatched at once. */
export async function enqueueMany(tx: Transaction, name: string, data: readonly object[], options: Omit<JobInsert, "data"> = {}): Promise<void> {
  assertDeclared(name);
  if (data.length === 0) return;
  await getQueue().insert(
    name,
    data.map((item) => ({ ...options, data: item })),
    { db: fromDrizzle(tx, sql) },
  );
}

/** Runs `handler` for each job of `name`, one at a time per call (batchSize 1), in this process. */
export async function work<T extends object>(name: string, options: WorkOptions, handler: (job: Job<T>) => Promise<void>): Promise<string> {
  return getQueue().work<T>(name, { batchSize: 1, ...options }, async ([job]) => {
    if (job) await handler(job);
  });
}

/**
 * Runs `handler` for each job of `name`, fetching up to `batchSize` at a time and handling them side by side: for queues
 * of many small independent jobs (alert messages, mails), where one fetch per job would leave the workers waiting on
 * polls. Jobs with the same `inOrderOf` key (a mail's recipient) run one after another in the order they were sent
 * (their creation time: a fetch returns its batch in no particular order).
 * If any job of a batch fails, the batch fails and is retried as a whole: its handler must be idempotent (those that
 * succeeded are no-ops the second time).
 */
export async function workBatches<T extends object>(
  name: string,
  { inOrderOf, ...options }: WorkOptions & { batchSize: number; inOrderOf?: (job: Job<T>) => string },
  handler: (job: Job<T>) => Promise<void>,
): Promise<string> {
  const settle = async (jobs: JobWithMetadata<T>[]): Promise<PromiseSettledResult<void>[]> => {
    if (!inOrderOf) return Promise.allSettled(jobs.map((job) => handler(job)));
    const lines = Map.groupBy(
      jobs.toSorted((a, b) => a.createdOn.getTime() - b.createdOn.getTime()),
      inOrderOf,
    );
    const one = (job: Job<T>) =>
      handler(job).then(
        (value): PromiseSettledResult<void> => ({ status: "fulfilled", value }),
        (reason: unknown): PromiseSettledResult<void> => ({ status: "rejected", reason }),
      );
    const settled = await Promise.all(
      [...lines.values()].map(async (line) => {
        const results: PromiseSettledResult<void>[] = [];
        for (const job of line) results.push(await one(job));
        return results;
      }),
    );
    return settled.flat();
  };
  // While fetches come back full, fetch again at once instead of waiting for the next poll.
  return getQueue().work<T, void, WorkOptions & { includeMetadata: true }>(
    name,
    { burstWhenBatchFull: true, ...options, includeMetadata: true },
    async (jobs) => {
      const failures = (await settle(jobs)).filter((result) => result.status === "rejected");
      if (failures.length > 0)
        throw new AggregateError(
          failures.map((failure) => failure.reason),
          `${failures.length} of ${jobs.length} jobs of ${name} failed`,
        );
    },
  );
}

/**
 * Each declared queue's jobs by state, as pg-boss keeps them (its monitor refreshes the counts every minute or so): what
 * /metrics reports and the console's overview shows. Empty when the queue does not run in this process.
 */
export async function countQueueJobs(): Promise<QueueCount[]> {
  if (!started) return [];
  const names = [...definitions.keys()];
  const [queues, waited] = await Promise.all([started.boss.getQueues(names), oldestReadySeconds(started.boss, names)]);
  return queues
    .map((queue) => ({
      queue: queue.name,
      ready: queue.readyCount,
      active: queue.activeCount,
      deferred: queue.deferredCount + queue.blockedCount,
      failed: queue.failedCount,
      oldestReadySeconds: waited.get(queue.name) ?? 0,
    }))
    .sort((a, b) => a.queue.localeCompare(b.queue));
}

/**
 * By queue, how long its oldest job ready to run (created or retrying, its start time passed) has waited since it could
 * run: read from the jobs themselves, as pg-boss's own figure is kept only with its stats snapshots on. Along pg-boss's
 * fetch index (name, start_after) of waiting jobs.
 */
async function oldestReadySeconds(boss: PgBoss, names: string[]): Promise<Map<string, number>> {
  const result = (await boss
    .getDb()
    .executeSql(
      `select name, extract(epoch from now() - min(start_after))::float8 as seconds from ${QUEUE_SCHEMA}.job where name = any($1) and state < 'active' and start_after <= now() group by name`,
      [names],
    )) as { rows: { name: string; seconds: number }[] };
  return new Map(result.rows.map((row) => [row.name, Math.max(0, Number(row.seconds))]));
}

/** Stops fetching, waits for jobs under way (up to pg-boss's timeout), and lets go of the database. */
export async function stopQueue(): Promise<void> {
  const current = started;
  started = undefined;
  reportQueueCounts(undefined);
  reportPool("queue", undefined);
  current?.errors.stop();
  if (current) await current.boss.stop({ graceful: true, timeout: 10_000 });
}
