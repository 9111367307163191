CREATE TABLE "calendar_feeds" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "exam_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_key" text NOT NULL,
	"source" text NOT NULL,
	"exam_year" integer NOT NULL,
	"round_name" text NOT NULL,
	"written_reg_start" date,
	"written_reg_end" date,
	"written_exam_start" date,
	"written_exam_end" date,
	"written_result_date" date,
	"practical_reg_start" date,
	"practical_reg_end" date,
	"practical_exam_start" date,
	"practical_exam_end" date,
	"practical_result_date" date,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_rounds_round_key" UNIQUE("certificate_key","source","exam_year","round_name")
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"send_date" date NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sends_member_item_day_key" UNIQUE("member_id","item_key","send_date")
);
--> statement-breakpoint
ALTER TABLE "sync_state" DROP CONSTRAINT "sync_state_kind_check";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "reminders_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "weekly_digest_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "todos" ADD COLUMN "target_date" date;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_rounds_certificate_idx" ON "exam_rounds" USING btree ("certificate_key");--> statement-breakpoint
ALTER TABLE "sync_state" ADD CONSTRAINT "sync_state_kind_check" CHECK ("sync_state"."kind" in ('postings', 'courses', 'exams'));