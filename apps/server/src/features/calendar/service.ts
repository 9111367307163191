import { createHash, randomBytes } from 'node:crypto';
import {
  CALENDAR_TOKEN_PATTERN,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
  type TimelineItem,
  type TimelineKind,
} from '@dasibom/contract';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { Db } from '../../db/open-db.ts';
import { AppError } from '../../errors.ts';
import { calendarFeeds } from './schema.ts';

/**
 * The private calendar feed (ADR 024): a secret address per member, only its SHA-256 stored; the feed is the
 * member's timeline (every chosen job) as all-day events.
 */

/** The member's plan items (the timeline's lines), passed in by app.ts (issue 29). */
export type PlanItemsOf = (deps: { db: Db; now: Date }, memberId: number) => Promise<readonly TimelineItem[]>;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** `POST /v1/member/calendar-feed`: a new secret; the earlier address stops working at once. */
export async function createCalendarFeed(
  { db, now, publicUrl }: { db: Db; now: Date; publicUrl: string },
  { memberId }: { memberId: number },
): Promise<CalendarFeedCreated> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashOf(token);
  await db
    .insert(calendarFeeds)
    .values({ memberId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.memberId, set: { tokenHash, createdAt: now } });
  const url = `${publicUrl.replace(/\/+$/, '')}/v1/calendar/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: now.toISOString() };
}

/** `GET /v1/member/calendar-feed`: whether an address exists (never the address: it is shown once). */
export async function getCalendarFeedStatus(
  { db }: { db: Db },
  { memberId }: { memberId: number },
): Promise<CalendarFeedStatus> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.memberId, memberId));
  return { exists: Boolean(row), createdAt: row ? row.createdAt.toISOString() : null };
}

/** `DELETE /v1/member/calendar-feed`: the address stops working. Idempotent. */
export async function revokeCalendarFeed({ db }: { db: Db }, { memberId }: { memberId: number }) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.memberId, memberId));
  return { revoked: true as const };
}

/** Removes the member's feed inside the caller's transaction (a password change: ADR 024). */
export async function dropCalendarFeed(tx: Db, memberId: number): Promise<void> {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.memberId, memberId));
}

const SUMMARY_PREFIX: Record<TimelineKind, string> = {
  TODO_TARGET: '목표일',
  POSTING_DEADLINE: '공고 마감',
  COURSE_START: '교육 시작',
  EXAM_REGISTRATION: '원서 접수',
  EXAM_DATE: '시험',
  EXAM_RESULT: '합격 발표',
};

function absoluteLink(link: string | null, publicUrl: string): string | null {
  if (!link) return null;
  if (link.startsWith('/')) return `${publicUrl.replace(/\/+$/, '')}${link}`;
  return /^https?:\/\//.test(link) ? link : null;
}

function eventOf(item: TimelineItem, stamp: ICAL.Time, publicUrl: string): ICAL.Component {
  const event = new ICAL.Component('vevent');
  event.updatePropertyWithValue('uid', `${item.key}@dasibom`);
  event.updatePropertyWithValue('dtstamp', stamp);
  // All-day events: the dates are Seoul calendar days, and a day is the same day in every calendar app's zone.
  event.updatePropertyWithValue('dtstart', ICAL.Time.fromDateString(item.date));
  const end = ICAL.Time.fromDateString(item.endDate ?? item.date);
  end.adjust(1, 0, 0, 0); // DTEND is exclusive for dates (RFC 5545 3.6.1).
  event.updatePropertyWithValue('dtend', end);
  const sample = item.isSample ? ' (예시)' : '';
  const done = item.done ? ' ✓' : '';
  event.updatePropertyWithValue('summary', `[${SUMMARY_PREFIX[item.kind]}] ${item.title}${sample}${done}`);
  const lines = [item.detail, `출처: ${item.source}${item.isSample ? ' · 예시 데이터예요' : ''}`].filter(
    Boolean,
  );
  event.updatePropertyWithValue('description', lines.join('\n'));
  const url = absoluteLink(item.link, publicUrl);
  if (url) event.updatePropertyWithValue('url', url);
  event.updatePropertyWithValue('transp', 'TRANSPARENT');
  return event;
}

/** The feed for a secret, or 404 CALENDAR_FEED_NOT_FOUND (unknown, revoked, replaced or malformed alike). */
export async function renderCalendarFeed(
  { db, now, publicUrl, planItemsOf }: { db: Db; now: Date; publicUrl: string; planItemsOf: PlanItemsOf },
  { token }: { token: string },
): Promise<string> {
  if (!CALENDAR_TOKEN_PATTERN.test(token)) throw new AppError('CALENDAR_FEED_NOT_FOUND');
  const [feed] = await db
    .select({ memberId: calendarFeeds.memberId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashOf(token)));
  if (!feed) throw new AppError('CALENDAR_FEED_NOT_FOUND');
  const items = await planItemsOf({ db, now }, feed.memberId);

  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('prodid', '-//dasibom//plan//KO');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  calendar.updatePropertyWithValue('x-wr-calname', '다시봄 준비 일정');
  calendar.updatePropertyWithValue('x-wr-timezone', 'Asia/Seoul');
  // How often subscribers should ask again (RFC 7986 and the older Microsoft hint).
  const refresh = new ICAL.Property('refresh-interval');
  refresh.setValue(ICAL.Duration.fromString('PT6H'));
  calendar.addProperty(refresh);
  calendar.updatePropertyWithValue('x-published-ttl', 'PT6H');
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const item of items) calendar.addSubcomponent(eventOf(item, stamp, publicUrl));
  return calendar.toString();
}
