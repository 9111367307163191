import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { cascadeRef, timestamptz } from '../../db/columns.ts';
import { occupations } from '../jobs/schema.ts';
import { members } from '../members/schema.ts';

/** A member's chosen job: one to-do group per (member, job). New groups start private (API.md). */
export const todoGroups = pgTable(
  'todo_groups',
  {
    id: serial('id').primaryKey(),
    memberId: cascadeRef('member_id', () => members.id),
    jobId: integer('job_id')
      .notNull()
      .references(() => occupations.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastActiveAt: timestamptz('last_active_at').notNull().defaultNow(),
    totalView: integer('total_view').notNull().default(0),
    /**
     * How many of the group's to-dos others may see (public, not deleted), and the latest time one of them was
     * checked off. Kept by the trigger `todos_group_visibility` (migration 0012) in the transaction of every write
     * to `todos`, so "listed" (> 0) and "checked off lately" are indexed predicates on groups and the community
     * lists never count to-dos group by group (issue 26).
     */
    visibleTodoCount: integer('visible_todo_count').notNull().default(0),
    lastVisibleCompletionAt: timestamptz('last_visible_completion_at'),
  },
  (t) => [
    unique('todo_groups_member_job_key').on(t.memberId, t.jobId),
    index('todo_groups_job_idx').on(t.jobId),
    // The community lists (ADR 019), each read in index order and stopped after a page: listed groups by the
    // tie-breaking keys of "most active", overall and per job; per job by id (paging); groups with a public
    // check-off, by its time, overall and per job (the candidates for "most active").
    index('todo_groups_listed_rank_idx')
      .on(t.totalView.desc().nullsFirst(), t.lastActiveAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.visibleTodoCount} > 0`),
    index('todo_groups_listed_job_rank_idx')
      .on(
        t.jobId,
        t.totalView.desc().nullsFirst(),
        t.lastActiveAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.visibleTodoCount} > 0`),
    index('todo_groups_listed_job_idx').on(t.jobId, t.id, t.memberId).where(sql`${t.visibleTodoCount} > 0`),
    index('todo_groups_completion_idx')
      .on(t.lastVisibleCompletionAt)
      .where(sql`${t.lastVisibleCompletionAt} is not null`),
    index('todo_groups_job_completion_idx')
      .on(t.jobId, t.lastVisibleCompletionAt)
      .where(sql`${t.lastVisibleCompletionAt} is not null`),
  ],
);

export const todos = pgTable(
  'todos',
  {
    id: serial('id').primaryKey(),
    groupId: cascadeRef('group_id', () => todoGroups.id),
    title: varchar('title', { length: 100 }).notNull(),
    completed: boolean('completed').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    memoText: text('memo_text'),
    link: text('link'),
    /** 목표일: an optional calendar day in Asia/Seoul. */
    targetDate: date('target_date', { mode: 'string' }),
    position: integer('position').notNull(),
    deletedAt: timestamptz('deleted_at'),
    /** When it was last checked off (null while not completed): "recent completions" in others' lists (ADR 019). */
    completedAt: timestamptz('completed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('todos_group_position_idx').on(t.groupId, t.position),
    // What others may see (ADR 019): a group's public, live to-dos — whether it is listed, its todoCount and its
    // recent completions all read this partial index.
    index('todos_public_group_idx')
      .on(t.groupId, t.completedAt)
      .where(sql`${t.isPublic} and ${t.deletedAt} is null`),
    // Public check-offs by time: how many each group has had lately ("most active", ADR 019), read in one range.
    index('todos_public_completed_idx')
      .on(t.completedAt, t.groupId)
      .where(sql`${t.isPublic} and ${t.deletedAt} is null and ${t.completedAt} is not null`),
    // A card's newest public, live to-dos, read newest first and stopped after three.
    index('todos_public_newest_idx')
      .on(t.groupId, t.createdAt, t.id)
      .where(sql`${t.isPublic} and ${t.deletedAt} is null`),
  ],
);

export const todoImages = pgTable(
  'todo_images',
  {
    id: serial('id').primaryKey(),
    todoId: cascadeRef('todo_id', () => todos.id),
    storageKey: text('storage_key').notNull().unique('todo_images_storage_key_key'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('todo_images_todo_idx').on(t.todoId)],
);
