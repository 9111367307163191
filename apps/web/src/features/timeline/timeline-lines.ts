import type { CertificateKind, TimelineCertificate, TimelineItem, TimelineKind } from '@dasibom/contract';
import { daysBetween, formatKoreanDate } from '../../lib/format-date.ts';
import { safeExternalUrl } from '../../lib/safe-url.ts';

/*
 * What the timeline screen (and the printed plan) says about each line: pure functions of the server's lines and
 * today's date in Asia/Seoul, so the wording is tested without rendering.
 */

/** What kind of date a line is, in words. */
export const TIMELINE_KIND_LABELS: Record<TimelineKind, string> = {
  TODO_TARGET: '할일 목표일',
  POSTING_DEADLINE: '공고 마감',
  COURSE_START: '교육 시작',
  EXAM_REGISTRATION: '원서 접수',
  EXAM_DATE: '시험',
  EXAM_RESULT: '합격 발표',
};

/** How a certificate is obtained, in words. */
export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  QNET_EXAM: '국가자격 시험 (Q-Net)',
  NATIONAL_EXAM: '국가자격 시험',
  COURSE_COMPLETION: '과정 이수 (시험 없음)',
  PRIVATE: '민간자격 시험',
};

/** The last day of a line: the end of a window, else its one day. */
export function lastDayOf(item: Pick<TimelineItem, 'date' | 'endDate'>): string {
  return item.endDate ?? item.date;
}

/** A line is past once its last day is before today (string order is date order for `YYYY-MM-DD`). */
export function isPast(item: Pick<TimelineItem, 'date' | 'endDate'>, today: string): boolean {
  return lastDayOf(item) < today;
}

/** "2027년 3월" for "2027-03-…". */
export function monthHeading(month: string): string {
  const [year, value] = month.split('-');
  return `${Number(year)}년 ${Number(value)}월`;
}

export type TimelineMonth = { month: string; heading: string; items: TimelineItem[] };
export type TimelineSections = { months: TimelineMonth[]; past: TimelineItem[] };

/**
 * The screen's sections: the lines from today on, grouped by month in the server's order (a window already open
 * counts under today's month, at the top), and the past lines, folded away below.
 */
export function groupTimeline(items: readonly TimelineItem[], today: string): TimelineSections {
  const months: TimelineMonth[] = [];
  const past: TimelineItem[] = [];
  const upcoming = items.filter((item) => {
    if (isPast(item, today)) {
      past.push(item);
      return false;
    }
    return true;
  });
  // An open window (started before today) sorts as today: first, under this month.
  const shownDay = (item: TimelineItem) => (item.date < today ? today : item.date);
  const ordered = upcoming
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const [dayA, dayB] = [shownDay(a.item), shownDay(b.item)];
      return dayA === dayB ? a.index - b.index : dayA < dayB ? -1 : 1;
    });
  for (const { item } of ordered) {
    const month = shownDay(item).slice(0, 7);
    const last = months[months.length - 1];
    if (last && last.month === month) last.items.push(item);
    else months.push({ month, heading: monthHeading(month), items: [item] });
  }
  return { months, past };
}

/** "3월 31일(화)", or a window "3월 2일(월) ~ 3월 5일(목)"; the year when it is not `today`'s. */
export function timelineDateText(item: Pick<TimelineItem, 'date' | 'endDate'>, today: string): string {
  const thisYear = Number(today.slice(0, 4));
  const first = formatKoreanDate(item.date, thisYear) ?? item.date;
  if (item.endDate === null) return first;
  return `${first} ~ ${formatKoreanDate(item.endDate, thisYear) ?? item.endDate}`;
}

/**
 * How far a line is from today, in words: "D-12" ahead of its (first) day, "오늘", and for a window already open
 * "오늘 마감" or "4일 남았어요". Past lines: a to-do not done yet says kindly how long ago ("3일 지났어요"); other
 * past lines and done to-dos say nothing more than their date. null when there is nothing to add.
 */
export function timelineDueText(
  item: Pick<TimelineItem, 'kind' | 'date' | 'endDate' | 'done'>,
  today: string,
): string | null {
  const toFirst = daysBetween(today, item.date);
  const toLast = daysBetween(today, lastDayOf(item));
  if (toFirst === null || toLast === null) return null;
  if (item.kind === 'TODO_TARGET' && item.done) return null;
  if (toFirst > 0) return `D-${toFirst}`;
  if (toLast < 0) return item.kind === 'TODO_TARGET' ? `${-toLast}일 지났어요` : null;
  if (item.endDate === null) return item.kind === 'TODO_TARGET' ? '오늘까지' : '오늘';
  return toLast === 0 ? '오늘 마감' : `${toLast}일 남았어요`;
}

/** The site an external link goes to, by name where we know it. */
export function siteName(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  if (host === 'saramin.co.kr' || host.endsWith('.saramin.co.kr')) return '사람인';
  if (host === 'work24.go.kr' || host.endsWith('.work24.go.kr')) return '고용24';
  if (host === 'q-net.or.kr' || host.endsWith('.q-net.or.kr')) return 'Q-Net';
  return host;
}

export type TimelineLink =
  | { isExternal: false; href: string; text: string }
  | { isExternal: true; href: string; text: string; site: string };

const EXTERNAL_WHAT: Record<TimelineKind, string> = {
  TODO_TARGET: '보기',
  POSTING_DEADLINE: '공고 보기',
  COURSE_START: '과정 보기',
  EXAM_REGISTRATION: '일정 보기',
  EXAM_DATE: '일정 보기',
  EXAM_RESULT: '일정 보기',
};

/**
 * Where to act on a line: an in-app path (`/mytodo/…`, opened in place) or a web page (a new tab, and the text says
 * where: "사람인에서 공고 보기 (새 창)"). Anything else — another scheme, a path outside the app — is no link.
 */
export function timelineLink(item: Pick<TimelineItem, 'kind' | 'link'>): TimelineLink | null {
  const { link } = item;
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) {
    return { isExternal: false, href: link, text: item.kind === 'TODO_TARGET' ? '할일 열기' : '열기' };
  }
  const href = safeExternalUrl(link);
  if (!href) return null;
  const site = siteName(href);
  return { isExternal: true, href, site, text: `${site}에서 ${EXTERNAL_WHAT[item.kind]} (새 창)` };
}

/**
 * How many exam lines of a certificate are still ahead (the server names each line after its certificate), or null
 * for a certificate without a schedule source: 0 means "none listed now", which the screens say rather than look
 * empty.
 */
export function upcomingExamCount(
  certificate: Pick<TimelineCertificate, 'name' | 'hasSchedule'>,
  items: readonly TimelineItem[],
  today: string,
): number | null {
  if (!certificate.hasSchedule) return null;
  return items.filter(
    (item) =>
      item.kind.startsWith('EXAM_') && item.title.startsWith(`${certificate.name} `) && !isPast(item, today),
  ).length;
}

export const NO_EXAMS_AHEAD =
  '지금은 시간표에 올라온 다가오는 시험 일정이 없어요. 공식 누리집에서 확인해 주세요.';
