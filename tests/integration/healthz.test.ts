import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { databaseKinds, type TestDatabase } from "../support/databases";

// /healthz reads the process-wide database from the environment, so each case loads the modules afresh.
async function loadHealthz(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import("~/routes/healthz");
}

async function answer(loader: () => Promise<Response>) {
  const response = await loader();
  return { status: response.status, body: await response.text() };
}

describe("/healthz", () => {
  let dataDir: string;
  let database: TestDatabase | undefined;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "healthz-"));
  });

  afterEach(async () => {
    const { disconnectDatabase } = await import("~/adapters/db/database.server");
    await disconnectDatabase().catch(() => {});
    vi.unstubAllEnvs();
    await database?.drop();
    database = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answers 503 when the database does not answer", async () => {
    const { loader } = await loadHealthz({ DATA_DIR: dataDir, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none", DATABASE_CONNECT_TIMEOUT_SECONDS: "0" });
    expect(await answer(loader)).toEqual({ status: 503, body: "database unavailable" });
  });

  describe.each(databaseKinds.map((kind) => [kind.name, kind] as const))("on %s", (name, kind) => {
    /** The route over a fresh database of this kind: PGlite in DATA_DIR, or a new PostgreSQL database. */
    async function healthz() {
      if (name === "postgres") database = await kind.create();
      const url = database?.target.kind === "postgres" ? database.target.url : "";
      const { loader } = await loadHealthz({ DATA_DIR: dataDir, DATABASE_URL: url });
      const { connectDatabase } = await import("~/adapters/db/database.server");
      return { loader, db: (await connectDatabase()).db };
    }

    it("answers 200 when the schema is in place, uncached", async () => {
      const { loader } = await healthz();
      const response = await loader();
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("ok");
      expect(response.headers.get("cache-control")).toBe("no-store");
    });

    // The database answered a ping while every page answered 500: readiness checks what pages read.
    it("answers 503 naming the tables when a table pages read is gone", async () => {
      const { loader, db } = await healthz();
      await db.execute(sql`drop table job cascade`);
      await db.execute(sql`drop table blog_post cascade`);
      expect(await answer(loader)).toEqual({ status: 503, body: "database schema incomplete: missing tables public.blog_post, public.job" });
    });

    it("answers 503 when the newest migration of the build is not recorded as applied", async () => {
      const { loader, db } = await healthz();
      await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      expect(await answer(loader)).toEqual({ status: 503, body: expect.stringMatching(/^database migrations not applied up to \d{4}_[\w-]+$/) });
    });

    // A rollback (deploy/RUNBOOK.md): the previous release runs on the schema a newer one has migrated further.
    it("answers 200 on a database migrated past this build, as a rolled-back release finds it", async () => {
      const { loader, db } = await healthz();
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) select 'a-newer-release', max(created_at) + 86400000 from drizzle.__drizzle_migrations`,
      );
      await db.execute(sql`create table a_newer_release_table (id text primary key)`);
      expect(await answer(loader)).toEqual({ status: 200, body: "ok" });
    });

    it("answers 503 when the whole schema is gone", async () => {
      const { loader, db } = await healthz();
      await db.execute(sql`drop schema drizzle cascade`);
      await db.execute(sql`drop schema public cascade`);
      await db.execute(sql`create schema public`);
      expect(await answer(loader)).toEqual({ status: 503, body: "database migrations never applied: no drizzle.__drizzle_migrations" });
    });
  });
});
