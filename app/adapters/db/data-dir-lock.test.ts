import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const dataDir = () => path.join(mkdtempSync(path.join(os.tmpdir(), "lock-")), "db");
const neverLost = { onLost: (error: Error) => expect.unreachable(`lock lost: ${error.message}`) };
const holderOf = (dir: string) => JSON.parse(readFileSync(path.join(`${dir}.lock`, "holder.json"), "utf8")) as { pid: number; namespace: string | null };

/** A lock as another process leaves it: the directory, its holder's record, refreshed `ageMs` ago. */
function writeLock(dir: string, holder: { pid: number; namespace: string | null }, ageMs = 0) {
  mkdirSync(`${dir}.lock`);
  writeFileSync(path.join(`${dir}.lock`, "holder.json"), JSON.stringify({ ...holder, hostname: "other-host", since: new Date().toISOString() }));
  const refreshed = new Date(Date.now() - ageMs);
  utimesSync(`${dir}.lock`, refreshed, refreshed);
}

/** A process id that no process has now. */
async function deadPid(): Promise<number> {
  const gone = spawn(process.execPath, ["-e", ""]);
  await once(gone, "exit");
  return gone.pid ?? 0;
}

const canUnshare = process.platform === "linux" && spawnSync("unshare", ["--pid", "--fork", "--mount-proc", "true"]).status === 0;

describe("lockDataDir", () => {
  const children: ChildProcess[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      // SIGKILL: node as PID 1 of its namespace ignores a SIGTERM it re-raises; unshare passes SIGKILL on (--kill-child).
      child.kill("SIGKILL");
      await once(child, "exit");
    }
  });

  /** Another process that takes the lock with this module and keeps it; `prefix` runs it inside another command. */
  async function holdInChild(dir: string, prefix: string[] = []) {
    const module = path.join(import.meta.dirname, "data-dir-lock.ts");
    const script = `const { lockDataDir } = await import(${JSON.stringify(module)}); await lockDataDir(${JSON.stringify(dir)}, { onLost: () => process.exit(2) }); console.log("locked"); setInterval(() => {}, 1000);`;
    const [command = process.execPath, ...args] = [...prefix, process.execPath, "--input-type=module", "-e", script];
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "inherit"] });
    children.push(child);
    const [line] = (await Promise.race([once(child.stdout, "data"), once(child, "exit").then(() => [Buffer.from("exited")])])) as Buffer[];
    expect(String(line).trim()).toBe("locked");
    return child;
  }

  it("holds a lock directory beside the data directory, naming this process, and removes it on release", async () => {
    const dir = dataDir();
    const release = await lockDataDir(dir, neverLost);
    expect(statSync(`${dir}.lock`).isDirectory()).toBe(true);
    expect(holderOf(dir).pid).toBe(process.pid);
    await release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    await (
      await lockDataDir(dir, neverLost)
    )();
  });

  it("refuses a directory another running process holds, naming the directory and when the lock was refreshed", async () => {
    const dir = dataDir();
    const other = await holdInChild(dir);
    const refused = await lockDataDir(dir, neverLost).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(
      `the database in ${dir} is open in another process (pid ${other.pid} on host ${os.hostname()}, possibly in another container)`,
    );
    expect((refused as Error).message).toMatch(/last refreshed \d+ s ago \(\d{4}-\d\d-\d\dT/);
  });

  // The incident: two containers on one volume, each its own PID namespace. The holder's id means
  // nothing here (it is 1 inside its container), so only the lock's refreshed mtime can tell.
  it.runIf(canUnshare)("refuses a directory held from another PID namespace, where the holder's id is not its id here", async () => {
    const dir = dataDir();
    await holdInChild(dir, ["unshare", "--pid", "--fork", "--mount-proc", "--kill-child"]);
    expect(holderOf(dir).pid).toBe(1);
    await expect(lockDataDir(dir, neverLost)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir, neverLost)).rejects.toThrow(/is open in another process \(pid 1 on host .*, possibly in another container\).*last refreshed/);
  });

  it("refuses a freshly refreshed lock recorded in another PID namespace, though no process here has the recorded id", async () => {
    const dir = dataDir();
    writeLock(dir, { pid: await deadPid(), namespace: "another-boot/pid:[1]" }, 2_000);
    await expect(lockDataDir(dir, neverLost)).rejects.toThrow(DataDirLockedError);
    await expect(lockDataDir(dir, neverLost)).rejects.toThrow(
      /on host other-host, possibly in another container\): its lock .* is held, last refreshed 2 s ago/,
    );
  });

  it("takes over a lock not refreshed for the stale time, wherever its holder ran", async () => {
    const dir = dataDir();
    writeLock(dir, { pid: 1, namespace: "another-boot/pid:[1]" }, 31_000);
    const release = await lockDataDir(dir, neverLost);
    expect(holderOf(dir).pid).toBe(process.pid);
    await release();
  });

  it("takes over at once a fresh lock of a process of this PID namespace that has gone (a crash, then a restart)", async () => {
    const dir = dataDir();
    const release = await lockDataDir(dir, neverLost);
    const namespace = holderOf(dir).namespace;
    await release();
    if (namespace === null) return; // no /proc of its own: only staleness can tell
    writeLock(dir, { pid: await deadPid(), namespace });
    const again = await lockDataDir(dir, neverLost);
    expect(holderOf(dir).pid).toBe(process.pid);
    await again();
  });

  it("refuses a second lock within this process", async () => {
    const dir = dataDir();
    const release = await lockDataDir(dir, neverLost);
    await expect(lockDataDir(dir, neverLost)).rejects.toThrow(`is open in this process`);
    await release();
  });

  it("refuses a lock file of the earlier format whose process runs, and replaces one whose process has gone", async () => {
    const dir = dataDir();
    const other = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"]);
    children.push(other);
    writeFileSync(`${dir}.lock`, String(other.pid));
    await expect(lockDataDir(dir, neverLost)).rejects.toThrow(`is open in process ${other.pid}`);
    writeFileSync(`${dir}.lock`, String(await deadPid()));
    const release = await lockDataDir(dir, neverLost);
    expect(holderOf(dir).pid).toBe(process.pid);
    await release();
  });

  it("reports the lock lost when another process took it over", async () => {
    const dir = dataDir();
    const lost = new Promise<Error>((resolve) => void lockDataDir(dir, { onLost: resolve, staleMs: 2_000, updateMs: 1_000 }));
    await expect.poll(() => existsSync(path.join(`${dir}.lock`, "holder.json"))).toBe(true);
    // What a takeover leaves: the directory refreshed by someone else.
    const other = new Date(Date.now() + 60_000);
    utimesSync(`${dir}.lock`, other, other);
    expect((await lost).message).toMatch(/Unable to update lock/);
  });
});
