import { CalendarFeedCreatedSchema, CalendarFeedStatusSchema, successEnvelope } from '@dasibom/contract';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/accounts.ts';
import { addTwoWindowRound } from '../../test/exam-rounds.ts';
import { planKit, type SignedInMember } from '../../test/my-dream.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const t = useTestApp({ now: '2026-06-10T12:00:00' });
const { newMember, chooseJob, addTodo } = planKit(t);

type Member = SignedInMember;
const call = (m: Member | null, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: m ? bearer(m.token) : {}, ...(payload ? { payload } : {}) });

async function makeFeed(m: Member) {
  const res = await call(m, 'POST', '/v1/member/calendar-feed');
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(CalendarFeedCreatedSchema).parse(res.json()).data;
}
/** The feed's path on this server, from the address the member was shown. */
const pathOf = (url: string) => new URL(url).pathname;

function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: String(event.getFirstPropertyValue('uid')),
    summary: String(event.getFirstPropertyValue('summary')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toString(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toString(),
    isDate: (event.getFirstPropertyValue('dtstart') as ICAL.Time).isDate,
    url: event.getFirstPropertyValue('url'),
  }));
}

describe('the calendar feed', () => {
  it("serves the member's timeline as iCalendar that parses back, with stable UIDs that follow date changes", async () => {
    const m = await newMember();
    const groupId = await chooseJob(m, 5);
    const todoId = await addTodo(m, groupId, '원서 사진 찍기', '2026-06-15');
    const other = await newMember();
    await addTodo(other, await chooseJob(other, 5), '남의 할일', '2026-06-16');

    expect(
      successEnvelope(CalendarFeedStatusSchema).parse(
        (await call(m, 'GET', '/v1/member/calendar-feed')).json(),
      ).data,
    ).toEqual({
      exists: false,
      createdAt: null,
    });
    const feed = await makeFeed(m);
    expect(feed.url).toMatch(/^http:\/\/.+\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcalUrl).toBe(feed.url.replace(/^http:/, 'webcal:'));
    const status = successEnvelope(CalendarFeedStatusSchema).parse(
      (await call(m, 'GET', '/v1/member/calendar-feed')).json(),
    ).data;
    expect(status.exists).toBe(true);
    expect(JSON.stringify(status)).not.toContain(pathOf(feed.url).split('/').at(-1)?.replace('.ics', ''));

    const res = await call(null, 'GET', pathOf(feed.url));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toContain('X-WR-CALNAME:다시봄 준비 일정');
    expect(res.body).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT6H\r\n');
    const events = eventsOf(res.body);
    expect(events).toEqual([
      {
        uid: `todo:${todoId}:target@dasibom`,
        summary: '[목표일] 원서 사진 찍기',
        start: '2026-06-15',
        end: '2026-06-16',
        isDate: true,
        url: expect.stringMatching(new RegExp(`/mytodo/edit/${todoId}$`)),
      },
    ]);

    // The date moves: same UID, new day.
    const form = new FormData();
    form.append('todoTitle', '원서 사진 찍기');
    form.append('targetDate', '2026-06-18');
    await t.app.inject({
      method: 'PUT',
      url: `/v1/my-dream/todo/${todoId}`,
      payload: form,
      headers: bearer(m.token),
    });
    const moved = eventsOf((await call(null, 'GET', pathOf(feed.url))).body);
    expect(moved.map((event) => [event.uid, event.start])).toEqual([
      [`todo:${todoId}:target@dasibom`, '2026-06-18'],
    ]);
  });

  it('has an event for each registration window of a round answered with two, each naming both', async () => {
    const round = await addTwoWindowRound(t);
    const m = await newMember();
    await chooseJob(m, 6);
    const ics = (await call(null, 'GET', pathOf((await makeFeed(m)).url))).body;
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const events = calendar.getAllSubcomponents('vevent');
    expect(eventsOf(ics).map(({ uid, summary, start, end }) => [uid, summary, start, end])).toEqual([
      [
        `exam:${round?.id}:written:registration@dasibom`,
        '[원서 접수] 임상심리사 2급 필기 원서 접수 (첫 번째 기간)',
        '2026-06-08',
        '2026-06-12',
      ],
      [
        `exam:${round?.id}:written:registration2@dasibom`,
        '[원서 접수] 임상심리사 2급 필기 원서 접수 (두 번째 기간)',
        '2026-06-22',
        '2026-06-24',
      ],
    ]);
    for (const event of events) {
      expect(String(event.getFirstPropertyValue('description'))).toContain(
        '원서 접수 기간이 두 번 있어요(6월 8일~11일, 6월 22일~23일)',
      );
    }
  });

  it('requires the secret: a wrong, malformed or missing token is 404; a replaced or revoked one is 404', async () => {
    const m = await newMember();
    const first = await makeFeed(m);
    for (const path of [
      '/v1/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
      '/v1/calendar/short.ics',
      '/v1/calendar/.ics',
      `${pathOf(first.url)}x`,
    ]) {
      const res = await call(null, 'GET', path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CALENDAR_FEED_NOT_FOUND' });
    }
    const second = await makeFeed(m);
    expect((await call(null, 'GET', pathOf(first.url))).statusCode).toBe(404);
    expect((await call(null, 'GET', pathOf(second.url))).statusCode).toBe(200);
    expect((await call(m, 'DELETE', '/v1/member/calendar-feed')).statusCode).toBe(200);
    expect((await call(null, 'GET', pathOf(second.url))).statusCode).toBe(404);
    expect((await call(m, 'DELETE', '/v1/member/calendar-feed')).statusCode).toBe(200);
    expect((await call(null, 'GET', '/v1/member/calendar-feed')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/v1/member/calendar-feed')).statusCode).toBe(401);
  });

  it('stops working when the member changes the password', async () => {
    const m = await newMember();
    const feed = await makeFeed(m);
    const newPassword = 'Saeroun!2026pw';
    const changed = await call(m, 'PUT', '/v1/member/password', {
      currentPassword: m.password,
      newPassword,
      newPasswordCheck: newPassword,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(null, 'GET', pathOf(feed.url))).statusCode).toBe(404);
    expect(
      successEnvelope(CalendarFeedStatusSchema).parse(
        (await call(m, 'GET', '/v1/member/calendar-feed')).json(),
      ).data.exists,
    ).toBe(false);
  });
});
