// The two databases each data benchmark seeds and measures: a fresh PGlite data directory where the
// app opens it for a DATA_DIR, and a uniquely named database on a PostgreSQL server, dropped after.
import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import pg from "pg";

export const DEFAULT_BENCH_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";

export type PgliteTarget = { kind: "pglite"; dataDir: string; template: string };
export type PostgresTarget = { kind: "postgres"; url: string };

export interface BenchDatabases {
  migrations: string;
  /** DATA_DIR for a server on the seeded PGlite: the app opens its database in the db/ folder below. */
  pgliteDataDir: string;
  pglite: PgliteTarget;
  /** Null when the server could not be reached (a note says why). */
  postgres: PostgresTarget | null;
  notes: string[];
  /** Drops the PostgreSQL database, if one was made. */
  drop(): Promise<void>;
}

export interface PrepareOptions {
  projectRoot: string;
  /** An empty directory the benchmark may use; the caller deletes it. */
  tempDir: string;
  /** The migrated, empty data directory the build makes (DB_TEMPLATE_DIR), relative to projectRoot. */
  templateDir: string;
  /** PostgreSQL server to make the database on (any database of it: only the server is used). */
  databaseUrl: string;
  /** Start of the database's name, e.g. "bench_jobs". */
  namePrefix: string;
  log: (line: string) => void;
}

export async function prepareDatabases({ projectRoot, tempDir, templateDir, databaseUrl, namePrefix, log }: PrepareOptions): Promise<BenchDatabases> {
  const pgliteDataDir = path.join(tempDir, "pglite");
  await mkdir(pgliteDataDir, { recursive: true });
  const pglite = { kind: "pglite", dataDir: path.join(pgliteDataDir, "db"), template: path.resolve(projectRoot, templateDir) } as const;
  const notes: string[] = [];
  const postgres = await createPostgresDatabase(databaseUrl, namePrefix);
  if ("error" in postgres) {
    notes.push(`PostgreSQL skipped: ${redact(databaseUrl)} is unreachable (${postgres.error}); set BENCH_DATABASE_URL to measure it`);
    log(notes[notes.length - 1] as string);
  }
  return {
    migrations: path.join(projectRoot, "app/adapters/db/migrations"),
    pgliteDataDir,
    pglite,
    postgres: "error" in postgres ? null : { kind: "postgres", url: postgres.url },
    notes,
    drop: async () => {
      if (!("error" in postgres)) await postgres.drop();
    },
  };
}

/** A uniquely named database on the server `adminUrl` points at, or the reason it cannot be reached. */
async function createPostgresDatabase(adminUrl: string, namePrefix: string): Promise<{ url: string; drop: () => Promise<void> } | { error: string }> {
  const name = `${namePrefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The URL without its password, for printing. */
export function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}
