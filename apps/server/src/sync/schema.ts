import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per kind of synced data (`postings`, `courses`): where the current rows came from and how fresh they
 * are. In the database, so every instance shows the same freshness and it survives restarts.
 */
export const syncState = pgTable(
  'sync_state',
  {
    kind: text('kind').primaryKey(),
    /** The source of the rows now served (SAMPLE / SARAMIN / WORK24). */
    source: text('source').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The last failure's message (redacted, short); null after a success. */
    lastError: text('last_error'),
    /** The source that failed last (may differ from `source` when a new source never succeeded). */
    lastErrorSource: text('last_error_source'),
    rowCount: integer('row_count').notNull().default(0),
  },
  (t) => [check('sync_state_kind_check', sql`${t.kind} in ('postings', 'courses')`)],
);
