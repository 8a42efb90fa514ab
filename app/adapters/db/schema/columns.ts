// Column helpers the tables share.
import { sql } from "drizzle-orm";
import { check, type AnyPgColumn } from "drizzle-orm/pg-core";

/** A CHECK that a text column holds at most `max` characters (the spec's field caps). */
export const maxLength = (name: string, column: AnyPgColumn, max: number) => check(name, sql`char_length(${column}) <= ${sql.raw(String(max))}`);

/** A list of values as SQL string literals, for an `IN (…)` CHECK built from a constant list. */
export const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));
