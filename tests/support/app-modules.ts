import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { vi } from "vitest";
import type { TestDatabaseKind } from "./databases";

/**
 * Loads app modules that read the process-wide configuration, against a fresh database of the given kind
 * (PGlite in a temp DATA_DIR, or a new PostgreSQL database), and undoes it all in `close`.
 */
export async function withAppEnvironment(kind: TestDatabaseKind, extraEnv: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "app-test-"));
  const database = kind.name === "postgres" ? await kind.create() : null;
  vi.resetModules();
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("DATABASE_URL", database?.target.kind === "postgres" ? database.target.url : "");
  for (const [name, value] of Object.entries(extraEnv)) vi.stubEnv(name, value);
  return {
    dataDir,
    async close() {
      // The job queue, if a test started it (tests/support/mail-queue.ts), lets go of the database first.
      await (await import("~/adapters/queue/queue.server")).stopQueue();
      const { connectDatabase } = await import("~/adapters/db/database.server");
      await connectDatabase().then(
        (handle) => handle.close(),
        () => undefined,
      );
      vi.unstubAllEnvs();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
