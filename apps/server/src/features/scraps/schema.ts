import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { cascadeRef, timestamptz } from '../../db/columns.ts';
import { members } from '../members/schema.ts';

/**
 * A member's saved postings (ADR 017). Each row is a snapshot of the posting as it was when saved — everything the
 * saved list answers — so it stays listed after the sync drops the posting: no foreign key to `postings`.
 * One row per (member, posting); the member's row lock keeps the 100-scrap limit (both tables together).
 */
export const recruitScraps = pgTable(
  'recruit_scraps',
  {
    id: serial('id').primaryKey(),
    memberId: cascadeRef('member_id', () => members.id),
    /** The source's posting id (`postings.id` when it was saved). */
    postingId: text('posting_id').notNull(),
    title: text('title').notNull(),
    companyName: text('company_name').notNull(),
    url: text('url').notNull(),
    locationName: text('location_name'),
    jobTypeName: text('job_type_name').notNull(),
    experienceLevel: text('experience_level').notNull(),
    requiredEducationLevel: text('required_education_level').notNull(),
    closeType: integer('close_type').notNull(),
    salary: text('salary').notNull(),
    postedAt: timestamptz('posted_at').notNull(),
    expiresAt: timestamptz('expires_at'),
    interestCount: integer('interest_count').notNull(),
    /** The occupation's name when saved. */
    jobName: text('job_name').notNull(),
    /** The posting's `posting_places.place` values when saved: a `locName` filter is `places @> array[place]`. */
    places: text('places').array().notNull(),
    scrappedAt: timestamptz('scrapped_at').notNull().defaultNow(),
  },
  (t) => [
    unique('recruit_scraps_member_posting_key').on(t.memberId, t.postingId),
    index('recruit_scraps_member_scrapped_idx').on(t.memberId, t.scrappedAt, t.id),
  ],
);

/**
 * A member's saved course rounds (ADR 017): the key is 고용24's (course id, round, institute), the rest a snapshot
 * of the course when saved, with its city and district code so the region filter means what the training list's
 * does. No foreign key to `courses`.
 */
export const trainingScraps = pgTable(
  'training_scraps',
  {
    id: serial('id').primaryKey(),
    memberId: cascadeRef('member_id', () => members.id),
    trprId: text('trpr_id').notNull(),
    trprDegr: text('trpr_degr').notNull(),
    trainstCstId: text('trainst_cst_id').notNull(),
    title: text('title').notNull(),
    instituteName: text('institute_name').notNull(),
    address: text('address').notNull(),
    city: text('city'),
    /** The district's region code when saved (no foreign key: a snapshot). */
    regionCode: integer('region_code'),
    regionName: text('region_name'),
    url: text('url').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    realMan: integer('real_man').notNull(),
    /** 본인부담액 when the course detail gave it at saving time (see courses.selfPay). */
    selfPay: integer('self_pay'),
    type: text('type').notNull(),
    jobName: text('job_name').notNull(),
    scrappedAt: timestamptz('scrapped_at').notNull().defaultNow(),
  },
  (t) => [
    unique('training_scraps_member_course_key').on(t.memberId, t.trprId, t.trprDegr, t.trainstCstId),
    index('training_scraps_member_scrapped_idx').on(t.memberId, t.scrappedAt, t.id),
    check('training_scraps_type_check', sql`${t.type} in ('THEORY', 'PRACTICE')`),
  ],
);
