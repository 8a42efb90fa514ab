DROP INDEX "job_open_location_idx";--> statement-breakpoint
DROP INDEX "job_open_type_idx";--> statement-breakpoint
CREATE INDEX "job_open_location_post_date_idx" ON "job" USING btree ("is_open","location","post_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "job_open_type_post_date_idx" ON "job" USING btree ("is_open","type","post_date" DESC NULLS LAST,"id");