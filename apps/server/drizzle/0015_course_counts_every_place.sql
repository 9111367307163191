-- course_counts now keeps every place a training list can ask for — nationwide, a city, a district ("r:<region
-- code>") — each for all occupations and per occupation, so no list counts the courses themselves (issue 26: a
-- district's count read every course of it from the table, a few hundred random reads). The same query as the
-- sync's rebuildCourseCounts.
DELETE FROM "course_counts";--> statement-breakpoint
INSERT INTO "course_counts" ("type", "place", "occupation_id", "start_date", "courses")
SELECT "type", '', 0, "start_date", count(*)::int FROM "courses" GROUP BY 1, 4
UNION ALL
SELECT "type", '', "occupation_id", "start_date", count(*)::int FROM "courses" GROUP BY 1, 3, 4
UNION ALL
SELECT "type", "city", 0, "start_date", count(*)::int FROM "courses" WHERE "city" IS NOT NULL GROUP BY 1, 2, 4
UNION ALL
SELECT "type", "city", "occupation_id", "start_date", count(*)::int FROM "courses" WHERE "city" IS NOT NULL
  GROUP BY 1, 2, 3, 4
UNION ALL
SELECT "type", 'r:' || "region_code", 0, "start_date", count(*)::int FROM "courses" WHERE "region_code" IS NOT NULL
  GROUP BY 1, 2, 4
UNION ALL
SELECT "type", 'r:' || "region_code", "occupation_id", "start_date", count(*)::int FROM "courses"
  WHERE "region_code" IS NOT NULL GROUP BY 1, 2, 3, 4;
