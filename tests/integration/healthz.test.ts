import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { databaseKinds, type TestDatabase } from "../support/databases";

// /healthz reads the process-wide database from the environment, so each case loads the modules afresh.
async function loadHealthz(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import("~/routes/healthz");
}

describe("/healthz", () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "healthz-"));
  });

  afterEach(async () => {
    const { connectDatabase } = await import("~/adapters/db/database.server");
    await connectDatabase().then((handle) => handle.close(), () => {});
    vi.unstubAllEnvs();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answers 200 on the embedded PGlite default", async () => {
    const { loader } = await loadHealthz({ DATA_DIR: dataDir, DATABASE_URL: "" });
    const response = await loader();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it.runIf(databaseKinds.some((kind) => kind.name === "postgres"))("answers 200 on PostgreSQL", async () => {
    const postgres = databaseKinds.find((kind) => kind.name === "postgres");
    const database: TestDatabase | undefined = await postgres?.create();
    if (!database || database.target.kind !== "postgres") throw new Error("no PostgreSQL target");
    try {
      const { loader } = await loadHealthz({ DATA_DIR: dataDir, DATABASE_URL: database.target.url });
      expect((await loader()).status).toBe(200);
      const { connectDatabase } = await import("~/adapters/db/database.server");
      await (await connectDatabase()).close();
      vi.resetModules();
    } finally {
      await database.drop();
    }
  });

  it("answers 503 when the database does not answer", async () => {
    const { loader } = await loadHealthz({ DATA_DIR: dataDir, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    const response = await loader();
    expect(response.status).toBe(503);
  });
});
