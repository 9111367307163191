import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';
import { members } from '../members/schema.ts';

/**
 * A member's private calendar subscription: only the SHA-256 of the secret token is kept (the token is shown once).
 * Revoking deletes the row; a password change replaces it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_key'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
