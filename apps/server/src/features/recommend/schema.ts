import type { RecommendResponseSchema } from '@dasibom/contract';
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { members } from '../members/schema.ts';

/**
 * A member's last questionnaire answers, so the questionnaire can be resumed or revised, and the result they were
 * shown, so /jobrecommend shows it again on a later visit. Goes with the member (cascade on withdrawal).
 */
export const questionnaireAnswers = pgTable('questionnaire_answers', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<{ questionNum: number; responses: string[] }[]>().notNull(),
  /**
   * The answer of POST /v1/job/recommend as sent (a snapshot, written with the answers). Null for rows from before
   * migration 0016, which kept only the answers.
   */
  result: jsonb('result').$type<z.infer<typeof RecommendResponseSchema>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
