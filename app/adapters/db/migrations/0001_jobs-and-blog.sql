CREATE TABLE "blog_post" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"date" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"description" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"company_link" text DEFAULT '' NOT NULL,
	"location" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"responsibilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"conditions" text[] DEFAULT '{}'::text[] NOT NULL,
	"post_date" timestamp with time zone NOT NULL,
	"is_english" boolean DEFAULT false NOT NULL,
	"is_remote" boolean DEFAULT false NOT NULL,
	"apply_website" text DEFAULT '' NOT NULL,
	"apply_email" text DEFAULT '' NOT NULL,
	"apply_form" text DEFAULT '' NOT NULL,
	"apply_telegram" text DEFAULT '' NOT NULL,
	"apply_hh" text DEFAULT '' NOT NULL,
	"search_text" text NOT NULL,
	"source" text NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"closed_at" timestamp with time zone,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blog_post_published_position_idx" ON "blog_post" USING btree ("is_published","position");--> statement-breakpoint
CREATE INDEX "job_search_text_trgm_idx" ON "job" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_open_post_date_idx" ON "job" USING btree ("is_open","post_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "job_open_location_idx" ON "job" USING btree ("is_open","location");--> statement-breakpoint
CREATE INDEX "job_open_type_idx" ON "job" USING btree ("is_open","type");