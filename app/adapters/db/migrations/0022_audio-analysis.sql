CREATE TABLE "audio_analysis" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure" text,
	"duration_ms" integer,
	"format" text,
	"sample_rate" integer,
	"channels" integer,
	"bit_depth" integer,
	"integrated_lufs" real,
	"loudness_range_lu" real,
	"true_peak_dbtp" real,
	"peaks" jsonb,
	"stream_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"analysed_at" timestamp with time zone,
	CONSTRAINT "audio_analysis_status_known" CHECK ("audio_analysis"."status" in ('pending', 'done', 'failed')),
	CONSTRAINT "audio_analysis_failure_known" CHECK ("audio_analysis"."failure" is null or "audio_analysis"."failure" in ('UNREADABLE', 'TOO_LONG', 'TIMEOUT', 'MISSING')),
	CONSTRAINT "audio_analysis_failure_when_failed" CHECK (("audio_analysis"."status" = 'failed') = ("audio_analysis"."failure" is not null))
);
--> statement-breakpoint
CREATE INDEX "audio_analysis_status_idx" ON "audio_analysis" USING btree ("status");