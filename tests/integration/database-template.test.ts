import { existsSync, readdirSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/adapters/db/client.server";

async function valuesIn(dataDir: string, template: string): Promise<string[]> {
  const handle = await openDatabase({ kind: "pglite", dataDir, template });
  try {
    const { rows } = await handle.db.execute<{ value: string }>(sql`select value from kept order by value`);
    return rows.map((row) => row.value);
  } finally {
    await handle.close();
  }
}

describe("a new embedded database made from the build's template", () => {
  let root: string;
  let template: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "template-"));
    template = path.join(root, "template");
    const handle = await openDatabase({ kind: "pglite", dataDir: template });
    await handle.db.execute(sql`create table kept (value text)`);
    await handle.db.execute(sql`insert into kept values ('from the template')`);
    await handle.close();
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("starts as a copy of it, and writes to the copy leave the template as it was", async () => {
    const dataDir = path.join(root, "data", "db");
    const handle = await openDatabase({ kind: "pglite", dataDir, template });
    await handle.db.execute(sql`insert into kept values ('written later')`);
    await handle.close();

    expect(await valuesIn(dataDir, template)).toEqual(["from the template", "written later"]);
    expect(await valuesIn(path.join(root, "other", "db"), template)).toEqual(["from the template"]);
    expect(readdirSync(path.join(root, "data"))).toEqual(["db"]);
  });

  it("is never copied over a directory that already holds a database", async () => {
    const dataDir = path.join(root, "data", "db");
    const first = await openDatabase({ kind: "pglite", dataDir, template });
    await first.db.execute(sql`delete from kept`);
    await first.close();

    expect(await valuesIn(dataDir, template)).toEqual([]);
  });

  it("replaces what an interrupted copy left beside the directory", async () => {
    const dataDir = path.join(root, "data", "db");
    const leftover = `${dataDir}.new-${process.pid}`;
    await mkdir(leftover, { recursive: true });
    await writeFile(path.join(leftover, "half-copied"), "");

    expect(await valuesIn(dataDir, template)).toEqual(["from the template"]);
    expect(existsSync(leftover)).toBe(false);
  });
});
