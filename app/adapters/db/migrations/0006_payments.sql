CREATE TABLE "payment" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"idempotence_key" text NOT NULL,
	"user_id" text NOT NULL,
	"plan" text NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"confirmation_url" text,
	"return_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payment_idempotence_key_unique" UNIQUE("idempotence_key"),
	CONSTRAINT "payment_plan_known" CHECK ("payment"."plan" in ('monthly', 'yearly')),
	CONSTRAINT "payment_status_known" CHECK ("payment"."status" in ('created', 'pending', 'waiting_for_capture', 'succeeded', 'canceled')),
	CONSTRAINT "payment_provider_known" CHECK ("payment"."provider" in ('yookassa', 'sandbox')),
	CONSTRAINT "payment_amount_positive" CHECK ("payment"."amount_kopecks" > 0),
	CONSTRAINT "payment_paid_when_succeeded" CHECK (("payment"."status" = 'succeeded') = ("payment"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotence_key" text NOT NULL,
	"object" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_idempotence_key_unique" UNIQUE("idempotence_key")
);
--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_user_created_idx" ON "payment" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_status_created_idx" ON "payment" USING btree ("status","created_at");