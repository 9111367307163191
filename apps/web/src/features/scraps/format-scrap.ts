import { formatKoreanDate, seoulToday } from '../../lib/format-date.ts';

/** When it was saved: "2026-11-24T01:10:00Z" → "11월 24일(화)" (the day in Asia/Seoul; the year when not this year). */
export function formatSavedDate(iso: string, today: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = seoulToday(date);
  return formatKoreanDate(day, Number(seoulToday(today).slice(0, 4))) ?? day;
}

/** "2026-07-01" → "7월 1일(수)"; the year when it is not this year. Anything else as given. */
function courseDate(value: string, today: Date): string {
  return formatKoreanDate(value.replaceAll('/', '-'), today.getFullYear()) ?? value;
}

export function formatScrapCourseDates(start: string, end: string, today: Date = new Date()): string {
  return `${courseDate(start, today)} ~ ${courseDate(end, today)}`;
}
