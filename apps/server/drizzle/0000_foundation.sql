CREATE TABLE "occupations" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"work_code" text NOT NULL,
	"ncs_name" text NOT NULL,
	"description" text NOT NULL,
	"certification_requirement" text NOT NULL,
	"work_time" text NOT NULL,
	"salary_type" text NOT NULL,
	"salary_cost" integer NOT NULL,
	"interpersonal" text NOT NULL,
	"physical" text NOT NULL,
	"emotional" text NOT NULL,
	"certifications" jsonb NOT NULL,
	"interest_tags" jsonb NOT NULL,
	"image_url" text NOT NULL,
	CONSTRAINT "occupations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "starter_todos" (
	"id" serial PRIMARY KEY NOT NULL,
	"occupation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "starter_todos_occupation_position_key" UNIQUE("occupation_id","position")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "regions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "starter_todos" ADD CONSTRAINT "starter_todos_occupation_id_occupations_id_fk" FOREIGN KEY ("occupation_id") REFERENCES "public"."occupations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "occupations_filters_idx" ON "occupations" USING btree ("certification_requirement","work_time","physical");