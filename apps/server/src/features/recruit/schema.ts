import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { occupations } from '../jobs/schema.ts';

/**
 * Job postings, filled by the sync job from the active source (sample or 사람인); lists never call the provider.
 * `id` is the source's own posting id, so deep links and scraps keep working across syncs.
 */
export const postings = pgTable(
  'postings',
  {
    id: text('id').primaryKey(),
    occupationId: integer('occupation_id')
      .notNull()
      .references(() => occupations.id),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    url: text('url').notNull(),
    /** For display: the places as the source names them, joined with ", "; null when it names none. */
    locationName: text('location_name'),
    jobTypeName: text('job_type_name').notNull(),
    experienceLevel: text('experience_level').notNull(),
    requiredEducationLevel: text('required_education_level').notNull(),
    /** 1 접수마감일 · 2 채용시 · 3 상시 · 4 수시 (the source's close-type codes). */
    closeType: integer('close_type').notNull(),
    salary: text('salary').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    /** null = no end date (always open). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    interestCount: integer('interest_count').notNull().default(0),
    source: text('source').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('postings_close_type_check', sql`${t.closeType} between 1 and 4`),
    // Nationwide lists, with and without an occupation: one index per sort, so a page is one range scan with a
    // LIMIT. Dated and always-open postings are read as two ranges (`expires_at >= now`, `expires_at is null`),
    // because "open" cannot be one range of a sort that puts the always-open ones last.
    index('postings_occupation_expires_idx').on(t.occupationId, t.expiresAt, t.id),
    index('postings_occupation_expires_desc_idx').on(t.occupationId, t.expiresAt.desc().nullsLast(), t.id),
    // expires_at last: the open check of 최신순 is answered from the index.
    index('postings_occupation_posted_idx').on(
      t.occupationId,
      t.postedAt.desc().nullsLast(),
      t.id,
      t.expiresAt,
    ),
    index('postings_expires_idx').on(t.expiresAt, t.id),
    index('postings_expires_desc_idx').on(t.expiresAt.desc().nullsLast(), t.id),
    index('postings_posted_idx').on(t.postedAt.desc().nullsLast(), t.id, t.expiresAt),
  ],
);

/**
 * What free-text search reads: title and company name with the sort columns and the posting's places, one row per
 * posting. A table of its own so the sync rewrites (and re-indexes) only new and changed postings, and the ILIKE
 * check and a place filter read narrow rows without a join.
 */
export const postingSearch = pgTable(
  'posting_search',
  {
    postingId: text('posting_id')
      .primaryKey()
      .references(() => postings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The posting's `posting_places.place` values. */
    places: text('places').array().notNull(),
  },
  (t) => [
    // The characters and character pairs of title and company name, and each place as `p:<place>` (migrations
    // 0004 and 0014 define the functions), so the text check only runs on the rows that hold every pair of the
    // search text — and, with a place, are listed there: a place's matches are found without reading the others.
    index('posting_search_keys_idx').using(
      'gin',
      sql`posting_search_keys(${t.title}, ${t.companyName}, ${t.places})`,
    ),
  ],
);

/**
 * The places a posting is listed under, one row each: its city, each district it names, and the district's
 * parent when a filter can name one ("경기 고양시" for "경기 고양시 덕양구"). `place` is exactly the
 * normalized text a `locationName` filter resolves, so any place filter is `place = $1`, and a posting in two
 * districts of one city has one city row (counted once). The sort columns are copied from the posting so a
 * filtered, sorted page is one index range scan with a LIMIT. Written only by the sync, with the posting.
 */
export const postingPlaces = pgTable(
  'posting_places',
  {
    postingId: text('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    place: text('place').notNull(),
    occupationId: integer('occupation_id').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'posting_places_pkey', columns: [t.postingId, t.place] }),
    index('posting_places_expires_idx').on(t.place, t.expiresAt, t.postingId),
    // The trailing columns answer the open check and an occupation filter from the index alone, whichever index
    // the planner picks for a place and an occupation.
    index('posting_places_expires_desc_idx').on(
      t.place,
      t.expiresAt.desc().nullsLast(),
      t.postingId,
      t.occupationId,
    ),
    index('posting_places_posted_idx').on(
      t.place,
      t.postedAt.desc().nullsLast(),
      t.postingId,
      t.expiresAt,
      t.occupationId,
    ),
    // A place and an occupation: one index per sort, in the sort's whole order, so a page is read in order. A
    // shared index sorted the pair's range (4,000 rows for 서울 · 요양보호사 at 100×, more with more data).
    index('posting_places_occupation_idx').on(t.place, t.occupationId, t.expiresAt, t.postingId, t.postedAt),
    index('posting_places_occupation_desc_idx').on(
      t.place,
      t.occupationId,
      t.expiresAt.desc().nullsLast(),
      t.postingId,
    ),
    index('posting_places_occupation_posted_idx').on(
      t.place,
      t.occupationId,
      t.postedAt.desc().nullsLast(),
      t.postingId,
      t.expiresAt,
    ),
  ],
);

/**
 * Posting counts per place (nationwide, every city and every district, each for all occupations and per
 * occupation), by the hour of the deadline, rebuilt by the sync in the same transaction as the postings. "Open"
 * depends on the time of the request, so a count is: the hours from the current one on + the always-open ones
 * (from here) − the current hour's deadlines already passed, counted exactly from the rows. Exact at any time,
 * whatever the time of the last sync, and read from a few hundred stored rows whatever the number of postings.
 */
export const postingCounts = pgTable(
  'posting_counts',
  {
    /** '' = nationwide, otherwise a `posting_places.place` ("서울", "경기 고양시"). */
    place: text('place').notNull(),
    /** 0 = every occupation. */
    occupationId: integer('occupation_id').notNull(),
    /** The hour of `expires_at`, as whole hours since 1970-01-01 UTC; null = always open. */
    deadlineHour: integer('deadline_hour'),
    postings: integer('postings').notNull(),
  },
  (t) => [index('posting_counts_key_idx').on(t.place, t.occupationId, t.deadlineHour)],
);
