import { date, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

/**
 * Certificate exam rounds, filled by the sync job from a schedule source (SAMPLE offline, QNET for Q-Net's national
 * qualifications) like postings and courses: the request path only reads this table. `certificateKey` names an
 * entry of data/certificates.json. Every date is a calendar day in Asia/Seoul; a stage the source does not publish
 * (a certificate without a written exam) stays null — never an invented date.
 */
export const examRounds = pgTable(
  'exam_rounds',
  {
    id: serial('id').primaryKey(),
    certificateKey: text('certificate_key').notNull(),
    /** SAMPLE (every entry shown as 예시 일정) or QNET. */
    source: text('source').notNull(),
    examYear: integer('exam_year').notNull(),
    /** The source's own name of the round, e.g. "2027년도 정기 기능사 1회". */
    roundName: text('round_name').notNull(),
    writtenRegStart: date('written_reg_start', { mode: 'string' }),
    writtenRegEnd: date('written_reg_end', { mode: 'string' }),
    /**
     * A second registration window of the same round (Q-Net answers one round as two rows: 빠른접수/일반접수 or
     * 정기/빈자리 접수). The first window is the earlier one.
     */
    writtenReg2Start: date('written_reg2_start', { mode: 'string' }),
    writtenReg2End: date('written_reg2_end', { mode: 'string' }),
    writtenExamStart: date('written_exam_start', { mode: 'string' }),
    writtenExamEnd: date('written_exam_end', { mode: 'string' }),
    writtenResultDate: date('written_result_date', { mode: 'string' }),
    practicalRegStart: date('practical_reg_start', { mode: 'string' }),
    practicalRegEnd: date('practical_reg_end', { mode: 'string' }),
    practicalReg2Start: date('practical_reg2_start', { mode: 'string' }),
    practicalReg2End: date('practical_reg2_end', { mode: 'string' }),
    practicalExamStart: date('practical_exam_start', { mode: 'string' }),
    practicalExamEnd: date('practical_exam_end', { mode: 'string' }),
    practicalResultDate: date('practical_result_date', { mode: 'string' }),
    syncedAt: timestamptz('synced_at').notNull().defaultNow(),
  },
  (t) => [
    unique('exam_rounds_round_key').on(t.certificateKey, t.source, t.examYear, t.roundName),
    index('exam_rounds_certificate_idx').on(t.certificateKey),
  ],
);
