import {
  type CertificateEntry,
  type ExamCycle,
  scheduledCertificates,
} from '../../features/exams/certificates.ts';
import { addDays, daysBetween, seoulDateOf } from '../../platform/seoul-date.ts';
import type { ExamRoundRecord } from '../types.ts';
import { hashString } from './prng.ts';

/**
 * Sample exam rounds (the default without QNET_SERVICE_KEY): only for the certificates Q-Net examines (QNET_EXAM),
 * never for the others, whose dates nobody syncs. Every round is named 예시 일정 and the timeline marks it as a
 * sample. Rounds sit on a fixed grid of days, so a round keeps its name and dates on every day it is generated;
 * the window moves with "today", so the timeline always has past and upcoming sample rounds.
 */

/** The grid's first day (a Monday). Each certificate's rounds are shifted from it by a few days. */
const GRID_START = '2026-01-05';

type StageDates = Omit<ExamRoundRecord, 'certificateKey' | 'examYear' | 'roundName'>;

type Pattern = {
  /** Days between two rounds' first registration days. */
  periodDays: number;
  /**
   * Rounds whose registration opens in [today − daysBack, today + daysAhead] are generated; both at least one period,
   * so every certificate always has a round under way or past and one to come, and no more than a screen can show
   * kindly (a timeline of a dozen sample lines per certificate, not fifty).
   */
  daysBack: number;
  daysAhead: number;
  dates(start: string): StageDates;
};

const day = (start: string, offset: number) => addDays(start, offset);

/** Loosely like the real rhythms (ADR 022), but visibly samples: the lines say 예시 일정. */
const PATTERNS: Record<ExamCycle, Pattern> = {
  // 정기: a written stage, then a practical one, a few rounds a year. The written registration comes in two
  // windows, as Q-Net's 정기 rounds often do (ADR 029).
  REGULAR: {
    periodDays: 91,
    daysBack: 100,
    daysAhead: 182,
    dates: (s) => ({
      writtenRegStart: s,
      writtenRegEnd: day(s, 3),
      writtenReg2Start: day(s, 10),
      writtenReg2End: day(s, 11),
      writtenExamStart: day(s, 24),
      writtenExamEnd: day(s, 24),
      writtenResultDate: day(s, 38),
      practicalRegStart: day(s, 42),
      practicalRegEnd: day(s, 45),
      practicalReg2Start: null,
      practicalReg2End: null,
      practicalExamStart: day(s, 63),
      practicalExamEnd: day(s, 74),
      practicalResultDate: day(s, 94),
    }),
  },
  // 상시: short registration windows all year; the written test's result comes on the day (no line for it).
  CONTINUOUS: {
    periodDays: 21,
    daysBack: 40,
    daysAhead: 90,
    dates: (s) => ({
      writtenRegStart: s,
      writtenRegEnd: day(s, 1),
      writtenReg2Start: null,
      writtenReg2End: null,
      writtenExamStart: day(s, 10),
      writtenExamEnd: day(s, 14),
      writtenResultDate: null,
      practicalRegStart: day(s, 17),
      practicalRegEnd: day(s, 18),
      practicalReg2Start: null,
      practicalReg2End: null,
      practicalExamStart: day(s, 28),
      practicalExamEnd: day(s, 33),
      practicalResultDate: day(s, 45),
    }),
  },
  // Once a year: one registration, both stages on one day, one result.
  YEARLY: {
    periodDays: 364,
    daysBack: 364,
    daysAhead: 365,
    dates: (s) => ({
      writtenRegStart: s,
      writtenRegEnd: day(s, 4),
      writtenReg2Start: null,
      writtenReg2End: null,
      writtenExamStart: day(s, 81),
      writtenExamEnd: day(s, 81),
      writtenResultDate: null,
      practicalRegStart: null,
      practicalRegEnd: null,
      practicalReg2Start: null,
      practicalReg2End: null,
      practicalExamStart: day(s, 81),
      practicalExamEnd: day(s, 81),
      practicalResultDate: day(s, 114),
    }),
  },
};

/** The first registration day of the certificate's round `index` on the grid (index may be negative). */
function roundStart(base: string, pattern: Pattern, index: number): string {
  return addDays(base, index * pattern.periodDays);
}

export type SampleExamOptions = {
  now: Date;
  certificates: readonly CertificateEntry[];
};

export function generateSampleExamRounds({ now, certificates }: SampleExamOptions): ExamRoundRecord[] {
  const today = seoulDateOf(now);
  const records: ExamRoundRecord[] = [];
  for (const certificate of scheduledCertificates(certificates)) {
    const pattern = PATTERNS[certificate.qnet.examCycle];
    const base = addDays(GRID_START, hashString(`exam:${certificate.key}`) % 7);
    const first = Math.ceil(daysBetween(base, addDays(today, -pattern.daysBack)) / pattern.periodDays);
    const last = Math.floor(daysBetween(base, addDays(today, pattern.daysAhead)) / pattern.periodDays);
    for (let index = first; index <= last; index++) {
      const start = roundStart(base, pattern, index);
      const year = Number(start.slice(0, 4));
      // The round's number within its year: 1 + the rounds of the same year before it.
      const firstOfYear = Math.ceil(daysBetween(base, `${year}-01-01`) / pattern.periodDays);
      records.push({
        certificateKey: certificate.key,
        examYear: year,
        roundName: `예시 일정 ${index - firstOfYear + 1}회`,
        ...pattern.dates(start),
      });
    }
  }
  return records;
}
