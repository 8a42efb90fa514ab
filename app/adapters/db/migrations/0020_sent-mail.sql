CREATE TABLE "sent_mail" (
	"job_id" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sent_mail_sent_at_idx" ON "sent_mail" USING btree ("sent_at");