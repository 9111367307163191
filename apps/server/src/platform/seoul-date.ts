/**
 * Calendar dates in Asia/Seoul. Korea has kept UTC+9 without daylight saving since 1988, so a fixed offset is exact
 * and does not depend on the machine's time zone or ICU data.
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The Seoul calendar date of an instant, `YYYY-MM-DD`. */
export function seoulDateOf(instant: Date): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** Is `value` a real calendar date written `YYYY-MM-DD` (no 2026-02-30)? */
export function isDateString(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** 00:00:00 in Seoul on that date, as an instant. */
export function seoulStartOfDay(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - SEOUL_OFFSET_MS);
}

/** 23:59:59 in Seoul on that date (how job sites state a deadline day). */
export function seoulEndOfDay(date: string): Date {
  return new Date(seoulStartOfDay(date).getTime() + DAY_MS - 1000);
}

/** `date` moved by whole calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** A date as Unix seconds (the spec's timestamps). */
export function unixSeconds(instant: Date): number {
  return Math.floor(instant.getTime() / 1000);
}

/** Whole Asia/Seoul calendar days since `createdAt`, plus one: day 1 on the first day (API.md `daysAgo`). */
export function daysAgoOf(createdAt: Date, now: Date): number {
  return Math.max(1, daysBetween(seoulDateOf(createdAt), seoulDateOf(now)) + 1);
}
