CREATE TABLE "upload" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "upload_touched_at_idx" ON "upload" USING btree ("touched_at");