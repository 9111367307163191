CREATE TABLE "recruit_scraps" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"posting_id" text NOT NULL,
	"title" text NOT NULL,
	"company_name" text NOT NULL,
	"url" text NOT NULL,
	"location_name" text,
	"job_type_name" text NOT NULL,
	"experience_level" text NOT NULL,
	"required_education_level" text NOT NULL,
	"close_type" integer NOT NULL,
	"salary" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"interest_count" integer NOT NULL,
	"job_name" text NOT NULL,
	"places" text[] NOT NULL,
	"scrapped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruit_scraps_member_posting_key" UNIQUE("member_id","posting_id")
);
--> statement-breakpoint
CREATE TABLE "training_scraps" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"trpr_id" text NOT NULL,
	"trpr_degr" text NOT NULL,
	"trainst_cst_id" text NOT NULL,
	"title" text NOT NULL,
	"institute_name" text NOT NULL,
	"address" text NOT NULL,
	"city" text,
	"region_code" integer,
	"region_name" text,
	"url" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"real_man" integer NOT NULL,
	"type" text NOT NULL,
	"job_name" text NOT NULL,
	"scrapped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_scraps_member_course_key" UNIQUE("member_id","trpr_id","trpr_degr","trainst_cst_id"),
	CONSTRAINT "training_scraps_type_check" CHECK ("training_scraps"."type" in ('THEORY', 'PRACTICE'))
);
--> statement-breakpoint
ALTER TABLE "recruit_scraps" ADD CONSTRAINT "recruit_scraps_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_scraps" ADD CONSTRAINT "training_scraps_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recruit_scraps_member_scrapped_idx" ON "recruit_scraps" USING btree ("member_id","scrapped_at","id");--> statement-breakpoint
CREATE INDEX "training_scraps_member_scrapped_idx" ON "training_scraps" USING btree ("member_id","scrapped_at","id");