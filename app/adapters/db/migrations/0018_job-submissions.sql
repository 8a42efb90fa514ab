CREATE TABLE "job_submission" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"company_link" text DEFAULT '' NOT NULL,
	"location" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"responsibilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"conditions" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_english" boolean DEFAULT false NOT NULL,
	"apply_website" text DEFAULT '' NOT NULL,
	"apply_email" text DEFAULT '' NOT NULL,
	"apply_form" text DEFAULT '' NOT NULL,
	"apply_telegram" text DEFAULT '' NOT NULL,
	"apply_hh" text DEFAULT '' NOT NULL,
	"contact_email" text NOT NULL,
	"language" text NOT NULL,
	"client_ip" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text DEFAULT '' NOT NULL,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "job_submission_status_known" CHECK ("job_submission"."status" in ('pending', 'published', 'declined')),
	CONSTRAINT "job_submission_language_known" CHECK ("job_submission"."language" in ('ru', 'en')),
	CONSTRAINT "job_submission_decided" CHECK (("job_submission"."status" = 'pending') = ("job_submission"."decided_at" is null)),
	CONSTRAINT "job_submission_declined_reason" CHECK ("job_submission"."status" <> 'declined' or "job_submission"."decline_reason" <> ''),
	CONSTRAINT "job_submission_description_length" CHECK (char_length("job_submission"."description") <= 6000),
	CONSTRAINT "job_submission_contact_email_length" CHECK (char_length("job_submission"."contact_email") <= 254)
);
--> statement-breakpoint
ALTER TABLE "job_submission" ADD CONSTRAINT "job_submission_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_submission" ADD CONSTRAINT "job_submission_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_submission_status_created_idx" ON "job_submission" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "job_submission_client_ip_idx" ON "job_submission" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "job_submission_contact_email_idx" ON "job_submission" USING btree (lower("contact_email"),"created_at");