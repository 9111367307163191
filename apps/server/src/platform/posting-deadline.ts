import { daysBetween, seoulDateOf } from './seoul-date.ts';

/**
 * A posting's close type and deadline badge, shared by the recruitment list and the saved postings (scraps), so a
 * saved posting counts down exactly as the list does.
 */

/** The contract's `closeType` words for the source's codes. */
const CLOSE_TYPE_LABELS: Record<number, string> = { 1: '접수마감일', 2: '채용시', 3: '상시', 4: '수시' };
const OPEN_ENDED_DEADLINES: Record<number, string> = { 2: '채용시 마감', 3: '상시 채용', 4: '수시 채용' };

/** 1 접수마감일 · 2 채용시 · 3 상시 · 4 수시; an unknown code reads as 상시. */
export function closeTypeLabel(closeType: number): string {
  return CLOSE_TYPE_LABELS[closeType] ?? '상시';
}

/**
 * The badge: calendar days from today to the deadline day, both in Asia/Seoul. Same day → 'D-day'; close types
 * 2/3/4 have no date to count down to. A dated posting without a date is treated as always open.
 */
export function deadlineOf(closeType: number, expiresAt: Date | null, now: Date): string {
  if (closeType !== 1) return OPEN_ENDED_DEADLINES[closeType] ?? '상시 채용';
  if (!expiresAt) return '상시 채용';
  const days = daysBetween(seoulDateOf(now), seoulDateOf(expiresAt));
  return days <= 0 ? 'D-day' : `D-${days}`;
}
