const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** A calendar day as the sources send it ("2025-06-01"), with its Korean weekday. */
export type CalendarDate = { year: number; month: number; day: number; weekday: string };

/** "2025-06-01" → its parts; null for anything that is not a real YYYY-MM-DD date (2025-02-29, 2025/06/01). */
export function parseCalendarDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // The date is already a calendar day in Asia/Seoul: read it as UTC so no device time zone can shift it by a day.
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return { year, month, day, weekday: WEEKDAYS[utc.getUTCDay()] ?? '' };
}

/**
 * "2025-06-01" → "6월 1일(일)"; null for anything that is not a real date. Given `thisYear`, a date in another year
 * carries its year ("2027년 1월 15일(금)"), so a date next January never reads as if it were this one.
 */
export function formatKoreanDate(value: string, thisYear?: number): string | null {
  const date = parseCalendarDate(value);
  if (!date) return null;
  const text = `${date.month}월 ${date.day}일(${date.weekday})`;
  return thisYear !== undefined && date.year !== thisYear ? `${date.year}년 ${text}` : text;
}

/**
 * Asia/Seoul has kept UTC+9 without daylight saving since 1988, so its calendar day is UTC's moved on nine hours.
 * Plain arithmetic rather than an Intl.DateTimeFormat with a time zone: building one loads the time-zone data, ≈ 100 ms
 * of a phone's main thread on the list pages' first load (measured in Chromium at 4× CPU slowdown).
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Today in Asia/Seoul as "2027-03-19", whatever the device's own time zone. */
export function seoulToday(now: Date = new Date()): string {
  return new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Whole calendar days from `from` to `to` (both "YYYY-MM-DD"): 1 for tomorrow, 0 for the same day, -3 for three days
 * ago; null when either is not a real date.
 */
export function daysBetween(from: string, to: string): number | null {
  const a = parseCalendarDate(from);
  const b = parseCalendarDate(to);
  if (!a || !b) return null;
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}
