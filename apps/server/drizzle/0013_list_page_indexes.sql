DROP INDEX "courses_occupation_type_start_idx";--> statement-breakpoint
DROP INDEX "courses_type_start_idx";--> statement-breakpoint
DROP INDEX "courses_city_idx";--> statement-breakpoint
CREATE INDEX "posting_places_occupation_desc_idx" ON "posting_places" USING btree ("place","occupation_id","expires_at" DESC NULLS LAST,"posting_id");--> statement-breakpoint
CREATE INDEX "posting_places_occupation_posted_idx" ON "posting_places" USING btree ("place","occupation_id","posted_at" DESC NULLS LAST,"posting_id","expires_at");--> statement-breakpoint
CREATE INDEX "courses_occupation_type_start_desc_idx" ON "courses" USING btree ("occupation_id","type","start_date" DESC NULLS LAST,"trpr_id","trpr_degr","trainst_cst_id");--> statement-breakpoint
CREATE INDEX "courses_type_start_desc_idx" ON "courses" USING btree ("type","start_date" DESC NULLS LAST,"trpr_id","trpr_degr","trainst_cst_id");--> statement-breakpoint
CREATE INDEX "courses_city_desc_idx" ON "courses" USING btree ("city","type","start_date" DESC NULLS LAST,"trpr_id","trpr_degr","trainst_cst_id");--> statement-breakpoint
CREATE INDEX "courses_occupation_type_start_idx" ON "courses" USING btree ("occupation_id","type","start_date","trpr_id","trpr_degr","trainst_cst_id");--> statement-breakpoint
CREATE INDEX "courses_type_start_idx" ON "courses" USING btree ("type","start_date","trpr_id","trpr_degr","trainst_cst_id");--> statement-breakpoint
CREATE INDEX "courses_city_idx" ON "courses" USING btree ("city","type","start_date","trpr_id","trpr_degr","trainst_cst_id");--> statement-breakpoint
-- posting_counts now keeps every place (districts too), so a district's list is counted from a few hundred stored
-- rows instead of all its postings; the same query as the sync's rebuildPostingCounts.
DELETE FROM "posting_counts";--> statement-breakpoint
INSERT INTO "posting_counts" ("place", "occupation_id", "deadline_hour", "postings")
SELECT '', 0, floor(extract(epoch from "expires_at") / 3600)::int, count(*)::int FROM "postings" GROUP BY 3
UNION ALL
SELECT '', "occupation_id", floor(extract(epoch from "expires_at") / 3600)::int, count(*)::int FROM "postings"
  GROUP BY 2, 3
UNION ALL
SELECT "place", 0, floor(extract(epoch from "expires_at") / 3600)::int, count(*)::int FROM "posting_places"
  GROUP BY 1, 3
UNION ALL
SELECT "place", "occupation_id", floor(extract(epoch from "expires_at") / 3600)::int, count(*)::int
  FROM "posting_places" GROUP BY 1, 2, 3;
