import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../members/schema.ts';

/** A member's last questionnaire answers, so the questionnaire can be resumed or revised. */
export const questionnaireAnswers = pgTable('questionnaire_answers', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<{ questionNum: number; responses: string[] }[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
