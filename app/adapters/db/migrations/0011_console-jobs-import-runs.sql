CREATE TABLE "import_run" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sheet" text NOT NULL,
	"source" text NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	"skipped_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	CONSTRAINT "import_run_sheet_known" CHECK ("import_run"."sheet" in ('jobs', 'blog')),
	CONSTRAINT "import_run_outcome_known" CHECK ("import_run"."outcome" in ('ok', 'failed', 'locked'))
);
--> statement-breakpoint
ALTER TABLE "job" ADD COLUMN "valid_through" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "import_run_sheet_id_idx" ON "import_run" USING btree ("sheet","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_post_date_idx" ON "job" USING btree ("post_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "job_source_post_date_idx" ON "job" USING btree ("source","post_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "job_open_valid_through_idx" ON "job" USING btree ("valid_through") WHERE "job"."is_open" and "job"."valid_through" is not null;