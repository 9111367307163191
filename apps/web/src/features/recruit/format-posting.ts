import type { Posting } from '@dasibom/contract';
import { formatKoreanDate } from '../../lib/format-date.ts';

/** "2025-06-01" → "6월 1일(일)까지" (PRODUCT.md 10). */
export function formatExpiryDate(date: string | null): string | null {
  if (date == null) return null;
  const formatted = formatKoreanDate(date);
  return formatted ? `${formatted}까지` : null;
}

/**
 * The deadline badge: the server's `deadline` ("D-6", "D-day", "상시 채용", "채용시 마감", "수시 채용") with D-0 read
 * as D-day (spec §9). null when there is nothing to show (the modal then says 마감일 정보 없음).
 */
export function deadlineBadgeText(deadline: string): string | null {
  const value = deadline.trim();
  if (value === '') return null;
  if (/^D-0+$/i.test(value) || /^D-?day$/i.test(value)) return 'D-day';
  return value;
}

/** Days left for a "D-n" deadline; null for 상시/수시/채용시 and anything else. */
export function daysLeft(deadline: string): number | null {
  const badge = deadlineBadgeText(deadline);
  if (badge === 'D-day') return 0;
  const match = badge ? /^D-(\d+)$/.exec(badge) : null;
  return match ? Number(match[1]) : null;
}

/** Closes within three days: the badge is drawn in the warning colour. */
export function isClosingSoon(deadline: string): boolean {
  const days = daysLeft(deadline);
  return days !== null && days <= 3;
}

/** The full deadline line: "6월 1일(일)까지 · D-6", or the words for 상시/수시/채용시, or 마감일 정보 없음. */
export function deadlineSummary(posting: Pick<Posting, 'deadline' | 'expiration-date'>): string {
  const date = formatExpiryDate(posting['expiration-date']);
  const badge = deadlineBadgeText(posting.deadline);
  if (date && badge) return `${date} · ${badge}`;
  return date ?? badge ?? '마감일 정보 없음';
}

/** Tags of a card, in the spec's order: location, job type, experience, education. Empty values are skipped. */
export function postingTags(posting: Posting): string[] {
  const tags = [
    posting.locationName,
    posting.jobTypeName,
    posting.experienceLevel,
    posting.requiredEducationLevel,
  ].filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '');
  return [...new Set(tags)];
}
