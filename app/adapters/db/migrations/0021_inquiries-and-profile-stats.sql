CREATE TABLE "inquiry" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"specialist_id" text NOT NULL,
	"sender_user_id" text,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"client_contact" text DEFAULT '' NOT NULL,
	"service_id" text,
	"work_kind" text DEFAULT '' NOT NULL,
	"budget_from" integer,
	"budget_to" integer,
	"budget_negotiable" boolean DEFAULT false NOT NULL,
	"deadline" date,
	"message" text NOT NULL,
	"reference_link" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'ru' NOT NULL,
	"status" text NOT NULL,
	"sender_key" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"spam_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_confirm_token_hash_key" UNIQUE("confirm_token_hash"),
	CONSTRAINT "inquiry_status_known" CHECK ("inquiry"."status" in ('unconfirmed', 'new', 'read', 'answered', 'archived', 'spam')),
	CONSTRAINT "inquiry_confirmed_unless_unconfirmed" CHECK (("inquiry"."status" = 'unconfirmed') = ("inquiry"."confirmed_at" is null)),
	CONSTRAINT "inquiry_client_email_lower" CHECK ("inquiry"."client_email" = lower("inquiry"."client_email")),
	CONSTRAINT "inquiry_client_name_present" CHECK (char_length(btrim("inquiry"."client_name")) > 0),
	CONSTRAINT "inquiry_client_name_length" CHECK (char_length("inquiry"."client_name") <= 100),
	CONSTRAINT "inquiry_client_email_length" CHECK (char_length("inquiry"."client_email") <= 254),
	CONSTRAINT "inquiry_client_contact_length" CHECK (char_length("inquiry"."client_contact") <= 100),
	CONSTRAINT "inquiry_work_kind_length" CHECK (char_length("inquiry"."work_kind") <= 100),
	CONSTRAINT "inquiry_message_length" CHECK (char_length(btrim("inquiry"."message")) between 20 and 3000),
	CONSTRAINT "inquiry_reference_link_length" CHECK (char_length("inquiry"."reference_link") <= 300),
	CONSTRAINT "inquiry_budget_range" CHECK (("inquiry"."budget_from" is null or "inquiry"."budget_from" between 0 and 100000000) and ("inquiry"."budget_to" is null or "inquiry"."budget_to" between 0 and 100000000) and ("inquiry"."budget_from" is null or "inquiry"."budget_to" is null or "inquiry"."budget_from" <= "inquiry"."budget_to")),
	CONSTRAINT "inquiry_language" CHECK ("inquiry"."language" in ('ru', 'en')),
	CONSTRAINT "inquiry_confirm_token_while_unconfirmed" CHECK ("inquiry"."confirm_token_hash" is null or "inquiry"."status" = 'unconfirmed')
);
--> statement-breakpoint
CREATE TABLE "profile_stat_day" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "profile_stat_day_user_id_day_metric_pk" PRIMARY KEY("user_id","day","metric"),
	CONSTRAINT "profile_stat_day_metric_known" CHECK ("profile_stat_day"."metric" in ('view', 'appearance', 'click_telegram', 'click_email', 'click_website')),
	CONSTRAINT "profile_stat_day_count_positive" CHECK ("profile_stat_day"."count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profile_visitor" (
	"day" date NOT NULL,
	"user_id" text NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "profile_visitor_day_user_id_visitor_hash_pk" PRIMARY KEY("day","user_id","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "profile_week_mail" (
	"user_id" text NOT NULL,
	"week_start" date NOT NULL,
	"enqueued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_week_mail_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "stats_salt" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD COLUMN "weekly_stats_mail_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiry" ADD CONSTRAINT "inquiry_specialist_id_specialist_profile_user_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."specialist_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry" ADD CONSTRAINT "inquiry_sender_user_id_user_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry" ADD CONSTRAINT "inquiry_service_id_specialist_service_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."specialist_service"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_stat_day" ADD CONSTRAINT "profile_stat_day_user_id_specialist_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."specialist_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visitor" ADD CONSTRAINT "profile_visitor_user_id_specialist_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."specialist_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_week_mail" ADD CONSTRAINT "profile_week_mail_user_id_specialist_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."specialist_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_specialist_confirmed_idx" ON "inquiry" USING btree ("specialist_id","confirmed_at");--> statement-breakpoint
CREATE INDEX "inquiry_client_email_created_idx" ON "inquiry" USING btree ("client_email","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_sender_key_created_idx" ON "inquiry" USING btree ("sender_key","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_created_idx" ON "inquiry" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inquiry_spam_idx" ON "inquiry" USING btree ("spam_at") WHERE "inquiry"."status" = 'spam';--> statement-breakpoint
CREATE INDEX "profile_stat_day_day_idx" ON "profile_stat_day" USING btree ("day","metric");