import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { members } from '../../db/schema.ts';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const SCAN = '/v1/test-hooks/reminders-scan';

describe('test hooks (ADR 026)', () => {
  let off: TestApp;
  let on: TestApp;
  beforeAll(async () => {
    off = await buildTestApp();
    on = await buildTestApp({ env: { TEST_HOOKS: 'on' } });
  });
  afterAll(async () => {
    await off.close();
    await on.close();
  });

  it('do not exist unless TEST_HOOKS=on', async () => {
    const res = await off.app.inject({
      method: 'POST',
      url: SCAN,
      payload: { at: '2026-06-20T08:00:00+09:00' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('are refused in production', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://dasibom.kr',
        TEST_HOOKS: 'on',
      }),
    ).toThrow(ConfigError);
  });

  it('queue the reminder scan as if it ran at the given time: a to-do due that day is mailed once', async () => {
    on.clock.set('2026-06-10T08:00:00+09:00');
    const account = await createMember(on);
    const token = (await login(on, account)).accessToken;
    const [row] = await on.db
      .select({ email: members.email })
      .from(members)
      .where(eq(members.loginId, account.loginId));
    const headers = bearer(token);
    const chosen = await on.app.inject({ method: 'POST', url: '/v1/my-dream/job/5', headers });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const form = new FormData();
    form.append('todoTitle', '원서 사진 찍기');
    form.append('targetDate', '2026-06-20');
    const added = await on.app.inject({
      method: 'POST',
      url: `/v1/my-dream/todo-group/${chosen.json().data.todoGroupId}`,
      payload: form,
      headers,
    });
    expect(added.statusCode, added.body).toBe(200);
    const turnedOn = await on.app.inject({
      method: 'PUT',
      url: '/v1/member/reminders',
      payload: { remindersEnabled: true, weeklyDigestEnabled: false },
      headers,
    });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    const mailsTo = () => on.mailer.sent.filter((mail) => mail.to === row!.email);

    // The server's own clock (June 10): nothing due.
    const today = await on.app.inject({
      method: 'POST',
      url: SCAN,
      payload: { at: '2026-06-10T08:00:00+09:00' },
    });
    expect(today.statusCode, today.body).toBe(200);
    await on.settle();
    expect(mailsTo()).toHaveLength(0);

    // "Advanced" to the D-day.
    const dDay = await on.app.inject({
      method: 'POST',
      url: SCAN,
      payload: { at: '2026-06-20T08:00:00+09:00' },
    });
    expect(dDay.json().data).toEqual({ queued: true, at: '2026-06-19T23:00:00.000Z' });
    await on.settle();
    const [mail, ...more] = mailsTo();
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain('오늘(6월 20일)까지예요:\n- [목표일] 원서 사진 찍기');
    // Once per item and day.
    await on.app.inject({ method: 'POST', url: SCAN, payload: { at: '2026-06-20T09:30:00+09:00' } });
    await on.settle();
    expect(mailsTo()).toHaveLength(1);
  });

  it('refuse a missing or malformed time with a Korean 400 and queue nothing', async () => {
    for (const payload of [{}, { at: '내일' }, { at: '2026-06-20' }, { at: 5 }]) {
      const res = await on.app.inject({ method: 'POST', url: SCAN, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
  });
});
