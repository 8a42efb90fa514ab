import { eq, sql } from "drizzle-orm";
import type { Database } from "~/adapters/db/client.server";
import { uploads } from "~/adapters/db/schema";

// The `upload` rows the sweep works from (sweep-uploads.server.ts). A row is written before the file, and touched
// before the editor attaches the file to a profile or project: both wait for a sweep that holds the row, which
// deletes the file before it lets go, and both leave the row too fresh to be swept for UPLOAD_SWEEP.graceMs.

/** Notes that `userId` is storing a file under `key` now (before the bytes are written). */
export async function recordUpload(db: Database, key: string, userId: string): Promise<void> {
  await db
    .insert(uploads)
    .values({ key, userId })
    .onConflictDoUpdate({ target: uploads.key, set: { userId, touchedAt: sql`now()` } });
}

/**
 * Keeps an upload from the sweep while the editor attaches it. A file stored before uploads were recorded has no
 * row, and is never swept; a file the sweep has just removed has none either, and no longer exists.
 */
export async function touchUpload(db: Database, key: string): Promise<void> {
  await db
    .update(uploads)
    .set({ touchedAt: sql`now()` })
    .where(eq(uploads.key, key));
}
