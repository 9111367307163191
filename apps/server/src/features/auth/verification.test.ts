import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationGrants } from '../../db/schema.ts';
import { codeIn, createMember, type TestMember } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { AUTH_POLICY } from './policy.ts';
import { CODE_MAIL_QUEUE } from './verification-service.ts';

let t: TestApp;
let known: TestMember;
let ipSeq = 0;
let mailSeq = 0;
const nextIp = () => `10.20.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const nextEmail = () => `person${++mailSeq}@example.com`;

beforeAll(async () => {
  t = await buildTestApp();
  known = await createMember(t, { loginId: 'knownuser1', email: 'known@example.com' });
});
afterAll(async () => {
  await t.close();
});

type Body = { email: string; type: string; loginId?: string };
/** A code request, and then its mail job (the mail arrives shortly after the answer, as for a person). */
const send = async (payload: Body, ip = '10.1.1.1') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/member/auth/email/verifications',
    payload,
    remoteAddress: ip,
  });
  await t.settle();
  return res;
};
const verify = (payload: Body & { code: string }, ip = '10.1.1.1') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/member/auth/email/verifications/verify',
    payload,
    remoteAddress: ip,
  });
const withoutTimestamp = (body: Record<string, unknown>) => {
  const { timestamp: _timestamp, ...rest } = body;
  return rest;
};
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
const SECOND = 1000;

describe('code requests do not reveal whether an account exists', () => {
  it('answers the three types identically for known and unknown addresses; mails only what API.md says', async () => {
    const cases: [Body, Body][] = [
      [
        { email: known.email, type: 'SIGN_UP' },
        { email: 'free-address@example.com', type: 'SIGN_UP' },
      ],
      [
        { email: known.email, type: 'FIND_ID' },
        { email: 'nobody-id@example.com', type: 'FIND_ID' },
      ],
      [
        { email: known.email, type: 'FIND_PASSWORD', loginId: known.loginId },
        { email: 'nobody-pw@example.com', type: 'FIND_PASSWORD', loginId: known.loginId },
      ],
    ];
    for (const [a, b] of cases) {
      t.clock.advance(31 * SECOND);
      const first = await send(a, nextIp());
      const second = await send(b, nextIp());
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(withoutTimestamp(first.json())).toEqual(withoutTimestamp(second.json()));
      expect(first.json().data).toEqual({ expiresInSeconds: 180, resendAfterSeconds: 30 });
      // The cooldown applies to unknown addresses just as to known ones.
      const againA = await send(a, nextIp());
      const againB = await send(b, nextIp());
      expect(againA.statusCode).toBe(429);
      expect(withoutTimestamp(againA.json())).toEqual(withoutTimestamp(againB.json()));
    }

    const toKnown = t.mailer.sent.filter((m) => m.to === known.email);
    // SIGN_UP on a taken address: a notice with the find-ID link and no code.
    const notice = toKnown.find((m) => m.subject.includes('이미 가입된'));
    expect(notice).toBeDefined();
    expect(notice!.text).toContain('/findid');
    expect(notice!.text).not.toMatch(/\d{6}/);
    expect(notice!.html!.replace(/<[^>]*>/g, '')).not.toMatch(/\d{6}/);
    expect(notice!.text).not.toContain('인증번호:');
    // FIND_ID and FIND_PASSWORD (matching login ID) on the known address: codes.
    expect(toKnown.filter((m) => /인증번호: \d{6}/.test(m.text)).map((m) => m.subject)).toEqual([
      '[다시봄] 아이디 찾기 인증번호를 보내드려요',
      '[다시봄] 비밀번호 재설정 인증번호를 보내드려요',
    ]);
    // SIGN_UP on a free address: a code. Unknown address for FIND_ID / FIND_PASSWORD: nothing.
    expect(await codeIn(t, 'free-address@example.com')).toMatch(/^\d{6}$/);
    expect(t.mailer.lastTo('nobody-id@example.com')).toBeUndefined();
    expect(t.mailer.lastTo('nobody-pw@example.com')).toBeUndefined();
    expect(toKnown).toHaveLength(3);
    // FIND_PASSWORD with a login ID that is not this address's: same answer, nothing mailed.
    t.clock.advance(31 * SECOND);
    const mismatch = await send(
      { email: known.email, type: 'FIND_PASSWORD', loginId: 'someoneelse' },
      nextIp(),
    );
    expect(mismatch.json().data).toEqual({ expiresInSeconds: 180, resendAfterSeconds: 30 });
    expect(t.mailer.sent.filter((m) => m.to === known.email)).toHaveLength(3);
  });

  it('answers a wrong code for an unknown address exactly like a wrong code for a known one', async () => {
    const email = nextEmail();
    t.clock.advance(31 * SECOND);
    await send({ email: known.email, type: 'FIND_ID' }, nextIp());
    await send({ email, type: 'FIND_ID' }, nextIp());
    const knownCode = await codeIn(t, known.email);
    const a = await verify({ email: known.email, type: 'FIND_ID', code: wrongCode(knownCode) });
    const b = await verify({ email, type: 'FIND_ID', code: '123456' });
    expect(a.statusCode).toBe(400);
    expect(withoutTimestamp(a.json())).toEqual(withoutTimestamp(b.json()));
    expect(a.json()).toMatchObject({ code: 'CODE_MISMATCH', message: '인증번호가 일치하지 않습니다.' });
  });
});

describe('the code mail', () => {
  it('is Korean, large, says what it is for, shows the code, 3분 and the ignore line, in HTML and plain text', async () => {
    const email = nextEmail();
    await send({ email, type: 'SIGN_UP' }, nextIp());
    const mail = t.mailer.lastTo(email)!;
    const code = await codeIn(t, email);
    expect(mail.subject).toContain('회원가입');
    expect(mail.subject).not.toContain(code);
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain(code);
      expect(part).toContain('회원가입');
      expect(part).toContain('3분');
      expect(part).toContain('본인이 요청하지 않았다면 이 메일을 무시하세요');
    }
    expect(mail.html).toMatch(/font-size:\s*(2\d|[3-9]\d)px/);
    expect(mail.html).not.toMatch(/font-size:\s*1\dpx/);
  });
});

describe('verifying a code', () => {
  it('records a single-use SIGN_UP grant for 30 minutes; the same code does not work twice', async () => {
    const email = nextEmail();
    await send({ email, type: 'SIGN_UP' }, nextIp());
    const code = await codeIn(t, email);
    const ok = await verify({ email, type: 'SIGN_UP', code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ verified: true });
    const grants = await t.db.select().from(verificationGrants).where(eq(verificationGrants.email, email));
    expect(grants).toHaveLength(1);
    expect(grants[0]!.expiresAt.getTime() - grants[0]!.createdAt.getTime()).toBe(AUTH_POLICY.grants.SIGN_UP);
    const again = await verify({ email, type: 'SIGN_UP', code });
    expect(again.json()).toMatchObject({ code: 'CODE_EXPIRED' });
  });

  it('FIND_ID answers the login ID; FIND_PASSWORD records a 10-minute grant bound to the login ID', async () => {
    t.clock.advance(31 * SECOND);
    await send({ email: known.email, type: 'FIND_ID' }, nextIp());
    const found = await verify({ email: known.email, type: 'FIND_ID', code: await codeIn(t, known.email) });
    expect(found.json().data).toEqual({ verified: true, loginId: known.loginId });

    await send({ email: known.email, type: 'FIND_PASSWORD', loginId: known.loginId.toUpperCase() }, nextIp());
    const reset = await verify({
      email: known.email,
      type: 'FIND_PASSWORD',
      code: await codeIn(t, known.email),
    });
    expect(reset.json().data).toEqual({ verified: true });
    const [grant] = await t.db
      .select()
      .from(verificationGrants)
      .where(and(eq(verificationGrants.email, known.email), eq(verificationGrants.type, 'FIND_PASSWORD')));
    expect(grant!.loginId).toBe(known.loginId);
    expect(grant!.expiresAt.getTime() - grant!.createdAt.getTime()).toBe(AUTH_POLICY.grants.FIND_PASSWORD);
  });

  it('expires after 180 seconds (CODE_EXPIRED); works just before', async () => {
    const early = nextEmail();
    await send({ email: early, type: 'SIGN_UP' }, nextIp());
    t.clock.advance(179 * SECOND);
    expect((await verify({ email: early, type: 'SIGN_UP', code: await codeIn(t, early) })).statusCode).toBe(
      200,
    );

    const late = nextEmail();
    await send({ email: late, type: 'SIGN_UP' }, nextIp());
    t.clock.advance(181 * SECOND);
    const res = await verify({ email: late, type: 'SIGN_UP', code: await codeIn(t, late) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CODE_EXPIRED' });
  });

  it('answers CODE_EXPIRED when no code was ever requested', async () => {
    const res = await verify({ email: nextEmail(), type: 'SIGN_UP', code: '123456' });
    expect(res.json()).toMatchObject({ status: 400, code: 'CODE_EXPIRED' });
  });

  it('kills the code at the fifth wrong try (CODE_ATTEMPTS_EXCEEDED); the right code then fails too', async () => {
    const email = nextEmail();
    await send({ email, type: 'SIGN_UP' }, nextIp());
    const code = await codeIn(t, email);
    for (let i = 1; i <= 4; i++) {
      const res = await verify({ email, type: 'SIGN_UP', code: wrongCode(code) });
      expect(res.json()).toMatchObject({ status: 400, code: 'CODE_MISMATCH' });
    }
    const fifth = await verify({ email, type: 'SIGN_UP', code: wrongCode(code) });
    expect(fifth.json()).toMatchObject({ status: 400, code: 'CODE_ATTEMPTS_EXCEEDED' });
    const right = await verify({ email, type: 'SIGN_UP', code });
    expect(right.json()).toMatchObject({ code: 'CODE_ATTEMPTS_EXCEEDED' });
  });

  it('does not reset the wrong-try count on a resend', async () => {
    const email = nextEmail();
    await send({ email, type: 'SIGN_UP' }, nextIp());
    const first = await codeIn(t, email);
    for (let i = 0; i < 4; i++) await verify({ email, type: 'SIGN_UP', code: wrongCode(first) });
    t.clock.advance(31 * SECOND);
    expect((await send({ email, type: 'SIGN_UP' }, nextIp())).statusCode).toBe(200);
    const second = await codeIn(t, email);
    const wrong = await verify({ email, type: 'SIGN_UP', code: wrongCode(second) });
    expect(wrong.json()).toMatchObject({ code: 'CODE_ATTEMPTS_EXCEEDED' });
    const right = await verify({ email, type: 'SIGN_UP', code: second });
    expect(right.json()).toMatchObject({ code: 'CODE_ATTEMPTS_EXCEEDED' });
    // A further code would be dead on arrival, so none is sent until the failure window is over.
    t.clock.advance(31 * SECOND);
    const blocked = await send({ email, type: 'SIGN_UP' }, nextIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().retryAfterSeconds).toBeGreaterThan(0);
    t.clock.advance(AUTH_POLICY.codes.failureWindowMs);
    expect((await send({ email, type: 'SIGN_UP' }, nextIp())).statusCode).toBe(200);
    expect((await verify({ email, type: 'SIGN_UP', code: await codeIn(t, email) })).statusCode).toBe(200);
  });
});

describe('sending limits', () => {
  it('refuses a resend within 30 seconds (429 CODE_RESEND_TOO_SOON with retryAfterSeconds), allows it after', async () => {
    const email = nextEmail();
    expect((await send({ email, type: 'SIGN_UP' }, nextIp())).statusCode).toBe(200);
    t.clock.advance(10 * SECOND);
    const early = await send({ email, type: 'SIGN_UP' }, nextIp());
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'CODE_RESEND_TOO_SOON', retryAfterSeconds: 20 });
    expect(early.headers['retry-after']).toBe('20');
    t.clock.advance(20 * SECOND);
    expect((await send({ email, type: 'SIGN_UP' }, nextIp())).statusCode).toBe(200);
  });

  it('sends at most 5 codes per hour per (address, type)', async () => {
    const email = nextEmail();
    for (let i = 0; i < 5; i++) {
      expect((await send({ email, type: 'SIGN_UP' }, nextIp())).statusCode).toBe(200);
      t.clock.advance(31 * SECOND);
    }
    const sixth = await send({ email, type: 'SIGN_UP' }, nextIp());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'CODE_SEND_LIMIT' });
    expect(sixth.json().retryAfterSeconds).toBeGreaterThan(3000);
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(5);
    // Another type for the same address has its own count.
    expect((await send({ email, type: 'FIND_ID' }, nextIp())).statusCode).toBe(200);
    t.clock.advance(60 * 60 * SECOND);
    expect((await send({ email, type: 'SIGN_UP' }, nextIp())).statusCode).toBe(200);
  });

  it('sends at most 20 codes per hour per IP address', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 20; i++) {
      expect((await send({ email: nextEmail(), type: 'SIGN_UP' }, ip)).statusCode).toBe(200);
    }
    const over = await send({ email: nextEmail(), type: 'SIGN_UP' }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'CODE_SEND_LIMIT' });
    expect((await send({ email: nextEmail(), type: 'SIGN_UP' }, '10.99.0.2')).statusCode).toBe(200);
    t.clock.advance(60 * 60 * SECOND);
    expect((await send({ email: nextEmail(), type: 'SIGN_UP' }, ip)).statusCode).toBe(200);
  });
});

describe('mail server down', () => {
  it('answers the request; the mail job retries until the server takes the mail, and the code works', async () => {
    const email = nextEmail();
    t.mailer.failNext(2);
    const res = await send({ email, type: 'SIGN_UP' }, '10.77.0.1');
    expect(res.statusCode).toBe(200);
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(1);
    expect((await verify({ email, type: 'SIGN_UP', code: await codeIn(t, email) })).statusCode).toBe(200);
  });

  it('dead-letters the job after its last try and keeps the earlier code working', async () => {
    const email = nextEmail();
    await send({ email, type: 'SIGN_UP' }, nextIp());
    const delivered = await codeIn(t, email);
    t.clock.advance(31 * SECOND);
    const before = await t.queue.counts();
    t.mailer.failNext(CODE_MAIL_QUEUE.retryLimit + 1);
    expect((await send({ email, type: 'SIGN_UP' }, nextIp())).statusCode).toBe(200);
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(1);
    const after = await t.queue.counts();
    expect(after.failed).toBe(before.failed + 1);
    expect(after.deadLettered).toBe(before.deadLettered + 1);
    // The dead letter holds the job's ids only: no address, no code, no body.
    const { rows } = await t.database.executeSql(
      `select data::text as data, output::text as output from pgboss.job where name = $1`,
      [CODE_MAIL_QUEUE.deadLetter],
    );
    for (const row of rows as { data: string; output: string | null }[]) {
      expect(row.data).not.toContain('@');
      expect(row.output ?? '').not.toContain('@');
      expect(row.output ?? '').not.toMatch(/\d{6}/);
    }
    expect((await verify({ email, type: 'SIGN_UP', code: delivered })).statusCode).toBe(200);
  });
});

describe('a request naming the wrong login ID', () => {
  it("leaves the owner's live password-reset code alone: it still verifies, with or without the login ID", async () => {
    const victim = await createMember(t, { loginId: 'victimuser', email: 'victim@example.com' });
    await send({ email: victim.email, type: 'FIND_PASSWORD', loginId: victim.loginId }, nextIp());
    const code = await codeIn(t, victim.email);

    // A stranger asks for the victim's address with IDs that are not theirs, and guesses codes for them.
    for (const loginId of ['someoneelse', 'VICTIMUSER2']) {
      expect((await send({ email: victim.email, type: 'FIND_PASSWORD', loginId }, nextIp())).statusCode).toBe(
        200,
      );
      for (let i = 0; i < AUTH_POLICY.codes.maxWrongTries; i++) {
        await verify(
          { email: victim.email, type: 'FIND_PASSWORD', loginId, code: wrongCode(code) },
          nextIp(),
        );
      }
    }
    expect(t.mailer.sent.filter((m) => m.to === victim.email)).toHaveLength(1);

    const res = await verify({ email: victim.email, type: 'FIND_PASSWORD', loginId: 'VictimUser', code });
    expect(res.statusCode, res.body).toBe(200);
    const [grant] = await t.db
      .select()
      .from(verificationGrants)
      .where(and(eq(verificationGrants.email, victim.email), eq(verificationGrants.type, 'FIND_PASSWORD')));
    expect(grant!.loginId).toBe(victim.loginId);
  });

  it('is also harmless to a client that verifies without the login ID (the spec payload)', async () => {
    const owner = await createMember(t, { loginId: 'owneruser', email: 'owner@example.com' });
    await send({ email: owner.email, type: 'FIND_PASSWORD', loginId: owner.loginId }, nextIp());
    const code = await codeIn(t, owner.email);
    await send({ email: owner.email, type: 'FIND_PASSWORD', loginId: 'notowner' }, nextIp());
    expect((await verify({ email: owner.email, type: 'FIND_PASSWORD', code })).statusCode).toBe(200);
  });
});

describe('the request path', () => {
  it('does the same database work for a known and an unknown address, and mails only from the job', async () => {
    // Jobs are held until settle(), so what is captured between request and answer is the request's work alone.
    let statements: string[] | null = null;
    const database = await openTestDatabase({ logger: { logQuery: (query) => statements?.push(query) } });
    const app = await buildTestApp({ database, holdJobs: true });
    try {
      const member = await createMember(app, { loginId: 'timinguser', email: 'timing@example.com' });
      const workFor = async (payload: Body) => {
        const captured: string[] = [];
        const before = app.mailer.sent.length;
        statements = captured;
        await app.app.inject({
          method: 'POST',
          url: '/v1/member/auth/email/verifications',
          payload,
          remoteAddress: '10.90.0.1',
        });
        statements = null;
        const mailedDuringRequest = app.mailer.sent.length - before;
        await app.settle();
        return { statements: captured, mailedDuringRequest };
      };
      for (const type of ['FIND_ID', 'FIND_PASSWORD', 'SIGN_UP'] as const) {
        const known = await workFor({ email: member.email, type, loginId: member.loginId });
        const unknown = await workFor({ email: `nobody-${type}@example.com`, type, loginId: 'nobodyhere' });
        expect(known.statements.length).toBeGreaterThan(0);
        expect(unknown.statements).toEqual(known.statements);
        expect(known.statements.join('\n')).not.toMatch(/"members"/);
        expect(known.mailedDuringRequest + unknown.mailedDuringRequest).toBe(0);
      }
      // …and the jobs then mailed the known address (ID, password, account-exists notice) and the free address's
      // sign-up code, nobody else.
      expect(app.mailer.sent.map((m) => m.to).sort()).toEqual(
        [member.email, member.email, member.email, 'nobody-sign_up@example.com'].sort(),
      );
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('a malformed address', () => {
  it('is refused in the words the spec gives the screen that asked (아이디 찾기: 다시 입력해주세요)', async () => {
    const refused = async (type: string) => {
      const res = await send({ email: 'not-an-address', type, loginId: 'knownuser1' }, nextIp());
      expect(res.statusCode).toBe(400);
      return res.json() as { code: string; message: string; fields: Record<string, string> };
    };
    expect(await refused('FIND_ID')).toMatchObject({
      code: 'VALIDATION',
      message: '유효하지 않은 이메일입니다. 다시 입력해주세요.',
      fields: { email: '유효하지 않은 이메일입니다. 다시 입력해주세요.' },
    });
    expect((await refused('FIND_PASSWORD')).fields.email).toBe('올바른 이메일 형식이 아닙니다.');
    expect((await refused('SIGN_UP')).fields.email).toBe('올바른 이메일 형식을 입력해주세요.');
  });
});
