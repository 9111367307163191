-- The search index also holds each place a posting is listed under, as `p:<place>` (a pair is at most two
-- characters, so no pair can equal one): a free-text search in a place asks for the pairs and the place together,
-- and reads only the postings listed there instead of every match in the country (issue 26). The pairs are spelled
-- out as in posting_search_grams (0004), not called: PostgreSQL 17 (PGlite) builds an index with a search_path
-- that does not find our other functions.
CREATE OR REPLACE FUNCTION "posting_search_keys"("title" text, "company_name" text, "places" text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT string_to_array(lower(coalesce(title, '') || coalesce(company_name, '')), NULL)
		|| array(
			SELECT substr(v, i, 2)
			FROM unnest(ARRAY[lower(coalesce(title, '')), lower(coalesce(company_name, ''))]) AS v,
				generate_series(1, length(v) - 1) AS i
		)
		|| array(SELECT 'p:' || p FROM unnest(places) AS p)
$$;
--> statement-breakpoint
DROP INDEX "posting_search_grams_idx";--> statement-breakpoint
CREATE INDEX "posting_search_keys_idx" ON "posting_search" USING gin (posting_search_keys("title", "company_name", "places"));
