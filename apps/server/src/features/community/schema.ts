import { date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cascadeRef, timestamptz } from '../../db/columns.ts';
import { todoGroups } from '../todos/schema.ts';

/**
 * Who looked at a group on which Seoul day (ADR 019): one row per (group, viewer, day), so `total_view` grows at most
 * once per viewer per day. `viewer_key` is `m:<memberId>` for a member and, for a visitor, `v:` + a truncated
 * HMAC of the day, IP address and user agent under a server secret — never the address itself. Rows older than two
 * days are purged by the hourly maintenance job.
 */
export const todoGroupViews = pgTable(
  'todo_group_views',
  {
    groupId: cascadeRef('group_id', () => todoGroups.id),
    viewerKey: text('viewer_key').notNull(),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'todo_group_views_pkey', columns: [t.groupId, t.viewerKey, t.viewedOn] }),
    index('todo_group_views_viewed_on_idx').on(t.viewedOn),
  ],
);
