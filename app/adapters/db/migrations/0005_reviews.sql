CREATE TABLE "review" (
	"id" text PRIMARY KEY NOT NULL,
	"specialist_id" text NOT NULL,
	"reviewer_id" text NOT NULL,
	"reviewer_name" text DEFAULT '' NOT NULL,
	"reviewer_photo_url" text DEFAULT '' NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"project_type" text DEFAULT '' NOT NULL,
	"project_name" text DEFAULT '' NOT NULL,
	"is_verified" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_specialist_reviewer_unique" UNIQUE("specialist_id","reviewer_id"),
	CONSTRAINT "review_not_self" CHECK ("review"."reviewer_id" <> "review"."specialist_id"),
	CONSTRAINT "review_rating_range" CHECK ("review"."rating" between 1 and 5),
	CONSTRAINT "review_title_present" CHECK (char_length(btrim("review"."title")) > 0),
	CONSTRAINT "review_content_present" CHECK (char_length(btrim("review"."content")) > 0),
	CONSTRAINT "review_title_length" CHECK (char_length("review"."title") <= 100),
	CONSTRAINT "review_content_length" CHECK (char_length("review"."content") <= 1000),
	CONSTRAINT "review_project_type_length" CHECK (char_length("review"."project_type") <= 50),
	CONSTRAINT "review_project_name_length" CHECK (char_length("review"."project_name") <= 100)
);
--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_specialist_id_user_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_reviewer_id_user_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_specialist_created_idx" ON "review" USING btree ("specialist_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "review_reviewer_created_idx" ON "review" USING btree ("reviewer_id","created_at" DESC NULLS LAST);