import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { regions } from '../regions/schema.ts';

/**
 * Members. Login IDs are unique case-insensitively (`Kim01` and `kim01` are one ID) but shown as typed; e-mail
 * addresses are stored lower-cased (the contract's EmailSchema lower-cases them).
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    loginId: text('login_id').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: text('gender').notNull(),
    regionCode: integer('region_code').references(() => regions.code, { onDelete: 'set null' }),
    profileImageKey: text('profile_image_key'),
    textSize: text('text_size').notNull().default('normal'),
    /**
     * A fictional sample member (SEED_DEMO, ADR 019): shown as 예시 wherever it appears, never able to log in or to
     * receive a code (login, find-ID and reset skip these rows).
     */
    isDemo: boolean('is_demo').notNull().default(false),
    /** Reminder mails before deadlines (issue 15): opt-in, off by default. */
    remindersEnabled: boolean('reminders_enabled').notNull().default(false),
    /** The Monday digest of the coming weeks (only with reminders on). */
    weeklyDigestEnabled: boolean('weekly_digest_enabled').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_login_id_key').on(sql`lower(${t.loginId})`),
    uniqueIndex('members_email_key').on(t.email),
    uniqueIndex('members_nickname_key').on(t.nickname),
    check('members_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('members_gender_check', sql`${t.gender} in ('FEMALE', 'MALE')`),
    check('members_text_size_check', sql`${t.textSize} in ('normal', 'large', 'xlarge')`),
  ],
);
