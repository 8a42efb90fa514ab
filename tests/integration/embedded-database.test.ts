import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

describe("the embedded database of the process", () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "embedded-"));
    vi.resetModules();
    vi.stubEnv("DATA_DIR", dataDir);
    vi.stubEnv("DATABASE_URL", "");
  });

  afterEach(async () => {
    vi.unstubAllEnvs();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is held by this process while open, and closed cleanly so it opens again with its data", async () => {
    const { connectDatabase, disconnectDatabase } = await import("~/adapters/db/database.server");
    const lock = path.join(dataDir, "db.lock");
    const { db } = await connectDatabase();
    await db.execute(sql`create table kept (value text)`);
    await db.execute(sql`insert into kept values ('still here')`);
    expect(JSON.parse(readFileSync(path.join(lock, "holder.json"), "utf8"))).toMatchObject({ pid: process.pid });

    await disconnectDatabase();
    expect(existsSync(lock)).toBe(false);

    const reopened = await connectDatabase();
    const { rows } = await reopened.db.execute<{ value: string }>(sql`select value from kept`);
    expect(rows).toEqual([{ value: "still here" }]);
    await disconnectDatabase();
  });
});
