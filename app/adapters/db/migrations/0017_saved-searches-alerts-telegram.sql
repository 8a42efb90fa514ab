CREATE TABLE "alert_delivery" (
	"user_id" text NOT NULL,
	"job_id" text NOT NULL,
	"saved_search_id" text,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone,
	CONSTRAINT "alert_delivery_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "alert_message" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"saved_search_id" text,
	"channel" text NOT NULL,
	"job_ids" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"dropped_reason" text,
	CONSTRAINT "alert_message_channel" CHECK ("alert_message"."channel" in ('email', 'telegram'))
);
--> statement-breakpoint
CREATE TABLE "job_publication" (
	"job_id" text PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_search" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"query_key" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"language" text DEFAULT 'ru' NOT NULL,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_user_search_key" UNIQUE("user_id","query_key","location","type"),
	CONSTRAINT "saved_search_name_length" CHECK (char_length("saved_search"."name") between 1 and 100),
	CONSTRAINT "saved_search_query_length" CHECK (char_length("saved_search"."query") <= 200),
	CONSTRAINT "saved_search_frequency" CHECK ("saved_search"."frequency" in ('instant', 'daily', 'weekly', 'off')),
	CONSTRAINT "saved_search_channel" CHECK ("saved_search"."channel" in ('email', 'telegram', 'both')),
	CONSTRAINT "saved_search_language" CHECK ("saved_search"."language" in ('ru', 'en'))
);
--> statement-breakpoint
CREATE TABLE "telegram_channel_post" (
	"job_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"posted_at" timestamp with time zone,
	"message_id" bigint
);
--> statement-breakpoint
CREATE TABLE "telegram_link_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "telegram_link" (
	"user_id" text PRIMARY KEY NOT NULL,
	"chat_id" bigint NOT NULL,
	"username" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_link_chat_id_key" UNIQUE("chat_id")
);
--> statement-breakpoint
ALTER TABLE "alert_delivery" ADD CONSTRAINT "alert_delivery_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_delivery" ADD CONSTRAINT "alert_delivery_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_delivery" ADD CONSTRAINT "alert_delivery_saved_search_id_saved_search_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_search"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_message" ADD CONSTRAINT "alert_message_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_message" ADD CONSTRAINT "alert_message_saved_search_id_saved_search_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_search"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_publication" ADD CONSTRAINT "job_publication_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search" ADD CONSTRAINT "saved_search_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_channel_post" ADD CONSTRAINT "telegram_channel_post_job_id_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_link_token" ADD CONSTRAINT "telegram_link_token_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telegram_link" ADD CONSTRAINT "telegram_link_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_delivery_pending_idx" ON "alert_delivery" USING btree ("saved_search_id","matched_at") WHERE "alert_delivery"."dispatched_at" is null;--> statement-breakpoint
CREATE INDEX "alert_message_user_created_idx" ON "alert_message" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "job_publication_pending_idx" ON "job_publication" USING btree ("published_at","job_id") WHERE "job_publication"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "job_publication_published_idx" ON "job_publication" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "saved_search_user_created_idx" ON "saved_search" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "telegram_link_token_user_idx" ON "telegram_link_token" USING btree ("user_id");
--> statement-breakpoint
-- A job's first publication (issue 17): every insert of an open job, and the first opening of a job inserted closed,
-- whatever wrote it. A job that closes and reopens already has its row, so it is never announced again.
CREATE FUNCTION "public"."job_published"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "public"."job_publication" ("job_id") VALUES (NEW."id") ON CONFLICT ("job_id") DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "job_published_on_insert" AFTER INSERT ON "public"."job" FOR EACH ROW WHEN (NEW."is_open") EXECUTE FUNCTION "public"."job_published"();
--> statement-breakpoint
CREATE TRIGGER "job_published_on_open" AFTER UPDATE OF "is_open" ON "public"."job" FOR EACH ROW WHEN (NEW."is_open" AND NOT OLD."is_open") EXECUTE FUNCTION "public"."job_published"();
--> statement-breakpoint
-- Jobs already on the site were published before alerts existed: recorded, and marked processed so nothing announces them.
INSERT INTO "public"."job_publication" ("job_id", "published_at", "processed_at") SELECT "id", least("post_date", now()), now() FROM "public"."job";
--> statement-breakpoint
-- At most 20 saved searches per user (LIMITS.savedSearches). A CHECK cannot count rows, so a trigger refuses the 21st as a
-- check_violation naming the constraint "saved_search_limit"; it first locks the user's row, so two saves at once are
-- counted one after the other.
CREATE FUNCTION "public"."saved_search_limit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "public"."user" WHERE "id" = NEW."user_id" FOR NO KEY UPDATE;
	IF (SELECT count(*) FROM "public"."saved_search" WHERE "user_id" = NEW."user_id") >= 20 THEN
		RAISE EXCEPTION 'saved_search_limit: a user keeps at most 20 saved searches'
			USING ERRCODE = 'check_violation', CONSTRAINT = 'saved_search_limit', TABLE = 'saved_search';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "saved_search_limit" BEFORE INSERT ON "public"."saved_search" FOR EACH ROW EXECUTE FUNCTION "public"."saved_search_limit"();
