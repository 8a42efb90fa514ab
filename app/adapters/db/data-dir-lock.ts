import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";
import { StartupFailure } from "./startup-failure.ts";

export class DataDirLockedError extends StartupFailure {}

/** The holder refreshes the lock's mtime this often; a lock left unrefreshed this long is taken over. */
const LOCK_UPDATE_MS = 5_000;
const LOCK_STALE_MS = 30_000;

/** Who holds a lock: written inside the lock directory, read to name the holder in a refusal. */
interface Holder {
  pid: number;
  hostname: string;
  /** The kernel boot and PID namespace the pid belongs to; null where that cannot be told. */
  namespace: string | null;
  since: string;
}

const HOLDER_FILE = "holder.json";

/** Locks this process holds, across module reloads (tests load the app's modules afresh). */
const heldHere: Set<string> = ((globalThis as { [key: symbol]: Set<string> | undefined })[Symbol.for("zvuk-rabota.data-dir-locks")] ??= new Set());

/**
 * Linux: the kernel boot and the PID namespace of this process. Only between processes of one
 * namespace does a process id name the same process: in another container it may be anyone, or no
 * one visible here. Null when /proc is not this namespace's own.
 */
function pidNamespace(): string | null {
  try {
    if (fs.readlinkSync("/proc/self") !== String(process.pid)) return null;
    return `${fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim()}/${fs.readlinkSync("/proc/self/ns/pid")}`;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(lockPath: string): Holder | null {
  try {
    const holder = JSON.parse(fs.readFileSync(path.join(lockPath, HOLDER_FILE), "utf8")) as Holder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/**
 * What proper-lockfile uses for the file system: the holder's record is written into the lock
 * directory as it is made (before the library reads the directory's mtime, which the write changes),
 * and removing the lock removes the record with it.
 */
function lockFileSystem(holder: Holder) {
  return {
    ...fs,
    mkdir(dir: string, callback: (error: NodeJS.ErrnoException | null) => void) {
      fs.mkdir(dir, (error) => {
        if (error) return callback(error);
        fs.writeFile(path.join(dir, HOLDER_FILE), JSON.stringify(holder), (writeError) => {
          if (writeError) fs.rm(dir, { recursive: true, force: true }, () => callback(writeError));
          else callback(null);
        });
      });
    },
    rmdir: (dir: string, callback: (error: NodeJS.ErrnoException | null) => void) => fs.rm(dir, { recursive: true, force: true }, callback),
    rmdirSync: (dir: string) => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * What a crashed process left, when that can be told at once: a lock file of the earlier format
 * (a bare process id) whose process has gone, or a lock recorded in this PID namespace by a process
 * that is no longer running (or had this process's id, which only a dead one can have). Anything
 * else waits for staleness: a process in another container or on another host is seen only through
 * its heartbeat.
 */
function removeLeftover(dataDir: string, lockPath: string, namespace: string | null): void {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(lockPath);
  } catch {
    return;
  }
  if (stat.isFile()) {
    const pid = Number(fs.readFileSync(lockPath, "utf8").trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) {
      throw new DataDirLockedError(
        `the database in ${dataDir} is open in process ${pid} (lock file ${lockPath}, from an earlier version): stop it first (two processes writing one embedded database corrupt it)`,
      );
    }
    fs.rmSync(lockPath, { force: true });
    return;
  }
  const holder = readHolder(lockPath);
  if (!holder || namespace === null || holder.namespace !== namespace || heldHere.has(lockPath)) return;
  if (holder.pid === process.pid || !isRunning(holder.pid)) fs.rmSync(lockPath, { recursive: true, force: true });
}

function refusal(dataDir: string, lockPath: string, staleMs: number): DataDirLockedError {
  const holder = readHolder(lockPath);
  let refreshed: Date | null = null;
  try {
    refreshed = fs.statSync(lockPath).mtime;
  } catch {
    // Released meanwhile: the refusal still stands for this attempt.
  }
  const who = heldHere.has(lockPath)
    ? "this process"
    : holder
      ? `another process (pid ${holder.pid} on host ${holder.hostname}, possibly in another container)`
      : "another process (possibly in another container)";
  const when = refreshed ? `, last refreshed ${Math.max(0, Math.round((Date.now() - refreshed.getTime()) / 1000))} s ago (${refreshed.toISOString()})` : "";
  return new DataDirLockedError(
    `the database in ${dataDir} is open in ${who}: its lock ${lockPath} is held${when}. Stop that process first (two processes writing one embedded database corrupt it); a lock not refreshed for ${staleMs / 1000} s is taken over.`,
  );
}

export interface DataDirLockOptions {
  /** Called when the lock was lost (taken over, removed, or not refreshed in time): the process must stop writing. */
  onLost(error: Error): void;
  staleMs?: number;
  updateMs?: number;
}

/**
 * PostgreSQL refuses a data directory another server holds; PGlite takes no such lock, and two
 * processes writing one directory lose writes or leave it unreadable. A lock directory beside the
 * data directory (`<dir>.lock`, made atomically with mkdir by proper-lockfile) is held while the
 * database is open: its mtime is refreshed every `updateMs`, and another process, in this container,
 * another one or on another host sharing the volume, is refused while the mtime is fresh. A lock not
 * refreshed for `staleMs` (its holder killed) is taken over. Resolves to the release.
 */
export async function lockDataDir(dataDir: string, options: DataDirLockOptions): Promise<() => Promise<void>> {
  const { staleMs = LOCK_STALE_MS, updateMs = LOCK_UPDATE_MS } = options;
  const lockPath = `${path.resolve(dataDir)}.lock`;
  const namespace = pidNamespace();
  removeLeftover(dataDir, lockPath, namespace);
  const holder: Holder = { pid: process.pid, hostname: os.hostname(), namespace, since: new Date().toISOString() };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: staleMs,
      update: updateMs,
      retries: 0,
      fs: lockFileSystem(holder),
      onCompromised(error) {
        heldHere.delete(lockPath);
        options.onLost(error);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw refusal(dataDir, lockPath, staleMs);
    throw error;
  }
  heldHere.add(lockPath);
  return async () => {
    if (!heldHere.delete(lockPath)) return;
    await release().catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ERELEASED") throw error;
    });
  };
}
