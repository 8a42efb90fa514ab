import { cp, mkdir, readdir, rename, stat } from "node:fs/promises";
import path from "node:path";
import { lockDataDir } from "./data-dir-lock.ts";
import { StartupFailure } from "./startup-failure.ts";

/**
 * What a backup of the embedded default holds: the database, the uploads, the generated secrets and the outbox (the
 * mails written as files when no SMTP_URL is set: the only copy of what the site told its users).
 */
const PARTS = ["db", "uploads", "secrets", "outbox"] as const;

export class BackupRefused extends StartupFailure {}

/**
 * Runs `work` holding the embedded database's lock, so no server writes the directory meanwhile: a copy of a
 * running PGlite directory is not consistent (docs/decisions/013). A running server makes it refuse, naming it.
 */
async function withDatabaseStopped<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  let lost: Error | undefined;
  const release = await lockDataDir(path.join(dataDir, "db"), { onLost: (error) => (lost = error) }).catch((error: unknown) => {
    throw new BackupRefused(`${(error as Error).message} — stop the server first: a running embedded database cannot be copied consistently`);
  });
  try {
    const result = await work();
    if (lost) throw new BackupRefused(`another process took the database's lock meanwhile (${lost.message}): the copy is not consistent`);
    return result;
  } finally {
    await release();
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Copies DATA_DIR's database, uploads, secrets and outbox into `backupsDir/<time>`; returns that directory. */
export async function backUpDataDir(dataDir: string, backupsDir: string, now = new Date()): Promise<string> {
  if (!(await exists(path.join(dataDir, "db")))) throw new BackupRefused(`${dataDir} holds no database yet: nothing to back up`);
  const target = path.join(backupsDir, now.toISOString().replaceAll(":", "-"));
  await withDatabaseStopped(dataDir, async () => {
    await mkdir(target, { recursive: true });
    for (const part of PARTS) if (await exists(path.join(dataDir, part))) await cp(path.join(dataDir, part), path.join(target, part), { recursive: true });
  });
  return target;
}

/**
 * Puts a backup back into DATA_DIR. What is there now is moved aside (`DATA_DIR/before-restore-<time>/`), never
 * deleted, so a restore of the wrong backup can itself be undone.
 */
export async function restoreDataDir(dataDir: string, backup: string, now = new Date()): Promise<string> {
  const held = await readdir(backup).catch(() => [] as string[]);
  if (!held.includes("db")) throw new BackupRefused(`${backup} holds no database (db/): not a backup made by npm run backup`);
  const aside = path.join(dataDir, `before-restore-${now.toISOString().replaceAll(":", "-")}`);
  await mkdir(dataDir, { recursive: true });
  await withDatabaseStopped(dataDir, async () => {
    await mkdir(aside, { recursive: true });
    for (const part of PARTS) {
      if (await exists(path.join(dataDir, part))) await rename(path.join(dataDir, part), path.join(aside, part));
      if (held.includes(part)) await cp(path.join(backup, part), path.join(dataDir, part), { recursive: true });
    }
  });
  return aside;
}
