import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

// `schema.ts` and the migrations must say the same thing: a change to the schema without `npm run db:generate` would
// ship a build whose tables differ from what its code expects. drizzle-kit generates into a copy of the migrations
// folder, so the repository is never written to, and must find nothing to add.
const projectRoot = path.resolve(import.meta.dirname, "../../..");
const work = mkdtempSync(path.join(os.tmpdir(), "schema-in-sync-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it("drizzle-kit generate finds no schema change that the migrations lack", () => {
  const migrations = path.join(work, "migrations");
  cpSync(path.join(projectRoot, "app/adapters/db/migrations"), migrations, { recursive: true });
  const before = readdirSync(migrations, { recursive: true }).length;

  // drizzle-kit reads its folders relative to the working directory (it prefixes "./"), and takes no JSON config.
  const options = ["--dialect=postgresql", "--schema=./app/adapters/db/schema/index.ts", `--out=${path.relative(projectRoot, migrations)}`];
  const generate = spawnSync(process.execPath, [path.join(projectRoot, "node_modules/drizzle-kit/bin.cjs"), "generate", ...options], {
    cwd: projectRoot,
    encoding: "utf8",
    timeout: 60_000,
  });

  expect(generate.status, generate.stderr).toBe(0);
  expect(generate.stdout).toContain("No schema changes, nothing to migrate");
  expect(readdirSync(migrations, { recursive: true })).toHaveLength(before);
}, 60_000);
