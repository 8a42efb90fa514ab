import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database, type DatabaseHandle, type DatabaseTarget } from "~/adapters/db/client.server";

export interface TestDatabase {
  target: DatabaseTarget;
  /** Drops what `create` made (a PostgreSQL database); nothing to do for in-memory PGlite. */
  drop(): Promise<void>;
}

export interface TestDatabaseKind {
  name: "pglite" | "postgres";
  create(): Promise<TestDatabase>;
}

const pglite: TestDatabaseKind = {
  name: "pglite",
  create: async () => ({ target: { kind: "pglite", dataDir: "memory://" }, drop: async () => {} }),
};

/** A fresh database on the server TEST_DATABASE_URL points at, one per test file, dropped afterwards. */
function postgres(adminUrl: string): TestDatabaseKind {
  return {
    name: "postgres",
    async create() {
      const name = `test_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        target: { kind: "postgres", url: url.toString() },
        async drop() {
          const client = new pg.Client({ connectionString: adminUrl });
          await client.connect();
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await client.end();
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: TestDatabaseKind[] = [pglite, ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : [])];

/**
 * A fresh, migrated database of this kind for the enclosing describe block, dropped after it.
 * Read `db` inside tests and hooks: it exists once the block's beforeAll has run.
 */
export function useMigratedDatabase(kind: TestDatabaseKind): { readonly db: Database; readonly handle: DatabaseHandle } {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await kind.create();
    handle = await openDatabase(database.target);
    await handle.migrate();
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });
  return {
    get db() {
      return this.handle.db;
    },
    get handle() {
      if (!handle) throw new Error("the test database is opened in beforeAll");
      return handle;
    },
  };
}
