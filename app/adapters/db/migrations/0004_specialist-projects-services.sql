CREATE TABLE "specialist_project" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"slot" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"audio_url" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"project_link" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specialist_project_user_slot_unique" UNIQUE("user_id","slot"),
	CONSTRAINT "specialist_project_slot_range" CHECK ("specialist_project"."slot" >= 0 and "specialist_project"."slot" < 20),
	CONSTRAINT "specialist_project_title_present" CHECK (char_length(btrim("specialist_project"."title")) > 0),
	CONSTRAINT "specialist_project_description_present" CHECK (char_length(btrim("specialist_project"."description")) > 0),
	CONSTRAINT "specialist_project_title_length" CHECK (char_length("specialist_project"."title") <= 100),
	CONSTRAINT "specialist_project_description_length" CHECK (char_length("specialist_project"."description") <= 1000),
	CONSTRAINT "specialist_project_link_length" CHECK (char_length("specialist_project"."project_link") <= 200)
);
--> statement-breakpoint
CREATE TABLE "specialist_service" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"price" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specialist_service_title_present" CHECK (char_length(btrim("specialist_service"."title")) > 0),
	CONSTRAINT "specialist_service_description_present" CHECK (char_length(btrim("specialist_service"."description")) > 0),
	CONSTRAINT "specialist_service_price_present" CHECK (char_length(btrim("specialist_service"."price")) > 0),
	CONSTRAINT "specialist_service_title_length" CHECK (char_length("specialist_service"."title") <= 100),
	CONSTRAINT "specialist_service_description_length" CHECK (char_length("specialist_service"."description") <= 150),
	CONSTRAINT "specialist_service_price_length" CHECK (char_length("specialist_service"."price") <= 20)
);
--> statement-breakpoint
ALTER TABLE "specialist_project" ADD CONSTRAINT "specialist_project_user_id_specialist_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."specialist_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_service" ADD CONSTRAINT "specialist_service_user_id_specialist_profile_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."specialist_profile"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "specialist_project_user_created_idx" ON "specialist_project" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "specialist_service_user_created_idx" ON "specialist_service" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "specialist_profile_account_type_idx" ON "specialist_profile" USING btree ("account_type");--> statement-breakpoint
CREATE INDEX "user_pro_expires_at_idx" ON "user" USING btree ("pro_expires_at");--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD CONSTRAINT "specialist_profile_work_experience_length" CHECK (char_length("specialist_profile"."work_experience") <= 7);--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD CONSTRAINT "specialist_profile_experience_length" CHECK (char_length("specialist_profile"."experience") <= 1000);--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD CONSTRAINT "specialist_profile_telegram_link_length" CHECK (char_length("specialist_profile"."telegram_link") <= 100);--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD CONSTRAINT "specialist_profile_website_length" CHECK (char_length("specialist_profile"."website") <= 100);--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD CONSTRAINT "specialist_profile_location_length" CHECK (char_length("specialist_profile"."location") <= 100);--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD CONSTRAINT "specialist_profile_languages_length" CHECK (char_length(array_to_string("specialist_profile"."languages", ', ')) <= 100);--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD CONSTRAINT "specialist_profile_specializations_known" CHECK ("specialist_profile"."specializations" <@ array['sound-designer', 'vr-sound-designer', 'foley-artist', 'composer', 'arranger', 'producer', 'game-composer', 'ad-composer', 'sound-engineer', 'post-production-engineer', 'mixing-engineer', 'voice-actor', 'podcast-engineer', 'audio-technician']::text[]);