-- The console pages the audit log newest first by id (docs/decisions/018): each filter's index ends in id.
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
DROP INDEX "audit_log_target_idx";--> statement-breakpoint
DROP INDEX "audit_log_action_idx";--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree (lower("actor_label"),"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id" DESC NULLS LAST);