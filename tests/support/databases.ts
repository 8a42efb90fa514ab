import { randomBytes } from "node:crypto";
import pg from "pg";
import type { DatabaseTarget } from "~/adapters/db/client.server";

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
export const databaseKinds: TestDatabaseKind[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];
