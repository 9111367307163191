CREATE TABLE "posting_locations" (
	"posting_id" text NOT NULL,
	"position" integer NOT NULL,
	"occupation_id" integer NOT NULL,
	"city" text NOT NULL,
	"region_code" integer,
	CONSTRAINT "posting_locations_pkey" PRIMARY KEY("posting_id","position")
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"id" text PRIMARY KEY NOT NULL,
	"occupation_id" integer NOT NULL,
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
	"interest_count" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "postings_close_type_check" CHECK ("postings"."close_type" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"trpr_id" text NOT NULL,
	"trpr_degr" text NOT NULL,
	"trainst_cst_id" text NOT NULL,
	"occupation_id" integer NOT NULL,
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
	"course_man" integer,
	"tel_no" text,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "courses_pkey" PRIMARY KEY("trpr_id","trpr_degr","trainst_cst_id"),
	CONSTRAINT "courses_type_check" CHECK ("courses"."type" in ('THEORY', 'PRACTICE'))
);
--> statement-breakpoint
CREATE TABLE "sync_state" (
	"kind" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"last_error_source" text,
	"row_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sync_state_kind_check" CHECK ("sync_state"."kind" in ('postings', 'courses'))
);
--> statement-breakpoint
ALTER TABLE "posting_locations" ADD CONSTRAINT "posting_locations_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_locations" ADD CONSTRAINT "posting_locations_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_occupation_id_occupations_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."occupations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_occupation_id_occupations_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."occupations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posting_locations_city_idx" ON "posting_locations" USING btree ("city","occupation_id","posting_id");--> statement-breakpoint
CREATE INDEX "posting_locations_region_idx" ON "posting_locations" USING btree ("region_code","occupation_id","posting_id");--> statement-breakpoint
CREATE INDEX "postings_occupation_expires_idx" ON "postings" USING btree ("occupation_id","expires_at","id");--> statement-breakpoint
CREATE INDEX "postings_occupation_expires_desc_idx" ON "postings" USING btree ("occupation_id","expires_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "postings_expires_idx" ON "postings" USING btree ("expires_at","id");--> statement-breakpoint
CREATE INDEX "postings_posted_idx" ON "postings" USING btree ("posted_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "courses_occupation_type_start_idx" ON "courses" USING btree ("occupation_id","type","start_date");--> statement-breakpoint
CREATE INDEX "courses_type_start_idx" ON "courses" USING btree ("type","start_date");--> statement-breakpoint
CREATE INDEX "courses_city_idx" ON "courses" USING btree ("city","type","start_date");--> statement-breakpoint
CREATE INDEX "courses_region_idx" ON "courses" USING btree ("region_code","type","start_date");