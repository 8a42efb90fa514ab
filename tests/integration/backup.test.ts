import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { BackupRefused, backUpDataDir, restoreDataDir } from "~/adapters/db/data-dir-backup";
import { openDatabase } from "~/adapters/db/client.server";
import { jobs } from "~/adapters/db/schema";
import { jobRow } from "../support/job-rows";

// npm run backup / restore for the embedded default (deploy/RUNBOOK.md "The embedded default"): the database, the
// uploads, the generated secret and the outbox, copied only while no server holds the database.
let root: string;
let dataDir: string;
const open = () => openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
const jobIds = async () => {
  const handle = await open();
  try {
    return (await handle.db.select({ id: jobs.id }).from(jobs)).map((row) => row.id).sort();
  } finally {
    await handle.close();
  }
};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "backup-"));
  dataDir = path.join(root, "data");
  const handle = await open();
  await handle.migrate();
  await handle.db.insert(jobs).values(jobRow({ id: "kept" }));
  await handle.close();
  await mkdir(path.join(dataDir, "uploads/specialist-profiles/u1"), { recursive: true });
  await writeFile(path.join(dataDir, "uploads/specialist-profiles/u1/photo"), "the photo before");
  await mkdir(path.join(dataDir, "secrets"), { recursive: true });
  await writeFile(path.join(dataDir, "secrets/auth-secret"), "secret-before");
  await mkdir(path.join(dataDir, "outbox"), { recursive: true });
  await writeFile(path.join(dataDir, "outbox/2026-11-25T09-00-00-000Z-1-anna@example.com.eml"), "Subject: the mail before");
}, 60_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

it("backs up, and after the data changed, restores the earlier database, uploads and secret, keeping the later state aside", async () => {
  const backup = await backUpDataDir(dataDir, path.join(root, "backups"), new Date("2026-11-25T10:00:00Z"));
  expect(path.basename(backup)).toBe("2026-11-25T10-00-00.000Z");
  expect((await readdir(backup)).sort()).toEqual(["db", "outbox", "secrets", "uploads"]);

  const handle = await open();
  await handle.db.delete(jobs);
  await handle.db.insert(jobs).values(jobRow({ id: "added-after" }));
  await handle.close();
  await writeFile(path.join(dataDir, "uploads/specialist-profiles/u1/photo"), "the photo after");
  await writeFile(path.join(dataDir, "secrets/auth-secret"), "secret-after");
  await rm(path.join(dataDir, "outbox"), { recursive: true });
  expect(await jobIds()).toEqual(["added-after"]);

  const aside = await restoreDataDir(dataDir, backup, new Date("2026-11-25T11:00:00Z"));
  expect(await jobIds()).toEqual(["kept"]);
  expect(await readFile(path.join(dataDir, "uploads/specialist-profiles/u1/photo"), "utf8")).toBe("the photo before");
  expect(await readFile(path.join(dataDir, "secrets/auth-secret"), "utf8")).toBe("secret-before");
  expect(await readFile(path.join(aside, "secrets/auth-secret"), "utf8")).toBe("secret-after");
  expect(await readdir(path.join(dataDir, "outbox"))).toEqual(["2026-11-25T09-00-00-000Z-1-anna@example.com.eml"]);
}, 60_000);

it("npm run backup writes into the folder it is given, else BACKUP_DIR", () => {
  const script = path.resolve(import.meta.dirname, "../../scripts/backup.ts");
  const run = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, [script, "backup", ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ...env }, encoding: "utf8" });
  const given = run([path.join(root, "given")]);
  expect(given.status, given.stderr).toBe(0);
  const fromEnv = run([], { BACKUP_DIR: path.join(root, "from-env") });
  expect(fromEnv.status, fromEnv.stderr).toBe(0);
  for (const folder of ["given", "from-env"]) {
    const [made] = readdirSync(path.join(root, folder));
    expect(readdirSync(path.join(root, folder, made ?? "")).sort()).toEqual(["db", "outbox", "secrets", "uploads"]);
  }
}, 60_000);

it("refuses while a server holds the database, naming why, and changes nothing", async () => {
  const handle = await open();
  try {
    const backups = path.join(root, "refused");
    await expect(backUpDataDir(dataDir, backups)).rejects.toThrow(BackupRefused);
    await expect(backUpDataDir(dataDir, backups)).rejects.toThrow(/stop the server first/);
    await expect(restoreDataDir(dataDir, path.join(root, "backups/2026-11-25T10-00-00.000Z"))).rejects.toThrow(/stop the server first/);
  } finally {
    await handle.close();
  }
  expect(await jobIds()).toEqual(["kept"]);
  await expect(restoreDataDir(dataDir, root)).rejects.toThrow(/holds no database/);
}, 60_000);
