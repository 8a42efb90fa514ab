CREATE TABLE "payment_notification" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider" text NOT NULL,
	"event" text NOT NULL,
	"object_id" text NOT NULL,
	"object_status" text,
	"payment_id" text,
	"refund_id" text
);
--> statement-breakpoint
CREATE TABLE "payment_refund" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"provider_refund_id" text,
	"idempotence_key" text NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"outside_window" boolean DEFAULT false NOT NULL,
	"requested_by" text,
	"requested_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded_at" timestamp with time zone,
	CONSTRAINT "payment_refund_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "payment_refund_idempotence_key_unique" UNIQUE("idempotence_key"),
	CONSTRAINT "payment_refund_status_known" CHECK ("payment_refund"."status" in ('created', 'pending', 'succeeded', 'canceled')),
	CONSTRAINT "payment_refund_amount_positive" CHECK ("payment_refund"."amount_kopecks" > 0),
	CONSTRAINT "payment_refund_succeeded_at" CHECK (("payment_refund"."status" = 'succeeded') = ("payment_refund"."succeeded_at" is not null)),
	CONSTRAINT "payment_refund_reason_outside_window" CHECK (not "payment_refund"."outside_window" or char_length(btrim("payment_refund"."reason")) > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refund" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotence_key" text NOT NULL,
	"object" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refund_idempotence_key_unique" UNIQUE("idempotence_key")
);
--> statement-breakpoint
ALTER TABLE "payment" DROP CONSTRAINT "payment_amount_positive";--> statement-breakpoint
ALTER TABLE "payment" DROP CONSTRAINT "payment_plan_known";--> statement-breakpoint
ALTER TABLE "payment" DROP CONSTRAINT "payment_status_known";--> statement-breakpoint
ALTER TABLE "payment" DROP CONSTRAINT "payment_provider_known";--> statement-breakpoint
ALTER TABLE "payment" DROP CONSTRAINT "payment_paid_when_succeeded";--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "grant_days" integer;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "grant_reason" text;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refund" ADD CONSTRAINT "payment_refund_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_notification_payment_idx" ON "payment_notification" USING btree ("payment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refund_one_per_payment_idx" ON "payment_refund" USING btree ("payment_id") WHERE "payment_refund"."status" <> 'canceled';--> statement-breakpoint
CREATE INDEX "payment_refund_payment_idx" ON "payment_refund" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_refund_succeeded_at_idx" ON "payment_refund" USING btree ("succeeded_at");--> statement-breakpoint
CREATE INDEX "payment_created_id_idx" ON "payment" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payment_status_created_id_idx" ON "payment" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_provider_created_id_idx" ON "payment" USING btree ("provider","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_paid_at_idx" ON "payment" USING btree ("paid_at");--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_manual_grant_shape" CHECK (case when "payment"."provider" = 'manual' then "payment"."plan" = 'manual' and "payment"."amount_kopecks" = 0 and "payment"."status" = 'succeeded' and "payment"."grant_days" > 0 and "payment"."grant_reason" is not null else "payment"."plan" <> 'manual' and "payment"."amount_kopecks" > 0 and "payment"."grant_days" is null and "payment"."grant_reason" is null end);--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_plan_known" CHECK ("payment"."plan" in ('monthly', 'yearly', 'manual'));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_status_known" CHECK ("payment"."status" in ('created', 'pending', 'waiting_for_capture', 'succeeded', 'canceled', 'refunded'));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_provider_known" CHECK ("payment"."provider" in ('yookassa', 'sandbox', 'manual'));--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_paid_when_succeeded" CHECK (("payment"."status" in ('succeeded', 'refunded')) = ("payment"."paid_at" is not null));--> statement-breakpoint
-- The notification log is append-only (docs/decisions/021), like the audit log: UPDATE, DELETE and TRUNCATE are refused
-- as a check_violation naming "payment_notification_append_only".
CREATE FUNCTION "public"."payment_notification_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'payment_notification_append_only: received notifications are never changed or deleted (%)', TG_OP
		USING ERRCODE = 'check_violation', CONSTRAINT = 'payment_notification_append_only', TABLE = 'payment_notification';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_notification_append_only" BEFORE UPDATE OR DELETE ON "public"."payment_notification" FOR EACH ROW EXECUTE FUNCTION "public"."payment_notification_append_only"();
--> statement-breakpoint
CREATE TRIGGER "payment_notification_no_truncate" BEFORE TRUNCATE ON "public"."payment_notification" FOR EACH STATEMENT EXECUTE FUNCTION "public"."payment_notification_append_only"();
