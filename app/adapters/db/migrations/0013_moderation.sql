CREATE TABLE "review_report" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"review_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolved_by" text,
	CONSTRAINT "review_report_review_reporter_unique" UNIQUE("review_id","reporter_id"),
	CONSTRAINT "review_report_reason_length" CHECK (char_length("review_report"."reason") <= 500),
	CONSTRAINT "review_report_resolution_known" CHECK ("review_report"."resolution" in ('hidden', 'dismissed')),
	CONSTRAINT "review_report_resolved_complete" CHECK (("review_report"."resolved_at" is null) = ("review_report"."resolution" is null))
);
--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "hidden_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "review" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD COLUMN "content_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD COLUMN "approved_version" integer;--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD COLUMN "approved_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD COLUMN "approved_by" text;--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD COLUMN "hidden_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD COLUMN "hidden_version" integer;--> statement-breakpoint
ALTER TABLE "review_report" ADD CONSTRAINT "review_report_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_report" ADD CONSTRAINT "review_report_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_report_open_idx" ON "review_report" USING btree ("review_id") WHERE "review_report"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "review_created_idx" ON "review" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_hidden_created_idx" ON "review" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "review"."hidden_at" is not null;--> statement-breakpoint
CREATE INDEX "specialist_profile_hidden_idx" ON "specialist_profile" USING btree ("user_id") WHERE "specialist_profile"."hidden_at" is not null;--> statement-breakpoint
CREATE INDEX "specialist_profile_unapproved_idx" ON "specialist_profile" USING btree ("content_changed_at","user_id") WHERE "specialist_profile"."approved_version" is distinct from "specialist_profile"."content_version";--> statement-breakpoint
ALTER TABLE "specialist_profile" ADD CONSTRAINT "specialist_profile_hidden_complete" CHECK (("specialist_profile"."hidden_at" is null) = ("specialist_profile"."hidden_version" is null));--> statement-breakpoint
-- The content version (docs/decisions/019): every write that changes what a profile's public page shows bumps it —
-- the profile's own fields here, its projects and services below —, whoever writes, so no write path of the editor
-- (or a future one) can change a profile without the console seeing it. A write that changes nothing bumps nothing.
CREATE FUNCTION "public"."specialist_profile_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (NEW."name", NEW."surname", NEW."email", NEW."work_experience", NEW."experience", NEW."telegram_link", NEW."photo_url",
		NEW."audio_url", NEW."specializations", NEW."website", NEW."location", NEW."languages")
		IS DISTINCT FROM (OLD."name", OLD."surname", OLD."email", OLD."work_experience", OLD."experience", OLD."telegram_link", OLD."photo_url",
		OLD."audio_url", OLD."specializations", OLD."website", OLD."location", OLD."languages") THEN
		NEW."content_version" := OLD."content_version" + 1;
		NEW."content_changed_at" := now();
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "specialist_profile_content_version" BEFORE UPDATE ON "public"."specialist_profile" FOR EACH ROW EXECUTE FUNCTION "public"."specialist_profile_content_version"();
--> statement-breakpoint
CREATE FUNCTION "public"."specialist_item_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW IS NOT DISTINCT FROM OLD THEN
		RETURN NULL;
	END IF;
	UPDATE "public"."specialist_profile" SET "content_version" = "content_version" + 1, "content_changed_at" = now()
		WHERE "user_id" = COALESCE(NEW."user_id", OLD."user_id");
	IF TG_OP = 'UPDATE' AND NEW."user_id" <> OLD."user_id" THEN
		UPDATE "public"."specialist_profile" SET "content_version" = "content_version" + 1, "content_changed_at" = now() WHERE "user_id" = OLD."user_id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "specialist_project_content_version" AFTER INSERT OR UPDATE OR DELETE ON "public"."specialist_project" FOR EACH ROW EXECUTE FUNCTION "public"."specialist_item_content_version"();
--> statement-breakpoint
CREATE TRIGGER "specialist_service_content_version" AFTER INSERT OR UPDATE OR DELETE ON "public"."specialist_service" FOR EACH ROW EXECUTE FUNCTION "public"."specialist_item_content_version"();
