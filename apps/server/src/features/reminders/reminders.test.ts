import { ReminderSettingsSchema, successEnvelope } from '@dasibom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { planItemsOf } from '../../app.ts';
import { examRounds, members, reminderSends } from '../../db/schema.ts';
import { bearer, login } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { planKit, type SignedInMember } from '../../test/my-dream.ts';
import { kst, useTestApp } from '../../test/use-test-app.ts';
import { REMINDER_SCAN_QUEUE, sendMemberReminders } from './service.ts';

/** Wednesday 2026-06-10, 08:00 in Seoul. */
const NOW = '2026-06-10T08:00:00';

const t = useTestApp({
  now: NOW,
  // 직업상담사 2급 (job 5): written registration closes in three days.
  seed: async (app) => {
    await app.db.insert(examRounds).values({
      certificateKey: 'vocational-counselor-2',
      source: 'QNET',
      examYear: 2026,
      roundName: '2026년도 정기 기사 2회',
      writtenRegStart: '2026-06-08',
      writtenRegEnd: '2026-06-13',
      writtenExamStart: '2026-06-28',
    });
  },
});
const { newMember, chooseJob, addTodo } = planKit(t);

type Member = SignedInMember;
const call = (
  m: Member | null,
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: m ? bearer(m.token) : {}, ...(payload ? { payload } : {}) });

async function turnOn(m: Member, weeklyDigestEnabled = false) {
  const res = await call(m, 'PUT', '/v1/member/reminders', { remindersEnabled: true, weeklyDigestEnabled });
  expect(res.statusCode, res.body).toBe(200);
}
const mailsTo = (m: Member) => t.mailer.sent.filter((mail) => mail.to === m.email);
const deps = (app: TestApp = t) => ({
  db: app.db,
  mailer: app.mailer,
  now: app.clock.now(),
  publicUrl: 'https://dasibom.example',
  secret: app.jwtSecret,
  planItemsOf,
});
/** A member with reminders and the digest on, sent today's reminder for a to-do `title` due today: that mail. */
async function remindedMember(title: string) {
  t.clock.set(kst(NOW));
  const m = await newMember();
  const groupId = await chooseJob(m, 18);
  await addTodo(m, groupId, title, '2026-06-10');
  await turnOn(m, true);
  expect(await sendMemberReminders(deps(), { memberId: m.id, day: '2026-06-10' })).toBe('sent');
  return { m, mail: mailsTo(m).at(-1)! };
}
const unsubscribeTokenIn = (text: string) => {
  const match = /\/unsubscribe\?token=([^\s]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return decodeURIComponent(match![1]!);
};

describe('reminder settings', () => {
  it('are off by default; the digest rides on reminders; visitors get 401 and bad bodies 400', async () => {
    const m = await newMember();
    const read = async () =>
      successEnvelope(ReminderSettingsSchema).parse((await call(m, 'GET', '/v1/member/reminders')).json())
        .data;
    expect(await read()).toEqual({ remindersEnabled: false, weeklyDigestEnabled: false, email: m.email });
    await turnOn(m, true);
    expect(await read()).toMatchObject({ remindersEnabled: true, weeklyDigestEnabled: true });
    await call(m, 'PUT', '/v1/member/reminders', { remindersEnabled: false, weeklyDigestEnabled: true });
    expect(await read()).toMatchObject({ remindersEnabled: false, weeklyDigestEnabled: false });
    expect((await call(null, 'GET', '/v1/member/reminders')).statusCode).toBe(401);
    for (const body of [
      {},
      { remindersEnabled: 'yes', weeklyDigestEnabled: false },
      { remindersEnabled: true },
    ]) {
      const res = await call(m, 'PUT', '/v1/member/reminders', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('reminder mails', () => {
  it('mail D-day and D-3 lines (to-dos, exam registration closing) once, through the queue, saying why', async () => {
    t.clock.set(kst(NOW));
    const m = await newMember();
    const groupId = await chooseJob(m, 5);
    await addTodo(m, groupId, '오늘 할 일', '2026-06-10');
    await addTodo(m, groupId, '사흘 뒤 할 일', '2026-06-13');
    await addTodo(m, groupId, '내일 할 일', '2026-06-11');
    const done = await addTodo(m, groupId, '이미 끝낸 일', '2026-06-10');
    await call(m, 'PATCH', `/v1/my-dream/todo/${done}/complete-state`, { completed: true });
    const deleted = await addTodo(m, groupId, '지운 일', '2026-06-10');
    await call(m, 'DELETE', `/v1/my-dream/todo/${deleted}`);
    // Reminders off: nothing.
    await t.queue.enqueue(REMINDER_SCAN_QUEUE.name, {});
    await t.settle();
    expect(mailsTo(m)).toHaveLength(0);

    await turnOn(m);
    await t.queue.enqueue(REMINDER_SCAN_QUEUE.name, {});
    await t.settle();
    const mails = mailsTo(m);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('[다시봄] 오늘까지: 오늘 할 일 외 2건');
    expect(mail!.text).toContain('알림 메일을 켜 두셔서');
    expect(mail!.text).toContain('오늘(6월 10일)까지예요:\n- [목표일] 오늘 할 일 (출처: 나의 할일)');
    expect(mail!.text).toContain('3일 뒤(6월 13일)까지예요:');
    expect(mail!.text).toContain(
      '[원서 접수 마감] 직업 상담사 2급 필기 원서 접수 — 2026년도 정기 기사 2회 (출처: Q-Net)',
    );
    expect(mail!.text).toContain('[목표일] 사흘 뒤 할 일');
    for (const absent of ['내일 할 일', '이미 끝낸 일', '지운 일']) expect(mail!.text).not.toContain(absent);

    // The scan again the same day: nothing new.
    await t.queue.enqueue(REMINDER_SCAN_QUEUE.name, {});
    await t.settle();
    expect(mailsTo(m)).toHaveLength(1);
  });

  it('reminds of each registration window of a round answered with two, naming both in the line', async () => {
    t.clock.set(kst(NOW));
    await t.db.insert(examRounds).values({
      certificateKey: 'clinical-psychologist-2',
      source: 'QNET',
      examYear: 2026,
      roundName: '국가기술자격 기사 (2026년도 제2회)',
      writtenRegStart: '2026-06-01',
      writtenRegEnd: '2026-06-05',
      // The second window closes in three days.
      writtenReg2Start: '2026-06-12',
      writtenReg2End: '2026-06-13',
    });
    const m = await newMember();
    await chooseJob(m, 6);
    await turnOn(m);
    await t.queue.enqueue(REMINDER_SCAN_QUEUE.name, {});
    await t.settle();
    const [mail] = mailsTo(m);
    expect(mail?.subject).toBe('[다시봄] 3일 뒤까지: 임상심리사 2급 필기 원서 접수 (두 번째 기간)');
    expect(mail?.text).toContain(
      '- [원서 접수 마감] 임상심리사 2급 필기 원서 접수 (두 번째 기간) — 국가기술자격 기사 (2026년도 제2회) · 원서 접수 기간이 두 번 있어요(6월 1일~5일, 6월 12일~13일). 어느 기간에 접수할 수 있는지는 Q-Net에서 확인하세요. (출처: Q-Net)',
    );
  });

  it('two instances on one database send each line once per day; a failed send is retried, not lost', async () => {
    t.clock.set(kst(NOW));
    const m = await newMember();
    const groupId = await chooseJob(m, 9);
    await addTodo(m, groupId, '서류 내기', '2026-06-10');
    await turnOn(m);
    const other = await buildTestApp({ database: t.database, holdJobs: true, jwtSecret: t.jwtSecret });
    try {
      other.clock.set(kst(NOW));
      t.mailer.failNext(1);
      await expect(sendMemberReminders(deps(), { memberId: m.id, day: '2026-06-10' })).rejects.toThrow(
        'reminder mail transport failed',
      );
      expect(await t.db.select().from(reminderSends).where(eq(reminderSends.memberId, m.id))).toHaveLength(0);
      const outcomes = await Promise.all([
        sendMemberReminders(deps(), { memberId: m.id, day: '2026-06-10' }),
        sendMemberReminders(deps(other), { memberId: m.id, day: '2026-06-10' }),
        sendMemberReminders(deps(), { memberId: m.id, day: '2026-06-10' }),
      ]);
      expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1);
      expect(outcomes.filter((outcome) => outcome === 'already-sent')).toHaveLength(2);
      const all = [...t.mailer.sent, ...other.mailer.sent].filter((mail) => mail.to === m.email);
      expect(all).toHaveLength(1);
      // A retry after the day turned does not call a D-3 line D-3 on D-2.
      t.clock.set(kst('2026-06-11T00:30:00'));
      expect(await sendMemberReminders(deps(), { memberId: m.id, day: '2026-06-10' })).toBe('stale');
    } finally {
      await other.close();
    }
  });

  it('sends the digest on Mondays only, and nothing for a withdrawn member', async () => {
    t.clock.set(kst('2026-06-14T08:00:00')); // Sunday
    const m = await newMember();
    const groupId = await chooseJob(m, 12);
    await addTodo(m, groupId, '실기 연습', '2026-06-20');
    await turnOn(m, true);
    expect(await sendMemberReminders(deps(), { memberId: m.id, day: '2026-06-14' })).toBe('nothing-due');
    t.clock.set(kst('2026-06-15T08:00:00')); // Monday
    m.token = (await login(t, m)).accessToken;
    expect(await sendMemberReminders(deps(), { memberId: m.id, day: '2026-06-15' })).toBe('sent');
    const digest = mailsTo(m).at(-1);
    expect(digest?.subject).toBe('[다시봄] 앞으로 2주 동안의 일정');
    expect(digest?.text).toContain('월요일 일정 모아보기를 켜 두셔서');
    expect(digest?.text).toContain('6월 20일 [목표일] 실기 연습');

    expect((await call(m, 'POST', '/v1/member/auth/withdraw')).statusCode).toBe(200);
    const before = t.mailer.sent.length;
    t.clock.set(kst('2026-06-20T08:00:00'));
    await t.queue.enqueue(REMINDER_SCAN_QUEUE.name, {});
    await t.settle();
    expect(await sendMemberReminders(deps(), { memberId: m.id, day: '2026-06-20' })).toBe('off');
    expect(t.mailer.sent.slice(before).filter((mail) => mail.to === m.email)).toHaveLength(0);
  });
});

describe('unsubscribe from the mail', () => {
  it('works without logging in; a tampered, foreign or expired link is 400 and changes nothing', async () => {
    const { m, mail } = await remindedMember('원두 고르기');
    const token = unsubscribeTokenIn(mail.text);
    const post = (value: unknown) =>
      t.app.inject({ method: 'POST', url: '/v1/member/reminders/unsubscribe', payload: { token: value } });
    const settings = async () =>
      (
        await t.db
          .select({ on: members.remindersEnabled, digest: members.weeklyDigestEnabled })
          .from(members)
          .where(eq(members.id, m.id))
      )[0];

    const [memberId, expires, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      `${memberId}.${expires}.${flipped}`,
      `${Number(memberId) + 1}.${expires}.${signature}`,
      `${memberId}.${Number(expires) + 1}.${signature}`,
      'garbage',
      '',
      123,
    ]) {
      const res = await post(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(await settings()).toEqual({ on: true, digest: true });
    }
    expect((await post(token.replace(/^\d+/, ''))).json().code).toBe('UNSUBSCRIBE_LINK_INVALID');

    // Expired after 60 days.
    t.clock.set(kst('2026-08-10T08:00:00'));
    expect((await post(token)).statusCode).toBe(400);
    expect(await settings()).toEqual({ on: true, digest: true });

    t.clock.set(kst('2026-06-11T08:00:00'));
    const res = await post(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ unsubscribed: true });
    expect(await settings()).toEqual({ on: false, digest: false });
  });
});

describe('one-click unsubscribe from the mail app (RFC 8058)', () => {
  it("every reminder names the address in List-Unsubscribe; a mail app's POST there turns reminders off", async () => {
    const { m, mail } = await remindedMember('로스팅 수업 알아보기');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = mail.headers?.['List-Unsubscribe'] ?? '';
    const match =
      /^<https:\/\/dasibom\.example(\/v1\/member\/reminders\/unsubscribe\/one-click\?token=[^>]+)>$/.exec(
        header,
      );
    expect(match, header).not.toBeNull();
    const path = match![1]!;
    // The same token as the link in the text.
    expect(decodeURIComponent(path.split('token=')[1]!)).toBe(unsubscribeTokenIn(mail.text));
    const isOn = async () =>
      (await t.db.select({ on: members.remindersEnabled }).from(members).where(eq(members.id, m.id)))[0]?.on;

    // A tampered token: 400, nothing changes.
    const bad = await t.app.inject({
      method: 'POST',
      url: `${path.slice(0, -2)}xx`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().code).toBe('UNSUBSCRIBE_LINK_INVALID');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/v1/member/reminders/unsubscribe/one-click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(missing.statusCode, missing.body).toBe(400);
    expect(await isOn()).toBe(true);

    // The mail app's POST, no login.
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ unsubscribed: true });
    expect(await isOn()).toBe(false);
  });
});
