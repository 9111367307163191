ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_email_type_key";--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "login_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "send_nonce" text;--> statement-breakpoint
UPDATE "verification_codes" SET "login_key" = lower(coalesce("login_id", '')) WHERE "type" = 'FIND_PASSWORD';--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_email_type_login_key" UNIQUE("email","type","login_key");