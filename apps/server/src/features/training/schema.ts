import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { occupations } from '../jobs/schema.ts';
import { regions } from '../regions/schema.ts';

/**
 * Training courses, filled by the sync job from the active source (sample or 고용24). The key is 고용24's own:
 * course id, round and institute.
 */
export const courses = pgTable(
  'courses',
  {
    trprId: text('trpr_id').notNull(),
    trprDegr: text('trpr_degr').notNull(),
    trainstCstId: text('trainst_cst_id').notNull(),
    occupationId: integer('occupation_id')
      .notNull()
      .references(() => occupations.id),
    title: text('title').notNull(),
    instituteName: text('institute_name').notNull(),
    address: text('address').notNull(),
    /** Null when the address could not be placed in a city. */
    city: text('city'),
    regionCode: integer('region_code').references(() => regions.code, { onDelete: 'set null' }),
    /** "서울 강남구", or only the city, as the source placed it. */
    regionName: text('region_name'),
    url: text('url').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** 고용24 310L01 `realMan` (REAL_MAN, 실제 훈련비), in won: the course's actual cost, not what the trainee pays. */
    realMan: integer('real_man').notNull(),
    /** 310L01 `courseMan` (COURSE_MAN, 수강비), in won. */
    courseMan: integer('course_man'),
    /**
     * 본인부담액 (the general trainee's own share), in won, from the course detail 310L02
     * (`inst_detail_info.tgcrGnrlTrneOwepAllt`); null when the detail has not been read or does not say.
     */
    selfPay: integer('self_pay'),
    telNo: text('tel_no'),
    type: text('type').notNull(),
    source: text('source').notNull(),
    syncedAt: timestamptz('synced_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'courses_pkey', columns: [t.trprId, t.trprDegr, t.trainstCstId] }),
    check('courses_type_check', sql`${t.type} in ('THEORY', 'PRACTICE')`),
    // Nationwide, per occupation and per city: each sort's whole order (start date, then the key), so any page is
    // read from the index in order, where a start date shared by hundreds of courses made PostgreSQL sort the
    // range (or, for a generic plan, walk the nationwide range filtering the occupation). A set of districts is
    // a merge of ranges and small: sorting it is cheap.
    index('courses_occupation_type_start_idx').on(
      t.occupationId,
      t.type,
      t.startDate,
      t.trprId,
      t.trprDegr,
      t.trainstCstId,
    ),
    index('courses_occupation_type_start_desc_idx').on(
      t.occupationId,
      t.type,
      t.startDate.desc(),
      t.trprId,
      t.trprDegr,
      t.trainstCstId,
    ),
    index('courses_type_start_idx').on(t.type, t.startDate, t.trprId, t.trprDegr, t.trainstCstId),
    index('courses_type_start_desc_idx').on(t.type, t.startDate.desc(), t.trprId, t.trprDegr, t.trainstCstId),
    index('courses_city_idx').on(t.city, t.type, t.startDate, t.trprId, t.trprDegr, t.trainstCstId),
    index('courses_city_desc_idx').on(
      t.city,
      t.type,
      t.startDate.desc(),
      t.trprId,
      t.trprDegr,
      t.trainstCstId,
    ),
    index('courses_region_idx').on(t.regionCode, t.type, t.startDate),
  ],
);

/**
 * The course details (310L02) already read, kept across syncs so each course's detail is asked once, not at
 * every sync (the sync replaces `courses` whole). `selfPay` null: the detail did not give 본인부담액.
 */
export const courseFeeDetails = pgTable(
  'course_fee_details',
  {
    trprId: text('trpr_id').notNull(),
    trprDegr: text('trpr_degr').notNull(),
    trainstCstId: text('trainst_cst_id').notNull(),
    selfPay: integer('self_pay'),
    fetchedAt: timestamptz('fetched_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'course_fee_details_pkey', columns: [t.trprId, t.trprDegr, t.trainstCstId] }),
    index('course_fee_details_fetched_idx').on(t.fetchedAt),
  ],
);

/**
 * Course counts for the big groups (all courses, per occupation, per city; each per type) by start date, rebuilt
 * by the sync in the same transaction as the courses. "Starts today or later" is a whole-day boundary, so
 * summing the days from today on is exact. Smaller groups (a district, a city and an occupation) are counted
 * from the courses' own indexes.
 */
export const courseCounts = pgTable(
  'course_counts',
  {
    type: text('type').notNull(),
    /** '' = nationwide, a city ("서울"), or a district by its region code ("r:11680"). */
    place: text('place').notNull(),
    /** 0 = every occupation. */
    occupationId: integer('occupation_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    courses: integer('courses').notNull(),
  },
  (t) => [index('course_counts_key_idx').on(t.type, t.place, t.occupationId, t.startDate)],
);
