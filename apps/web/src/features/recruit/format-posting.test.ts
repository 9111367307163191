import { describe, expect, it } from 'vitest';
import {
  deadlineBadgeText,
  deadlineSummary,
  formatExpiryDate,
  isClosingSoon,
  postingTags,
} from './format-posting.ts';
import { makePosting } from './recruit-test-data.ts';

describe('deadline formatting', () => {
  // The Korean weekday and 까지; nothing for a date that does not exist, or none.
  it.each([
    ['2025-06-01', '6월 1일(일)까지'],
    ['2025-06-02', '6월 2일(월)까지'],
    ['2025-06-07', '6월 7일(토)까지'],
    ['2025-02-29', null],
    ['2025/06/01', null],
    [null, null],
  ])('writes the expiry date %s as %s', (date, text) => {
    expect(formatExpiryDate(date)).toBe(text);
  });

  // D-0 as D-day; D-n and the words of always-open postings kept.
  it.each([
    ['D-0', 'D-day'],
    ['D-day', 'D-day'],
    ['D-6', 'D-6'],
    ['상시 채용', '상시 채용'],
    ['수시 채용', '수시 채용'],
    ['채용시 마감', '채용시 마감'],
    ['  ', null],
  ])('shows the deadline %j as %s', (deadline, text) => {
    expect(deadlineBadgeText(deadline)).toBe(text);
  });

  it('marks D-day to D-3 as closing soon, not D-4 or 상시', () => {
    expect(isClosingSoon('D-0')).toBe(true);
    expect(isClosingSoon('D-3')).toBe(true);
    expect(isClosingSoon('D-4')).toBe(false);
    expect(isClosingSoon('상시 채용')).toBe(false);
  });

  it('joins date and D-day, and says 상시 in words or that nothing is known', () => {
    expect(deadlineSummary({ deadline: 'D-6', 'expiration-date': '2025-06-01' })).toBe(
      '6월 1일(일)까지 · D-6',
    );
    expect(deadlineSummary({ deadline: 'D-0', 'expiration-date': '2025-05-26' })).toBe(
      '5월 26일(월)까지 · D-day',
    );
    expect(deadlineSummary({ deadline: '상시 채용', 'expiration-date': null })).toBe('상시 채용');
    expect(deadlineSummary({ deadline: '', 'expiration-date': null })).toBe('마감일 정보 없음');
  });
});

describe('postings', () => {
  it('lists the tags in order and skips empty ones', () => {
    expect(postingTags(makePosting())).toEqual(['서울 강남구', '정규직', '경력무관', '학력무관']);
    expect(postingTags(makePosting({ locationName: null, experienceLevel: '' }))).toEqual([
      '정규직',
      '학력무관',
    ]);
  });
});
