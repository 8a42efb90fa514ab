CREATE TABLE "account_mail" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_mail_kind_known" CHECK ("account_mail"."kind" in ('verify-email', 'existing-sign-up', 'change-email')),
	CONSTRAINT "account_mail_email_lower" CHECK ("account_mail"."email" = lower("account_mail"."email"))
);
--> statement-breakpoint
ALTER TABLE "account_mail" ADD CONSTRAINT "account_mail_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_mail_user_idx" ON "account_mail" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "account_mail_email_idx" ON "account_mail" USING btree ("email","sent_at");--> statement-breakpoint
-- Accounts that paid for Pro or were given it before addresses were confirmed keep what they have (docs/decisions/032):
-- their address counts as confirmed, so no listed profile and no alert of theirs stops with this release. Everyone else
-- confirms from the cabinet's banner.
UPDATE "user" SET "email_verified" = true
WHERE "email_verified" = false
  AND ("pro_expires_at" IS NOT NULL
    OR EXISTS (SELECT 1 FROM "specialist_profile" WHERE "specialist_profile"."user_id" = "user"."id" AND "specialist_profile"."account_type" = 'Pro')
    OR EXISTS (SELECT 1 FROM "payment" WHERE "payment"."user_id" = "user"."id" AND "payment"."status" IN ('succeeded', 'refunded')));
--> statement-breakpoint
-- A public contact is only what the owner typed (L9): the login address copied into a profile never edited since is dropped.
UPDATE "specialist_profile" SET "email" = ''
FROM "user" WHERE "user"."id" = "specialist_profile"."user_id" AND "specialist_profile"."content_version" = 1 AND lower("specialist_profile"."email") = lower("user"."email");
--> statement-breakpoint
-- Pictures shown to others come only from the site's own uploads (issue 24 N5, L9): a profile photo that is still the
-- account's picture copied at first sign-in (Google's, or any URL better-auth's update-user took) is dropped, and a
-- review's picture becomes its author's profile photo (an upload of theirs) or none.
UPDATE "specialist_profile" SET "photo_url" = ''
FROM "user" WHERE "user"."id" = "specialist_profile"."user_id" AND "specialist_profile"."photo_url" <> '' AND "specialist_profile"."photo_url" = "user"."image";
--> statement-breakpoint
UPDATE "review" SET "reviewer_photo_url" = coalesce((SELECT "photo_url" FROM "specialist_profile" WHERE "specialist_profile"."user_id" = "review"."reviewer_id"), '')
WHERE "reviewer_photo_url" <> '';
