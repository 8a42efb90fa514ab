// The operators' append-only audit log.
import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What the operators did (docs/decisions/018): every console action and role change, with who (null: the system —
 * ADMIN_EMAILS or `npm run user:role`, named in `actor_label`), when, what, its target, the state before and after
 * where there is one, and the reason. Append-only: a trigger refuses UPDATE and DELETE ("audit_log_append_only").
 * No foreign keys: the record outlives the accounts it names.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id"),
    actorLabel: text("actor_label").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason").notNull().default(""),
  },
  // The console pages the log newest first by id (rows are numbered as they are written), unfiltered on the
  // primary key, else on the index of its filter: who, the target, the action. Ascending on purpose: scanned backwards
  // they give ORDER BY id DESC (nulls first); drizzle's .desc() is DESC NULLS LAST, which that order cannot use
  // (migration 0016 replaced such indexes: at 100 000 rows a filtered page fell back to sorting every match).
  (table) => [
    index("audit_log_actor_idx").on(sql`lower(${table.actorLabel})`, table.id),
    index("audit_log_target_idx").on(table.targetId, table.id),
    index("audit_log_action_idx").on(table.action, table.id),
  ],
);
