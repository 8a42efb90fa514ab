import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/adapters/db/client.server";
import type * as SiteChanges from "~/server/site-changes";
import type { SiteChange } from "~/server/site-changes";
import { databaseKinds, type TestDatabase } from "../support/databases";

const postgres = databaseKinds.find((kind) => kind.name === "postgres");

/** Waits (vitest's waitFor) until `heard` holds at least `count` notices. */
const hearing = (heard: readonly string[], count: number) =>
  vi.waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(count), { timeout: 5_000, interval: 5 });

// Two instances are two processes in production; here the other instance is a second connection that sends
// exactly what announceSiteChange sends from another process (a notice with another instance's id).
describe.runIf(postgres)("site changes between instances on PostgreSQL", () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let other: pg.Client;
  let changes: typeof SiteChanges;
  const heard: SiteChange[] = [];

  beforeAll(async () => {
    database = await postgres!.create();
    handle = await openDatabase(database.target);
    other = new pg.Client({ connectionString: handle.url });
    await other.connect();
    changes = await import("~/server/site-changes");
    changes.onSiteChange((change) => heard.push(change));
    await changes.startSiteChangeNotices(handle);
  });

  afterAll(async () => {
    await changes.stopSiteChangeNotices();
    await other.end();
    await handle.close();
    await database.drop();
  });

  const notifyFromOther = (change: string) => other.query("select pg_notify('zvuk_site_changes', $1)", [JSON.stringify({ change, from: "another-instance" })]);

  it("hears another instance's change within milliseconds, and its own only once", async () => {
    heard.length = 0;
    const sentAt = performance.now();
    await notifyFromOther("directory");
    await hearing(heard, 1);
    const delayMs = performance.now() - sentAt;
    expect(heard).toEqual(["directory"]);
    expect(delayMs).toBeLessThan(1_000);
    console.info(`site change heard ${delayMs.toFixed(1)} ms after another instance sent it`);

    heard.length = 0;
    await changes.announceSiteChange("jobs");
    // Its own notice comes back through PostgreSQL too; a later notice from another instance marks the point
    // by which it would have arrived, so no fixed wait is needed to see it was ignored.
    await notifyFromOther("directory");
    await hearing(heard, 2);
    expect(heard).toEqual(["jobs", "directory"]);
  });

  it("ignores notices it cannot read or does not know", async () => {
    heard.length = 0;
    await other.query("select pg_notify('zvuk_site_changes', 'not json')");
    await notifyFromOther("everything");
    await notifyFromOther("jobs");
    await hearing(heard, 1);
    expect(heard).toEqual(["jobs"]);
  });

  it("after losing its connection, listens again and forgets everything, since notices may have been missed", async () => {
    heard.length = 0;
    await other.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN \"zvuk_site_changes\"'");
    await hearing(heard, 2);
    expect([...heard].sort()).toEqual(["directory", "jobs"]);
    heard.length = 0;
    await notifyFromOther("jobs");
    await hearing(heard, 1);
    expect(heard).toEqual(["jobs"]);
  });
});
