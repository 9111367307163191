import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { occupations } from '../jobs/schema.ts';
import { regions } from '../regions/schema.ts';

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
    // 마감 임박순 (default) and 마감 여유순, per occupation and across all occupations; id is the tie-break.
    index('postings_occupation_expires_idx').on(t.occupationId, t.expiresAt, t.id),
    index('postings_occupation_expires_desc_idx').on(t.occupationId, t.expiresAt.desc().nullsLast(), t.id),
    index('postings_expires_idx').on(t.expiresAt, t.id),
    // 최신순 (postDate): the home page's latest list.
    index('postings_posted_idx').on(t.postedAt.desc(), t.id),
  ],
);

/**
 * The places of a posting for filtering: one row per place. `region_code` is null when the source names only a
 * city. `occupation_id` is copied from the posting so "this job in this city" is answered from one index.
 */
export const postingLocations = pgTable(
  'posting_locations',
  {
    postingId: text('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    occupationId: integer('occupation_id').notNull(),
    city: text('city').notNull(),
    regionCode: integer('region_code').references(() => regions.code, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'posting_locations_pkey', columns: [t.postingId, t.position] }),
    index('posting_locations_city_idx').on(t.city, t.occupationId, t.postingId),
    index('posting_locations_region_idx').on(t.regionCode, t.occupationId, t.postingId),
  ],
);
