import { describe, expect, it } from 'vitest';
import { formatKoreanDate, parseCalendarDate } from './format-date.ts';

describe('formatKoreanDate', () => {
  // With the Korean weekday; month and year ends right.
  it.each([
    ['2025-06-01', '6월 1일(일)'],
    ['2025-06-02', '6월 2일(월)'],
    ['2025-06-07', '6월 7일(토)'],
    ['2025-05-31', '5월 31일(토)'],
    ['2025-04-30', '4월 30일(수)'],
    ['2024-02-29', '2월 29일(목)'],
    ['2025-02-28', '2월 28일(금)'],
    ['2025-12-31', '12월 31일(수)'],
    ['2026-01-01', '1월 1일(목)'],
  ])('writes %s as %s', (date, text) => {
    expect(formatKoreanDate(date)).toBe(text);
  });

  it('adds the year only for a date outside the given year', () => {
    expect(formatKoreanDate('2026-07-01', 2026)).toBe('7월 1일(수)');
    expect(formatKoreanDate('2027-01-15', 2026)).toBe('2027년 1월 15일(금)');
  });

  it('refuses dates that do not exist', () => {
    expect(formatKoreanDate('2025-02-29')).toBeNull();
    expect(formatKoreanDate('2025-04-31')).toBeNull();
    expect(formatKoreanDate('2025/06/01')).toBeNull();
    expect(parseCalendarDate('2026-02-30')).toBeNull();
  });
});
