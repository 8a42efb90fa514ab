import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A rolling update runs the previous release beside the new schema, and a rollback runs it on that schema for good
 * (deploy/RUNBOOK.md "Rollback"): so a migration only expands — new tables, new columns that are nullable or have a
 * default, new indexes and constraints. A change that would break the previous release's queries (dropping or
 * renaming a table or column, changing a column's type, making a column required without a default) is a
 * "contract" migration: it ships a release after the code that stopped using the column, and is named here with
 * that release, so that writing one is a decision, not an accident.
 */
const CONTRACT_MIGRATIONS: Record<string, string> = {};

const MIGRATIONS = path.resolve(import.meta.dirname, "migrations");

const CONTRACTING = [
  { what: "drops a table", pattern: /\bDROP\s+TABLE\b/i },
  { what: "drops a column", pattern: /\bDROP\s+COLUMN\b/i },
  { what: "renames a table or column", pattern: /\bRENAME\b/i },
  { what: "changes a column's type", pattern: /\bALTER\s+COLUMN\s+"?\w+"?\s+(SET\s+DATA\s+)?TYPE\b/i },
  { what: "makes a column required", pattern: /\bSET\s+NOT\s+NULL\b/i },
  { what: "adds a required column without a default", pattern: /\bADD\s+COLUMN\b(?![^;]*\bDEFAULT\b)[^;]*\bNOT\s+NULL\b/i },
];

/** What each statement of a migration file does that the previous release could not live with. */
function contractions(sql: string): string[] {
  return sql
    .split("--> statement-breakpoint")
    .flatMap((statement) => CONTRACTING.filter(({ pattern }) => pattern.test(statement)).map(({ what }) => `${what}: ${statement.trim().slice(0, 120)}`));
}

describe("migrations keep the previous release working (expand, then contract a release later)", () => {
  const files = readdirSync(MIGRATIONS).filter((file) => file.endsWith(".sql"));

  it.each(files)("%s", (file) => {
    const found = contractions(readFileSync(path.join(MIGRATIONS, file), "utf8"));
    if (CONTRACT_MIGRATIONS[file]) expect(found.length, `${file} is listed as a contract migration but contracts nothing`).toBeGreaterThan(0);
    else expect(found).toEqual([]);
  });

  it("recognises what contracts", () => {
    expect(contractions('ALTER TABLE "job" DROP COLUMN "salary";')).toHaveLength(1);
    expect(contractions('ALTER TABLE "job" RENAME COLUMN "a" TO "b";')).toHaveLength(1);
    expect(contractions('ALTER TABLE "job" ALTER COLUMN "a" SET DATA TYPE integer;')).toHaveLength(1);
    expect(contractions('ALTER TABLE "job" ADD COLUMN "a" text NOT NULL;')).toHaveLength(1);
    expect(contractions('ALTER TABLE "job" ADD COLUMN "a" text DEFAULT \'\' NOT NULL;')).toEqual([]);
    expect(contractions('ALTER TABLE "job" ADD COLUMN "a" text;--> statement-breakpoint\nCREATE INDEX "i" ON "job" ("a");')).toEqual([]);
  });
});
