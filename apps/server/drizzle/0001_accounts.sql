CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"family_expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"login_id" text,
	"code_hash" text,
	"expires_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"failures_window_start" timestamp with time zone,
	"sends_in_window" integer DEFAULT 0 NOT NULL,
	"send_window_start" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "verification_codes_email_type_key" UNIQUE("email","type")
);
--> statement-breakpoint
CREATE TABLE "verification_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"type" text NOT NULL,
	"login_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" text NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text NOT NULL,
	"region_code" integer,
	"profile_image_key" text,
	"text_size" text DEFAULT 'normal' NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"login_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_email_lower_check" CHECK ("members"."email" = lower("members"."email")),
	CONSTRAINT "members_gender_check" CHECK ("members"."gender" in ('FEMALE', 'MALE')),
	CONSTRAINT "members_text_size_check" CHECK ("members"."text_size" in ('normal', 'large', 'xlarge'))
);
--> statement-breakpoint
CREATE TABLE "todo_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_view" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "todo_groups_member_job_key" UNIQUE("member_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "todo_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"todo_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "todo_images_storage_key_key" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "todos" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"memo_text" text,
	"link" text,
	"position" integer NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_groups" ADD CONSTRAINT "todo_groups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_groups" ADD CONSTRAINT "todo_groups_job_id_occupations_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."occupations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todo_images" ADD CONSTRAINT "todo_images_todo_id_todos_id_fk" FOREIGN KEY ("todo_id") REFERENCES "public"."todos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "todos" ADD CONSTRAINT "todos_group_id_todo_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."todo_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_member_idx" ON "refresh_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "verification_grants_email_type_idx" ON "verification_grants" USING btree ("email","type");--> statement-breakpoint
CREATE UNIQUE INDEX "members_login_id_key" ON "members" USING btree (lower("login_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_key" ON "members" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "members_nickname_key" ON "members" USING btree ("nickname");--> statement-breakpoint
CREATE INDEX "todo_groups_job_idx" ON "todo_groups" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "todo_images_todo_idx" ON "todo_images" USING btree ("todo_id");--> statement-breakpoint
CREATE INDEX "todos_group_position_idx" ON "todos" USING btree ("group_id","position");