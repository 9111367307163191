CREATE TABLE "course_fee_details" (
	"trpr_id" text NOT NULL,
	"trpr_degr" text NOT NULL,
	"trainst_cst_id" text NOT NULL,
	"self_pay" integer,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_fee_details_pkey" PRIMARY KEY("trpr_id","trpr_degr","trainst_cst_id")
);
--> statement-breakpoint
ALTER TABLE "occupations" ALTER COLUMN "salary_cost" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_rounds" ADD COLUMN "written_reg2_start" date;--> statement-breakpoint
ALTER TABLE "exam_rounds" ADD COLUMN "written_reg2_end" date;--> statement-breakpoint
ALTER TABLE "exam_rounds" ADD COLUMN "practical_reg2_start" date;--> statement-breakpoint
ALTER TABLE "exam_rounds" ADD COLUMN "practical_reg2_end" date;--> statement-breakpoint
ALTER TABLE "occupations" ADD COLUMN "fact_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "training_scraps" ADD COLUMN "self_pay" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "self_pay" integer;--> statement-breakpoint
CREATE INDEX "course_fee_details_fetched_idx" ON "course_fee_details" USING btree ("fetched_at");