import { describe, expect, it } from 'vitest';
import { formatKoreanDate, parseCalendarDate } from './format-date.ts';

describe('formatKoreanDate', () => {
  it('writes the date with the Korean weekday', () => {
    expect(formatKoreanDate('2025-06-01')).toBe('6월 1일(일)');
    expect(formatKoreanDate('2025-06-02')).toBe('6월 2일(월)');
    expect(formatKoreanDate('2025-06-07')).toBe('6월 7일(토)');
  });

  it('gets month and year ends right', () => {
    expect(formatKoreanDate('2025-05-31')).toBe('5월 31일(토)');
    expect(formatKoreanDate('2025-04-30')).toBe('4월 30일(수)');
    expect(formatKoreanDate('2024-02-29')).toBe('2월 29일(목)');
    expect(formatKoreanDate('2025-02-28')).toBe('2월 28일(금)');
    expect(formatKoreanDate('2025-12-31')).toBe('12월 31일(수)');
    expect(formatKoreanDate('2026-01-01')).toBe('1월 1일(목)');
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
