import { date, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { cascadeRef, timestamptz } from '../../db/columns.ts';
import { members } from '../members/schema.ts';

/**
 * One row per reminder mail sent: the unique key (member, item, Seoul day) makes "once per item and day" hold with
 * any number of instances — the sender inserts first and mails only when its insert won. `itemKey` names the dated
 * thing (e.g. `posting:{id}:deadline`, `todo:{id}:target`, `digest`); `kind` says which reminder it was.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    id: serial('id').primaryKey(),
    memberId: cascadeRef('member_id', () => members.id),
    itemKey: text('item_key').notNull(),
    sendDate: date('send_date', { mode: 'string' }).notNull(),
    /** D3, DDAY or DIGEST. */
    kind: text('kind').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [unique('reminder_sends_member_item_day_key').on(t.memberId, t.itemKey, t.sendDate)],
);
