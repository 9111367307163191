-- The characters and character pairs of a posting's title and company name, lower-cased as ILIKE compares them.
-- A GIN index on it answers "which rows can contain this text" for free-text search with built-in features only,
-- so it runs on PGlite and PostgreSQL 15 alike (pg_trgm needs an extension and finds nothing for 2-letter words).
CREATE OR REPLACE FUNCTION "posting_search_grams"("title" text, "company_name" text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT string_to_array(lower(coalesce(title, '') || coalesce(company_name, '')), NULL)
		|| array(
			SELECT substr(v, i, 2)
			FROM unnest(ARRAY[lower(coalesce(title, '')), lower(coalesce(company_name, ''))]) AS v,
				generate_series(1, length(v) - 1) AS i
		)
$$;
--> statement-breakpoint
CREATE TABLE "posting_counts" (
	"place" text NOT NULL,
	"occupation_id" integer NOT NULL,
	"deadline_hour" integer,
	"postings" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posting_places" (
	"posting_id" text NOT NULL,
	"place" text NOT NULL,
	"occupation_id" integer NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "posting_places_pkey" PRIMARY KEY("posting_id","place")
);
--> statement-breakpoint
CREATE TABLE "posting_search" (
	"posting_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"company_name" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"places" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_counts" (
	"type" text NOT NULL,
	"place" text NOT NULL,
	"occupation_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"courses" integer NOT NULL
);
--> statement-breakpoint
-- Backfill from the rows already synced (the next sync writes the same), so the lists keep answering in between.
-- Places: the city, the district, and the district's parent ("경기 고양시") unless that is a region of its own.
INSERT INTO "posting_places" ("posting_id", "place", "occupation_id", "posted_at", "expires_at")
SELECT DISTINCT p."id", pl."place", p."occupation_id", p."posted_at", p."expires_at"
FROM "posting_locations" l
JOIN "postings" p ON p."id" = l."posting_id"
LEFT JOIN "regions" r ON r."code" = l."region_code"
CROSS JOIN LATERAL (
	SELECT l."city"
	UNION ALL
	SELECT r."name" WHERE r."name" IS NOT NULL
	UNION ALL
	SELECT array_to_string((string_to_array(r."name", ' '))[1:k], ' ')
	FROM generate_series(2, coalesce(array_length(string_to_array(r."name", ' '), 1), 0) - 1) AS k
	WHERE NOT EXISTS (
		SELECT 1 FROM "regions" o WHERE o."name" = array_to_string((string_to_array(r."name", ' '))[1:k], ' ')
	)
) AS pl("place");
--> statement-breakpoint
INSERT INTO "posting_search" ("posting_id", "title", "company_name", "posted_at", "expires_at", "places")
SELECT p."id", p."title", p."company_name", p."posted_at", p."expires_at", coalesce(pl."places", '{}')
FROM "postings" p
LEFT JOIN (
	SELECT "posting_id", array_agg("place" ORDER BY "place") AS "places" FROM "posting_places" GROUP BY 1
) pl ON pl."posting_id" = p."id";
--> statement-breakpoint
INSERT INTO "posting_counts" ("place", "occupation_id", "deadline_hour", "postings")
SELECT '', 0, floor(extract(epoch FROM "expires_at") / 3600)::int, count(*)::int FROM "postings" GROUP BY 3
UNION ALL
SELECT '', "occupation_id", floor(extract(epoch FROM "expires_at") / 3600)::int, count(*)::int FROM "postings"
	GROUP BY 2, 3
UNION ALL
SELECT "place", 0, floor(extract(epoch FROM "expires_at") / 3600)::int, count(*)::int FROM "posting_places"
	WHERE strpos("place", ' ') = 0 GROUP BY 1, 3
UNION ALL
SELECT "place", "occupation_id", floor(extract(epoch FROM "expires_at") / 3600)::int, count(*)::int
	FROM "posting_places" WHERE strpos("place", ' ') = 0 GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "course_counts" ("type", "place", "occupation_id", "start_date", "courses")
SELECT "type", '', 0, "start_date", count(*)::int FROM "courses" GROUP BY 1, 4
UNION ALL
SELECT "type", '', "occupation_id", "start_date", count(*)::int FROM "courses" GROUP BY 1, 3, 4
UNION ALL
SELECT "type", "city", 0, "start_date", count(*)::int FROM "courses" WHERE "city" IS NOT NULL GROUP BY 1, 2, 4;
--> statement-breakpoint
ALTER TABLE "posting_locations" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "posting_locations" CASCADE;--> statement-breakpoint
DROP INDEX "postings_posted_idx";--> statement-breakpoint
ALTER TABLE "posting_places" ADD CONSTRAINT "posting_places_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_search" ADD CONSTRAINT "posting_search_posting_id_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posting_counts_key_idx" ON "posting_counts" USING btree ("place","occupation_id","deadline_hour");--> statement-breakpoint
CREATE INDEX "posting_places_expires_idx" ON "posting_places" USING btree ("place","expires_at","posting_id");--> statement-breakpoint
CREATE INDEX "posting_places_expires_desc_idx" ON "posting_places" USING btree ("place","expires_at" DESC NULLS LAST,"posting_id","occupation_id");--> statement-breakpoint
CREATE INDEX "posting_places_posted_idx" ON "posting_places" USING btree ("place","posted_at" DESC NULLS LAST,"posting_id","expires_at","occupation_id");--> statement-breakpoint
CREATE INDEX "posting_places_occupation_idx" ON "posting_places" USING btree ("place","occupation_id","expires_at","posting_id","posted_at");--> statement-breakpoint
CREATE INDEX "posting_search_grams_idx" ON "posting_search" USING gin (posting_search_grams("title", "company_name"));--> statement-breakpoint
CREATE INDEX "course_counts_key_idx" ON "course_counts" USING btree ("type","place","occupation_id","start_date");--> statement-breakpoint
CREATE INDEX "postings_occupation_posted_idx" ON "postings" USING btree ("occupation_id","posted_at" DESC NULLS LAST,"id","expires_at");--> statement-breakpoint
CREATE INDEX "postings_expires_desc_idx" ON "postings" USING btree ("expires_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "postings_posted_idx" ON "postings" USING btree ("posted_at" DESC NULLS LAST,"id","expires_at");