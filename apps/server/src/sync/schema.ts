import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns.ts';

/**
 * Numbers the successful syncs of every kind, across all instances and processes: a new value is taken in the
 * transaction that replaces the rows, so a reader that sees a new generation also sees the new rows. Lists key
 * their in-memory reference data and answer cache by it (ADR 014).
 */
export const syncGeneration = pgSequence('sync_generation');

/**
 * One row per kind of synced data (`postings`, `courses`, `exams`): where the current rows came from and how fresh they
 * are. In the database, so every instance shows the same freshness and it survives restarts.
 */
export const syncState = pgTable(
  'sync_state',
  {
    kind: text('kind').primaryKey(),
    /** The source of the rows now served (SAMPLE / SARAMIN / WORK24 / QNET). */
    source: text('source').notNull(),
    lastSuccessAt: timestamptz('last_success_at'),
    lastAttemptAt: timestamptz('last_attempt_at'),
    /** The last failure's message (redacted, short); null after a success. */
    lastError: text('last_error'),
    /** The source that failed last (may differ from `source` when a new source never succeeded). */
    lastErrorSource: text('last_error_source'),
    rowCount: integer('row_count').notNull().default(0),
    /** `sync_generation` at the last success (and at insert); changes whenever the served rows do. */
    generation: bigint('generation', { mode: 'number' }).notNull().default(sql`nextval('sync_generation')`),
  },
  (t) => [check('sync_state_kind_check', sql`${t.kind} in ('postings', 'courses', 'exams')`)],
);
