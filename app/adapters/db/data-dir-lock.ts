import { readFileSync, rmSync, writeFileSync } from "node:fs";

export class DataDirLockedError extends Error {}

/** The process id written in a lock file, or null when there is none. */
function holderOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
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

/**
 * PostgreSQL refuses a data directory another server holds; PGlite takes no such lock, and two
 * processes writing one directory leave it unreadable (PGlite then aborts at every start). A lock
 * file beside the directory names the process that has it open: another running process is refused,
 * a stale file (its process gone) is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = holderOf(file);
    if (holder !== null && holder !== process.pid && isRunning(holder)) {
      throw new DataDirLockedError(`the database in ${dataDir} is open in process ${holder}: stop it first (two processes writing one embedded database corrupt it)`);
    }
    writeFileSync(file, String(process.pid));
  }
  return () => {
    if (holderOf(file) === process.pid) rmSync(file, { force: true });
  };
}
