import { describe, expect, it } from 'vitest';
import { allCertificates } from '../../features/exams/certificates.ts';
import { isDateString, seoulDateOf } from '../../platform/seoul-date.ts';
import { EXAM_ROUND_DATE_FIELDS, type ExamRoundRecord } from '../types.ts';
import { generateSampleExamRounds } from './exams.ts';
import { createSampleExamSource } from './index.ts';

const kst = (local: string) => new Date(`${local}+09:00`);
const NOW = kst('2026-06-10T12:00:00');

const certificates = allCertificates();
const qnetKeys = new Set(certificates.filter((c) => c.kind === 'QNET_EXAM').map((c) => c.key));
const datesOf = (round: ExamRoundRecord) =>
  EXAM_ROUND_DATE_FIELDS.map((field) => round[field]).filter((date): date is string => date !== null);

describe('the sample exam schedule', () => {
  const rounds = generateSampleExamRounds({ now: NOW, certificates });

  it('has rounds for every certificate Q-Net examines and none for any other', () => {
    expect(new Set(rounds.map((r) => r.certificateKey))).toEqual(qnetKeys);
    for (const certificate of certificates.filter((c) => c.kind !== 'QNET_EXAM')) {
      expect(
        rounds.some((r) => r.certificateKey === certificate.key),
        certificate.key,
      ).toBe(false);
    }
  });

  it('names every round 예시 일정 and never repeats a round', () => {
    expect(rounds.every((r) => /^예시 일정 \d+회$/.test(r.roundName))).toBe(true);
    const keys = rounds.map((r) => `${r.certificateKey}|${r.examYear}|${r.roundName}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has real days in stage order, each window ending on or after its start', () => {
    for (const round of rounds) {
      const dates = datesOf(round);
      expect(dates.every(isDateString), round.roundName).toBe(true);
      expect(round.examYear).toBe(Number(round.writtenRegStart?.slice(0, 4)));
      const order = [
        round.writtenRegStart,
        round.writtenRegEnd,
        round.writtenExamStart,
        round.writtenExamEnd,
      ];
      expect([...order].sort()).toEqual(order);
      if (round.practicalExamStart && round.practicalExamEnd) {
        expect(round.practicalExamEnd >= round.practicalExamStart).toBe(true);
      }
    }
  });

  it('gives 정기 rounds a second written registration window, after the first and before the exam, and no others', () => {
    for (const round of rounds) {
      const regular = certificates.find((c) => c.key === round.certificateKey)?.qnet?.examCycle === 'REGULAR';
      expect(round.writtenReg2Start !== null, `${round.certificateKey} ${round.roundName}`).toBe(regular);
      expect(round.practicalReg2Start).toBeNull();
      if (!regular) continue;
      const order = [
        round.writtenRegStart,
        round.writtenRegEnd,
        round.writtenReg2Start,
        round.writtenReg2End,
        round.writtenExamStart,
      ];
      expect(order.every((date) => date !== null)).toBe(true);
      expect(round.writtenReg2Start! > round.writtenRegEnd!, round.roundName).toBe(true);
      expect([...order].sort()).toEqual(order);
    }
  });

  it('follows each certificate’s rhythm: 상시 often, 정기 a few times a year, 공인중개사 once with both stages on one day', () => {
    const count = (key: string) => rounds.filter((r) => r.certificateKey === key).length;
    expect(count('beautician-nail')).toBeGreaterThan(count('vocational-counselor-2'));
    expect(count('vocational-counselor-2')).toBeGreaterThan(count('real-estate-agent'));
    for (const round of rounds.filter((r) => r.certificateKey === 'real-estate-agent')) {
      expect(round.practicalRegStart).toBeNull();
      expect(round.practicalExamStart).toBe(round.writtenExamStart);
    }
    // 상시: the written test's result comes on the day, so the sample publishes no day for it.
    expect(
      rounds.filter((r) => r.certificateKey === 'beautician-nail').every((r) => !r.writtenResultDate),
    ).toBe(true);
  });

  it('always has past and upcoming rounds, whatever the day', () => {
    for (let offset = 0; offset < 730; offset += 17) {
      const now = new Date(NOW.getTime() + offset * 86_400_000);
      const today = seoulDateOf(now);
      const some = generateSampleExamRounds({ now, certificates });
      for (const key of qnetKeys) {
        const mine = some.filter((r) => r.certificateKey === key);
        expect(
          mine.some((r) => datesOf(r).some((date) => date > today)),
          `${key} ${today}`,
        ).toBe(true);
        expect(
          mine.some((r) => datesOf(r).some((date) => date < today)),
          `${key} ${today}`,
        ).toBe(true);
      }
    }
  });

  it('keeps a round’s name and dates from one day to the next (reminders and calendars key on them)', () => {
    const tomorrow = generateSampleExamRounds({ now: kst('2026-06-11T12:00:00'), certificates });
    const key = (r: ExamRoundRecord) => `${r.certificateKey}|${r.examYear}|${r.roundName}`;
    const byKey = new Map(tomorrow.map((r) => [key(r), r]));
    const shared = rounds.filter((r) => byKey.has(key(r)));
    expect(shared.length).toBeGreaterThan(rounds.length * 0.8);
    for (const round of shared) expect(byKey.get(key(round))).toEqual(round);
  });

  it('is what the offline source hands the sync job', async () => {
    const source = createSampleExamSource();
    expect(source.kind).toBe('SAMPLE');
    expect(await source.fetchExamRounds({ occupations: [], now: NOW })).toEqual(rounds);
    // A table without Q-Net certificates gets no rounds at all.
    const none = createSampleExamSource({ certificates: certificates.filter((c) => c.kind !== 'QNET_EXAM') });
    expect(await none.fetchExamRounds({ occupations: [], now: NOW })).toEqual([]);
  });
});
