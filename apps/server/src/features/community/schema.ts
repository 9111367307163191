import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
    groupId: integer('group_id')
      .notNull()
      .references(() => todoGroups.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'todo_group_views_pkey', columns: [t.groupId, t.viewerKey, t.viewedOn] }),
    index('todo_group_views_viewed_on_idx').on(t.viewedOn),
  ],
);

/**
 * "N명이 준비중" (issue 27), the one definition every answer that carries it reads: per job, the people whose public
 * plan anyone can open there — listed groups (a public, live to-do: `visible_todo_count`, kept by the trigger of
 * migration 0012) — with the sample members among them counted apart (`demo`), so every screen marks them 예시
 * instead of hiding people it shows. `:viewer`'s own listed group is counted apart too (`mine`): the figure is the
 * same for everyone, and a list that leaves the viewer out shows `people - mine` cards. `jobCondition` narrows the
 * groups (`g.job_id = :job`, or `true` for every job). The member's flag is read by key per counted group, so the
 * count never scans `members`.
 */
export function preparingCountsSql(jobCondition: string): string {
  return `select g.job_id,
      count(*)::int as people,
      count(*) filter (where (select m.is_demo from members m where m.id = g.member_id))::int as demo,
      count(*) filter (where g.member_id = :viewer)::int as mine
    from todo_groups g
    where ${jobCondition} and g.visible_todo_count > 0
    group by g.job_id`;
}
