import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { occupations } from '../jobs/schema.ts';

/** Filled by the sync; `id` is the source's posting id, so deep links and scraps survive syncs. */
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
    postedAt: timestamptz('posted_at').notNull(),
    expiresAt: timestamptz('expires_at'),
    interestCount: integer('interest_count').notNull().default(0),
    source: text('source').notNull(),
    syncedAt: timestamptz('synced_at').notNull(),
  },
  (t) => [
    check('postings_close_type_check', sql`${t.closeType} between 1 and 4`),
    // One index per sort; dated and always-open postings are two ranges, since "open" is not one range of a sort
    // that puts the always-open ones last.
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

/** Free-text rows in their own table: the sync re-indexes only changed postings, and checks read narrow rows. */
export const postingSearch = pgTable(
  'posting_search',
  {
    postingId: text('posting_id')
      .primaryKey()
      .references(() => postings.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    postedAt: timestamptz('posted_at').notNull(),
    expiresAt: timestamptz('expires_at'),
    places: text('places').array().notNull(),
  },
  (t) => [
    // Characters, pairs and `p:<place>` (migrations 0004, 0014): the text check runs only on rows holding every pair.
    index('posting_search_keys_idx').using(
      'gin',
      sql`posting_search_keys(${t.title}, ${t.companyName}, ${t.places})`,
    ),
  ],
);

/**
 * One row per place a filter can name (city, district, district's parent), so every filter is `place = $1` and a
 * posting counts once per city. Sort columns copied so a filtered page is one index range with a LIMIT.
 */
export const postingPlaces = pgTable(
  'posting_places',
  {
    postingId: text('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    place: text('place').notNull(),
    occupationId: integer('occupation_id').notNull(),
    postedAt: timestamptz('posted_at').notNull(),
    expiresAt: timestamptz('expires_at'),
  },
  (t) => [
    primaryKey({ name: 'posting_places_pkey', columns: [t.postingId, t.place] }),
    index('posting_places_expires_idx').on(t.place, t.expiresAt, t.postingId),
    // Trailing columns answer the open check and occupation filter from the index alone.
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
    // One index per sort for place + occupation: a shared one sorted the range (4,000 rows for 서울 · 요양보호사 at 100×).
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
 * Counts by deadline hour, rebuilt with the postings. Open = hours from now on + always-open − this hour's passed
 * deadlines (from the rows): exact at any time, read from a few hundred rows.
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
