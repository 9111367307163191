/** Course wording on screen (PRODUCT.md 10: plain Korean, honest numbers). */

import { formatKoreanDate } from '../../lib/format-date.ts';
import { formatNumber } from '../../lib/format-number.ts';

/** 189850 → "189,850원"; 0 → "0원" (never "무료": a free course still has conditions worth reading). */
export function formatWon(amount: number): string {
  return `${formatNumber(amount)}원`;
}

/** "2026-07-01" → "7월 1일(화)"; the year is added when it is not this year. Not a date: shown as given. */
export function formatCourseDate(value: string, today: Date = new Date()): string {
  return formatKoreanDate(value, today.getFullYear()) ?? value;
}

/**
 * "7월 1일(화) ~ 8월 14일(목)". Only a date outside this year carries its year ("12월 1일(화) ~ 2027년 1월
 * 15일(금)"), so a course running into next January never reads as if it ended before it began.
 */
export function formatCourseDates(start: string, end: string, today: Date = new Date()): string {
  const from = formatKoreanDate(start, today.getFullYear());
  const to = formatKoreanDate(end, today.getFullYear());
  return from && to ? `${from} ~ ${to}` : `${start} ~ ${end}`;
}

/** 45 → "45일 과정" (the card's duration tag). */
export function formatDuration(days: number): string {
  return `${formatNumber(days)}일 과정`;
}

/** 45 → "45일" (the detail's 훈련일수 row). */
export function formatDays(days: number): string {
  return `${formatNumber(days)}일`;
}

/** "02-1234-5678" → "tel:02-1234-5678"; null when nothing dialable is left. */
export function telHref(telNo: string): string | null {
  const digits = telNo.replace(/[^\d+-]/g, '');
  return /\d{3,}/.test(digits.replace(/-/g, '')) ? `tel:${digits}` : null;
}
