import { getTableColumns, sql, type InferInsertModel } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Transaction } from "./advisory-lock.server.ts";
import type { Database } from "./client.server.ts";
import { auditLog, paymentNotifications } from "./schema/index.ts";

export interface AppendOnlyTable {
  table: PgTable;
  /** The columns the database fills in itself — the row's number and time — which the app's role may not write. */
  setByDatabase: PgColumn[];
}

/**
 * The append-only tables (docs/decisions/018, 021, 033): triggers refuse UPDATE, DELETE and TRUNCATE, and the app's role
 * may only read them and insert a row's content (the release step's grants, app-role.server.ts). A row's number and time
 * are the database's: a row cannot be written back-dated, nor numbered among older ones to hide in the log.
 */
export const APPEND_ONLY_TABLES: readonly AppendOnlyTable[] = [
  { table: auditLog, setByDatabase: [auditLog.id, auditLog.at] },
  { table: paymentNotifications, setByDatabase: [paymentNotifications.id, paymentNotifications.receivedAt] },
];

/**
 * Appends a row to an append-only table, naming only the columns given: Drizzle's insert names every column (`default`
 * for the ones left out), which the app's role may not do for the columns the database sets.
 */
export async function appendRow<T extends PgTable>(db: Transaction | Database, table: T, row: InferInsertModel<T>): Promise<void> {
  const entry = APPEND_ONLY_TABLES.find((candidate) => candidate.table === table);
  if (!entry) throw new Error("appendRow writes only the append-only tables (APPEND_ONLY_TABLES)");
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const given = Object.entries(row as Record<string, unknown>).flatMap(([key, value]) => {
    const column = columns[key];
    if (!column) throw new Error(`no column ${key}`);
    if (entry.setByDatabase.includes(column)) throw new Error(`${column.name} is set by the database`);
    return value === undefined ? [] : [{ column, value }];
  });
  await db.execute(
    sql`insert into ${table} (${sql.join(
      given.map(({ column }) => sql.identifier(column.name)),
      sql`, `,
    )}) values (${sql.join(
      given.map(({ column, value }) => sql.param(value, column)),
      sql`, `,
    )})`,
  );
}
