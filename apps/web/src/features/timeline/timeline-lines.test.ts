import { describe, expect, it } from 'vitest';
import { makeTimelineLine } from '../../test/fixtures.ts';
import {
  groupTimeline,
  monthHeading,
  timelineDateText,
  timelineDueText,
  timelineLink,
  upcomingExamCount,
} from './timeline-lines.ts';

const today = '2027-03-19';

const line = makeTimelineLine;

describe('groupTimeline', () => {
  it('groups the lines from today on by month, in order, and folds the past away', () => {
    const items = [
      line('old-todo', { date: '2027-02-27' }),
      line('yesterday', { kind: 'POSTING_DEADLINE', date: '2027-03-18' }),
      line('today', { kind: 'COURSE_START', date: '2027-03-19' }),
      line('april', { date: '2027-04-02' }),
      line('march-end', { date: '2027-03-31' }),
      line('next-year', { kind: 'EXAM_DATE', date: '2028-01-09' }),
    ].sort((a, b) => (a.date < b.date ? -1 : 1));
    const { months, past } = groupTimeline(items, today);
    expect(months.map((m) => [m.heading, m.items.map((item) => item.key)])).toEqual([
      ['2027년 3월', ['today', 'march-end']],
      ['2027년 4월', ['april']],
      ['2028년 1월', ['next-year']],
    ]);
    expect(past.map((item) => item.key)).toEqual(['old-todo', 'yesterday']);
  });

  it('keeps a window that is still open under this month, first; a closed one is past', () => {
    const items = [
      line('closed', { kind: 'EXAM_REGISTRATION', date: '2027-02-01', endDate: '2027-03-18' }),
      line('open', { kind: 'EXAM_REGISTRATION', date: '2027-02-25', endDate: '2027-03-22' }),
      line('later', { date: '2027-03-19' }),
    ];
    const { months, past } = groupTimeline(items, today);
    expect(months).toHaveLength(1);
    expect(months[0]?.items.map((item) => item.key)).toEqual(['open', 'later']);
    expect(past.map((item) => item.key)).toEqual(['closed']);
  });

  it('has no months and nothing past without lines', () => {
    expect(groupTimeline([], today)).toEqual({ months: [], past: [] });
  });

  it('names months plainly', () => {
    expect(monthHeading('2027-03')).toBe('2027년 3월');
    expect(monthHeading('2028-11')).toBe('2028년 11월');
  });
});

describe('timelineDueText', () => {
  it('counts down to the first day', () => {
    expect(timelineDueText(line('a', { date: '2027-03-31' }), today)).toBe('D-12');
    expect(
      timelineDueText(
        line('w', { kind: 'EXAM_REGISTRATION', date: '2027-03-22', endDate: '2027-03-25' }),
        today,
      ),
    ).toBe('D-3');
  });

  it('says 오늘 for a day that is today, 오늘까지 for a to-do', () => {
    expect(timelineDueText(line('p', { kind: 'POSTING_DEADLINE', date: today }), today)).toBe('오늘');
    expect(timelineDueText(line('t', { date: today }), today)).toBe('오늘까지');
  });

  it('says how long an open window has left', () => {
    const open = line('w', { kind: 'EXAM_REGISTRATION', date: '2027-03-15', endDate: '2027-03-23' });
    expect(timelineDueText(open, today)).toBe('4일 남았어요');
    expect(timelineDueText({ ...open, endDate: today }, today)).toBe('오늘 마감');
  });

  it('says kindly that an undone to-do is overdue; other past lines and done to-dos add nothing', () => {
    expect(timelineDueText(line('t', { date: '2027-03-16' }), today)).toBe('3일 지났어요');
    expect(timelineDueText(line('t', { date: '2027-03-16', done: true }), today)).toBeNull();
    expect(timelineDueText(line('t', { date: '2027-03-31', done: true }), today)).toBeNull();
    expect(timelineDueText(line('p', { kind: 'POSTING_DEADLINE', date: '2027-03-16' }), today)).toBeNull();
  });
});

describe('timelineDateText', () => {
  it('writes one day or a window, with the year only when it is another year', () => {
    expect(timelineDateText({ date: '2027-03-31', endDate: null }, today)).toBe('3월 31일(수)');
    expect(timelineDateText({ date: '2027-04-05', endDate: '2027-04-08' }, today)).toBe(
      '4월 5일(월) ~ 4월 8일(목)',
    );
    expect(timelineDateText({ date: '2027-12-30', endDate: '2028-01-02' }, today)).toBe(
      '12월 30일(목) ~ 2028년 1월 2일(일)',
    );
  });
});

describe('timelineLink', () => {
  it('opens an in-app path in place', () => {
    expect(timelineLink({ kind: 'TODO_TARGET', link: '/mytodo/edit/12' })).toEqual({
      isExternal: false,
      href: '/mytodo/edit/12',
      text: '할일 열기',
    });
  });

  it('says which site a web link goes to, and that it opens a new tab', () => {
    expect(
      timelineLink({
        kind: 'POSTING_DEADLINE',
        link: 'https://www.saramin.co.kr/zf_user/search?searchword=x',
      }),
    ).toMatchObject({ isExternal: true, site: '사람인', text: '사람인에서 공고 보기 (새 창)' });
    expect(timelineLink({ kind: 'COURSE_START', link: 'https://www.work24.go.kr/' })?.text).toBe(
      '고용24에서 과정 보기 (새 창)',
    );
    expect(timelineLink({ kind: 'EXAM_REGISTRATION', link: 'https://www.q-net.or.kr' })?.text).toBe(
      'Q-Net에서 일정 보기 (새 창)',
    );
    expect(timelineLink({ kind: 'EXAM_DATE', link: 'https://www.kuksiwon.or.kr' })?.text).toBe(
      'kuksiwon.or.kr에서 일정 보기 (새 창)',
    );
  });

  it('makes no link of anything else', () => {
    expect(timelineLink({ kind: 'POSTING_DEADLINE', link: null })).toBeNull();
    expect(timelineLink({ kind: 'POSTING_DEADLINE', link: 'javascript:alert(1)' })).toBeNull();
    expect(timelineLink({ kind: 'POSTING_DEADLINE', link: '//evil.example/x' })).toBeNull();
  });
});

describe('upcomingExamCount', () => {
  const qnet = { name: '직업 상담사 2급', hasSchedule: true };
  it('counts the certificate’s exam lines still ahead', () => {
    const items = [
      line('a', { kind: 'EXAM_REGISTRATION', title: '직업 상담사 2급 필기 원서 접수', date: '2027-04-01' }),
      line('b', { kind: 'EXAM_DATE', title: '직업 상담사 2급 필기 시험', date: '2027-03-01' }),
      line('c', { kind: 'EXAM_DATE', title: '임상심리사 2급 필기 시험', date: '2027-04-01' }),
      line('d', { kind: 'TODO_TARGET', title: '직업 상담사 2급 교재 사기', date: '2027-04-01' }),
    ];
    expect(upcomingExamCount(qnet, items, today)).toBe(1);
    expect(upcomingExamCount(qnet, [], today)).toBe(0);
  });

  it('has nothing to count for a certificate without a schedule source', () => {
    expect(upcomingExamCount({ name: '사회복지사 2급', hasSchedule: false }, [], today)).toBeNull();
  });
});
