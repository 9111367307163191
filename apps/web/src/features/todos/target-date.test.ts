import { describe, expect, it } from 'vitest';
import { daysBetween, seoulToday } from '../../lib/format-date.ts';
import { targetDateLabel } from './target-date.ts';

const today = '2027-03-19'; // a Friday

describe('targetDateLabel (목표일 in the list)', () => {
  it.each([
    // Counts down to a day ahead.
    ['2027-03-31', false, { date: '3월 31일(수)', due: 'D-12', tone: 'ahead', text: '3월 31일(수) · D-12' }],
    ['2027-03-20', false, { date: '3월 20일(토)', due: 'D-1', tone: 'ahead', text: '3월 20일(토) · D-1' }],
    // 오늘까지 on the day itself.
    [
      '2027-03-19',
      false,
      { date: '3월 19일(금)', due: '오늘까지', tone: 'today', text: '3월 19일(금) · 오늘까지' },
    ],
    // Kindly, how long ago an undone one was due.
    [
      '2027-03-16',
      false,
      { date: '3월 16일(화)', due: '3일 지났어요', tone: 'overdue', text: '3월 16일(화) · 3일 지났어요' },
    ],
    [
      '2027-03-18',
      false,
      { date: '3월 18일(목)', due: '1일 지났어요', tone: 'overdue', text: '3월 18일(목) · 1일 지났어요' },
    ],
    // A done one: the date alone, past or not.
    ['2027-03-16', true, { date: '3월 16일(화)', due: null, tone: 'done', text: '3월 16일(화)' }],
    ['2027-04-01', true, { date: '4월 1일(목)', due: null, tone: 'done', text: '4월 1일(목)' }],
  ])('the label of %s (done: %s)', (target, completed, label) => {
    expect(targetDateLabel(target, { completed, today })).toEqual(label);
  });

  it('adds the year for another year, across the year end', () => {
    expect(targetDateLabel('2028-01-02', { completed: false, today: '2027-12-30' })?.text).toBe(
      '2028년 1월 2일(일) · D-3',
    );
  });

  it('has no line without a date', () => {
    expect(targetDateLabel(null, { completed: false, today })).toBeNull();
    expect(targetDateLabel('2027-02-30', { completed: false, today })).toBeNull();
  });
});

describe('Seoul days', () => {
  it('reads today in Asia/Seoul whatever the device zone', () => {
    // 15:30 UTC on the 18th is already 00:30 on the 19th in Seoul.
    expect(seoulToday(new Date('2027-03-18T15:30:00Z'))).toBe('2027-03-19');
    expect(seoulToday(new Date('2027-03-18T14:59:00Z'))).toBe('2027-03-18');
  });

  it("agrees with the time-zone database's Asia/Seoul at every hour of a year (no daylight saving)", () => {
    const seoul = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const at = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      expect(seoulToday(at)).toBe(seoul.format(at));
    }
  });

  it('counts calendar days, over month and leap-day ends', () => {
    expect(daysBetween('2027-03-19', '2027-04-01')).toBe(13);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-03-19', '2027-03-16')).toBe(-3);
    expect(daysBetween('2027-03-19', 'soon')).toBeNull();
  });
});
