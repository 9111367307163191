import { examRounds } from '../db/schema.ts';
import type { TestApp } from './build-test-app.ts';

type RoundRow = typeof examRounds.$inferInsert;

/**
 * Adds a 2026 round of 임상심리사 2급 (job 6) whose written stage has two registration windows, with `more` on
 * top; the calendar and the timeline both show such a round.
 */
export async function addTwoWindowRound(t: TestApp, more: Partial<RoundRow> = {}) {
  const [round] = await t.db
    .insert(examRounds)
    .values({
      certificateKey: 'clinical-psychologist-2',
      source: 'QNET',
      examYear: 2026,
      roundName: '국가기술자격 기사 (2026년도 제2회)',
      writtenRegStart: '2026-06-08',
      writtenRegEnd: '2026-06-11',
      writtenReg2Start: '2026-06-22',
      writtenReg2End: '2026-06-23',
      ...more,
    })
    .returning({ id: examRounds.id });
  return round!;
}
