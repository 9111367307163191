import { describe, expect, it } from 'vitest';
import {
  formatCourseDate,
  formatCourseDates,
  formatDays,
  formatDuration,
  formatWon,
  telHref,
} from './format-course.ts';

const TODAY = new Date(2026, 4, 1);

describe('course formatting', () => {
  it('writes fees in won, 0 as "0원" (never 무료)', () => {
    expect(formatWon(189850)).toBe('189,850원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1234567)).toBe('1,234,567원');
  });

  it('writes dates with the weekday, and the year only when it is not this year', () => {
    expect(formatCourseDate('2026-07-01', TODAY)).toBe('7월 1일(수)');
    expect(formatCourseDates('2026-07-01', '2026-08-14', TODAY)).toBe('7월 1일(수) ~ 8월 14일(금)');
    expect(formatCourseDates('2026-12-01', '2027-01-15', TODAY)).toBe('12월 1일(화) ~ 2027년 1월 15일(금)');
    expect(formatCourseDates('2027-01-04', '2027-02-12', TODAY)).toBe(
      '2027년 1월 4일(월) ~ 2027년 2월 12일(금)',
    );
    expect(formatCourseDate('2027-02-03', TODAY)).toBe('2027년 2월 3일(수)');
    // Not a date: shown as given rather than as a wrong day.
    expect(formatCourseDate('2026-02-30', TODAY)).toBe('2026-02-30');
  });

  it('writes durations', () => {
    expect(formatDuration(45)).toBe('45일 과정');
    expect(formatDays(45)).toBe('45일');
  });

  it('only dials what is a phone number', () => {
    expect(telHref('02-1234-5678')).toBe('tel:02-1234-5678');
    expect(telHref('(02) 1234 5678')).toBe('tel:0212345678');
    expect(telHref('문의')).toBeNull();
  });
});
