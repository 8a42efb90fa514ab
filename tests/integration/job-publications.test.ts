import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobPublications, jobs } from "~/adapters/db/schema";
import { registry } from "~/adapters/metrics.server";
import { countQueueJobs, defineQueue, getQueue, startQueue, stopQueue } from "~/adapters/queue/queue.server";
import { importJobs } from "~/features/jobs/import-jobs.server";
import { sweepJobPublications, type PublishedJobs } from "~/features/jobs/job-publications.server";
import { databaseKinds, useMigratedDatabase } from "../support/databases";

const t1 = new Date("2026-03-01T09:00:00.000Z");
const t2 = new Date("2026-03-01T09:05:00.000Z");

function jobRow(id: string): string[] {
  return [id, `Вакансия ${id}`, "Студия", "", "Удалённо", "", "Описание", "", "", "", "01.03.2026", ""];
}

const CONSUMERS = [defineQueue({ name: "test-publications-a" }), defineQueue({ name: "test-publications-b" })];

describe.each(databaseKinds)("job publications on $name", (kind) => {
  const database = useMigratedDatabase(kind);
  beforeAll(async () => {
    await startQueue(database.handle);
  });
  afterAll(async () => {
    await stopQueue();
  });
  beforeEach(async () => {
    await database.db.execute(sql`delete from ${jobs}`);
    for (const name of CONSUMERS) await getQueue().deleteAllJobs(name);
  });

  const publications = () => database.db.select().from(jobPublications).orderBy(asc(jobPublications.jobId));

  /** Every job waiting in a consumer queue, as the job ids it carries. */
  async function handedTo(name: string): Promise<string[][]> {
    const handed = (await getQueue().fetch<PublishedJobs>(name, { batchSize: 100 })) ?? [];
    return handed.map((job) => job.data.jobIds);
  }

  it("records a job's first publication whatever wrote it, once: neither an update nor a reopening adds another", async () => {
    await importJobs(database.db, [jobRow("a"), jobRow("b")], { source: "sheet", now: t1 });
    expect((await publications()).map((row) => row.jobId)).toEqual(["a", "b"]);
    // b leaves the sheet (closed), comes back (reopened): still one publication, the first one.
    await importJobs(database.db, [jobRow("a")], { source: "sheet", now: t2 });
    const [, before] = await publications();
    await importJobs(database.db, [jobRow("a"), jobRow("b")], { source: "sheet", now: t2 });
    const after = await publications();
    expect(after.map((row) => row.jobId)).toEqual(["a", "b"]);
    expect(after[1]?.publishedAt).toEqual(before?.publishedAt);
    // A job written closed is published when it first opens.
    await database.db
      .insert(jobs)
      .values({ id: "c", title: "c", company: "c", location: "", type: "", postDate: t1, searchText: "c", source: "console", isOpen: false });
    expect((await publications()).map((row) => row.jobId)).toEqual(["a", "b"]);
    await database.db.update(jobs).set({ isOpen: true }).where(eq(jobs.id, "c"));
    expect((await publications()).map((row) => row.jobId)).toEqual(["a", "b", "c"]);
  });

  it("hands every publication to every consumer once, and marks it processed", async () => {
    await importJobs(database.db, [jobRow("a"), jobRow("b")], { source: "sheet", now: t1 });
    expect(await sweepJobPublications(database.db, CONSUMERS)).toBe(2);
    expect(await sweepJobPublications(database.db, CONSUMERS)).toBe(0);
    for (const name of CONSUMERS) expect(await handedTo(name)).toEqual([["a", "b"]]);
    expect((await publications()).every((row) => row.processedAt !== null)).toBe(true);
    await importJobs(database.db, [jobRow("a"), jobRow("b"), jobRow("c")], { source: "sheet", now: t2 });
    await sweepJobPublications(database.db, CONSUMERS);
    for (const name of CONSUMERS) expect(await handedTo(name)).toEqual([["c"]]);
  });

  it("hands nothing when the consumers' jobs could not be sent: the publications stay for the next sweep", async () => {
    await importJobs(database.db, [jobRow("a")], { source: "sheet", now: t1 });
    await expect(sweepJobPublications(database.db, ["no-such-queue"])).rejects.toThrow(/no-such-queue/);
    expect((await publications())[0]?.processedAt).toBeNull();
    expect(await sweepJobPublications(database.db, CONSUMERS)).toBe(1);
  });

  it("counts each declared queue's jobs by state, for the console's overview and /metrics", async () => {
    await importJobs(database.db, [jobRow("a"), jobRow("b")], { source: "sheet", now: t1 });
    await sweepJobPublications(database.db, CONSUMERS);
    await getQueue().send(CONSUMERS[0]!, { jobIds: ["later"] }, { startAfter: 3600 });
    // pg-boss keeps its counts up to date on its monitor's round; the test asks for one now.
    await getQueue().supervise();
    const counts = await countQueueJobs();
    expect(counts.find((count) => count.queue === CONSUMERS[0])).toMatchObject({ queue: CONSUMERS[0], ready: 1, active: 0, deferred: 1, failed: 0 });
    expect(counts.map((count) => count.queue)).toContain("job-publications");
    const gauge = await registry.getSingleMetric("job_queue_jobs")!.get();
    expect(gauge.values).toContainEqual({ labels: { queue: CONSUMERS[1], state: "ready" }, value: 1 });
  });

  it("reports how long each queue's oldest ready job has waited (issue 25, D16): a deferred one does not count until it can run", async () => {
    await getQueue().send(CONSUMERS[0]!, { jobIds: ["waiting"] });
    await getQueue().send(CONSUMERS[1]!, { jobIds: ["later"] }, { startAfter: 3600 });
    await database.db.execute(sql`update pgboss.job set start_after = now() - interval '90 seconds' where name = ${CONSUMERS[0]}`);
    const counts = await countQueueJobs();
    expect(counts.find((count) => count.queue === CONSUMERS[0])?.oldestReadySeconds).toBeGreaterThanOrEqual(90);
    expect(counts.find((count) => count.queue === CONSUMERS[1])?.oldestReadySeconds).toBe(0);
    const gauge = await registry.getSingleMetric("job_queue_oldest_ready_seconds")!.get();
    expect(gauge.values.find((value) => value.labels.queue === CONSUMERS[0])?.value).toBeGreaterThanOrEqual(90);
  });

  it.runIf(kind.name === "postgres")("counts the queue's own connections in db_pool_connections with the app's", async () => {
    const queueConnections = getQueue().getDb().poolCounts?.()?.total ?? 0;
    expect(queueConnections).toBeGreaterThan(0);
    const gauge = await registry.getSingleMetric("db_pool_connections")!.get();
    expect(gauge.values.find((value) => value.labels.state === "total")?.value).toBeGreaterThan(queueConnections);
  });
});
