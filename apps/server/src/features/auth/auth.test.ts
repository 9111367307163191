import { ERRORS, LoginResponseSchema, successEnvelope } from '@dasibom/contract';
import { hash, parseOptions } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, verificationGrants } from '../../db/schema.ts';
import {
  bearer,
  codeIn,
  createMember,
  DEFAULT_PASSWORD,
  ipSequence,
  login,
  MINUTE,
  memberRow,
  SECOND,
  SEOUL_GANGNAM,
} from '../../test/accounts.ts';
import { buildTestApp, type TestApp, withSecondInstance } from '../../test/build-test-app.ts';
import { AUTH_POLICY } from './policy.ts';

let t: TestApp;
const nextIp = ipSequence(30);

beforeAll(async () => {
  t = await buildTestApp();
  // A test-only public route that reads the member when there is one (optional auth).
  t.app.get('/v1/test/whoami', { onRequest: t.app.authenticateOptional }, async (request) => ({
    memberId: request.memberId,
  }));
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const loginRes = (loginId: string, password: string, ip = '127.0.0.1') =>
  post('/v1/member/auth/login', { loginId, password }, ip);
const refresh = (refreshToken: string) => post('/v1/member/auth/refresh', { refreshToken });
const info = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/v1/member/info', headers: bearer(accessToken) });

async function verifyAddress(email: string, type: 'SIGN_UP' | 'FIND_PASSWORD', loginId?: string) {
  t.clock.advance(31 * SECOND);
  const sent = await post('/v1/member/auth/email/verifications', { email, type, loginId }, nextIp());
  expect(sent.statusCode).toBe(200);
  const res = await post(
    '/v1/member/auth/email/verifications/verify',
    { email, type, code: await codeIn(t, email), loginId },
    nextIp(),
  );
  expect(res.statusCode, res.body).toBe(200);
}

const signUpBody = (n: string, overrides: Record<string, unknown> = {}) => ({
  loginId: `newbie${n}`,
  password: 'Bom2026!spring',
  email: `newbie${n}@example.com`,
  nickName: `새싹${n}`,
  birthDate: '1964/05/20',
  gender: 'MALE',
  regionCode: SEOUL_GANGNAM,
  ...overrides,
});

describe('sign-up', () => {
  it('works end to end: checks, code by mail, verification, sign-up, login', async () => {
    const body = signUpBody('1', { loginId: 'Alice01' });
    const checkId = await t.app.inject({ method: 'GET', url: '/v1/member/auth/check-id?loginId=Alice01' });
    expect(checkId.json().data).toEqual({ duplicated: false });
    const checkNick = await t.app.inject({
      method: 'GET',
      url: `/v1/member/auth/check-nickname?nickname=${encodeURIComponent(body.nickName)}`,
    });
    expect(checkNick.json().data).toEqual({ duplicated: false });

    await verifyAddress(body.email, 'SIGN_UP');
    const res = await post('/v1/member/auth/sign-up', body);
    expect(res.statusCode, res.body).toBe(200);
    const memberId = res.json().data.memberId;
    expect(memberId).toBeGreaterThan(0);

    const row = await memberRow(t, memberId);
    expect(row).toMatchObject({
      loginId: 'Alice01',
      email: body.email,
      birthDate: '1964-05-20',
      gender: 'MALE',
    });
    // Production hashing parameters (SECURITY.md): argon2id m=19456, t=2, p=1.
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(parseOptions(row!.passwordHash)).toMatchObject({
      algorithm: 2,
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });

    const session = await login(t, { loginId: 'alice01', password: body.password });
    expect(session).toMatchObject({ memberId, nickname: body.nickName, regionName: '서울 강남구' });
    // Login IDs are unique without regard to case.
    const again = await t.app.inject({ method: 'GET', url: '/v1/member/auth/check-id?loginId=ALICE01' });
    expect(again.json().data).toEqual({ duplicated: true });
  });

  it('needs a SIGN_UP verification of the address (EMAIL_NOT_VERIFIED), which works once and only for 30 minutes', async () => {
    const unverified = await post('/v1/member/auth/sign-up', signUpBody('2'));
    expect(unverified.json()).toMatchObject({ status: 400, code: 'EMAIL_NOT_VERIFIED' });

    const body = signUpBody('3');
    await verifyAddress(body.email, 'SIGN_UP');
    // A refused sign-up (taken ID) rolls back and leaves the grant usable.
    const taken = await post('/v1/member/auth/sign-up', { ...body, loginId: 'alice01' });
    expect(taken.json()).toMatchObject({ status: 409, code: 'LOGIN_ID_TAKEN' });
    expect((await post('/v1/member/auth/sign-up', body)).statusCode).toBe(200);
    const reuse = await post('/v1/member/auth/sign-up', signUpBody('4', { email: body.email }));
    expect(reuse.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const late = signUpBody('5');
    await verifyAddress(late.email, 'SIGN_UP');
    t.clock.advance(AUTH_POLICY.grants.SIGN_UP + SECOND);
    expect((await post('/v1/member/auth/sign-up', late)).json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
    });
  });

  it('refuses taken nicknames and addresses (409), unknown regions and common or personal passwords (400)', async () => {
    const existing = await createMember(t, {
      loginId: 'takenid7',
      nickname: '있는닉',
      email: 'taken7@example.com',
    });
    const body = signUpBody('6');
    await verifyAddress(body.email, 'SIGN_UP');
    expect(
      (await post('/v1/member/auth/sign-up', { ...body, nickName: existing.nickname })).json(),
    ).toMatchObject({
      status: 409,
      code: 'NICKNAME_TAKEN',
    });
    const region = await post('/v1/member/auth/sign-up', { ...body, regionCode: 999999 });
    expect(region.json()).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(region.json().fields.regionCode).toBeTruthy();
    for (const password of ['Password1!', 'Qwer1234!', 'P@ssw0rd1!', `X${body.loginId}1!`]) {
      const res = await post('/v1/member/auth/sign-up', { ...body, password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().fields.password, password).toMatch(/[가-힣]/);
    }
    const format = await post('/v1/member/auth/sign-up', { ...body, password: 'short1!' });
    expect(format.json().fields.password).toBe('8자 이상 입력해주세요.');
    // The grant survived every refusal.
    expect((await post('/v1/member/auth/sign-up', body)).statusCode).toBe(200);

    // An address taken between verification and sign-up: 409 EMAIL_TAKEN.
    const race = signUpBody('8', { email: 'race8@example.com' });
    await verifyAddress(race.email, 'SIGN_UP');
    await createMember(t, { email: race.email });
    expect((await post('/v1/member/auth/sign-up', race)).json()).toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
    });
  });
});

describe('login', () => {
  it('fails the same way for an unknown ID and a wrong password', async () => {
    const member = await createMember(t);
    const unknown = await loginRes('nosuchuser99', DEFAULT_PASSWORD, nextIp());
    const wrong = await loginRes(member.loginId, 'Wrong-pass1!', nextIp());
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    const strip = (b: Record<string, unknown>) => ({ ...b, timestamp: undefined });
    expect(strip(unknown.json())).toEqual(strip(wrong.json()));
    expect(wrong.json()).toMatchObject({
      code: 'LOGIN_FAILED',
      message: '아이디 또는 비밀번호가 일치하지 않습니다.',
    });
  });

  it('answers the spec fields and a 15-minute HS256 access token with sub, iat, exp, typ', async () => {
    const member = await createMember(t);
    const res = await loginRes(member.loginId, member.password);
    const data = successEnvelope(LoginResponseSchema).parse(res.json()).data;
    expect(data).toMatchObject({ memberId: member.id, nickname: member.nickname, regionName: '서울 강남구' });
    const claims = decodeJwt(data.accessToken);
    expect(claims).toMatchObject({ sub: String(member.id), typ: 'access' });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(Buffer.from(data.refreshToken, 'base64url')).toHaveLength(32);
    const [stored] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.memberId, member.id));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(data.refreshToken);
  });

  // The per (ID, IP) back-off, the per-ID layer and device proofs: login-throttle.test.ts.

  it('throttles an IP after 30 failures in 10 minutes, whatever the accounts', async () => {
    const member = await createMember(t);
    const ip = '10.66.0.1';
    for (let i = 0; i < 30; i++) {
      expect((await loginRes(`ghost${i}user`, 'Wrong-pass1!', ip)).statusCode).toBe(401);
    }
    const blocked = await loginRes(member.loginId, member.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('LOGIN_THROTTLED');
    expect(blocked.json().retryAfterSeconds).toBeGreaterThan(0);
    expect((await loginRes(member.loginId, member.password, '10.66.0.2')).statusCode).toBe(200);
    t.clock.advance(AUTH_POLICY.login.ipWindowMs);
    expect((await loginRes(member.loginId, member.password, ip)).statusCode).toBe(200);
  });

  it('rehashes a password stored with older parameters at the next login', async () => {
    const password = 'Older-hash1!x';
    const weak = await hash(password, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    const member = await createMember(t, { password, passwordHash: weak });
    await login(t, member);
    const row = await memberRow(t, member.id);
    expect(parseOptions(row!.passwordHash)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await login(t, member);
  });
});

describe('access tokens', () => {
  it('refuses protected routes without a token (AUTH_REQUIRED), expired (AUTH_EXPIRED) or bad (AUTH_INVALID)', async () => {
    const member = await createMember(t);
    const { accessToken, refreshToken } = await login(t, member);
    expect((await info(accessToken)).statusCode).toBe(200);

    const none = await t.app.inject({ method: 'GET', url: '/v1/member/info' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({
      code: 'AUTH_REQUIRED',
      message: '인증 토큰이 없습니다. 로그인 후 다시 시도해주세요.',
    });
    expect((await info('garbage')).json()).toMatchObject({ status: 401, code: 'AUTH_INVALID' });
    expect((await info(refreshToken)).json()).toMatchObject({ code: 'AUTH_INVALID' });
    const basic = await t.app.inject({
      method: 'GET',
      url: '/v1/member/info',
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.json()).toMatchObject({ code: 'AUTH_INVALID' });

    const otherSecret = new TextEncoder().encode('x'.repeat(32));
    const forged = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(member.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(otherSecret);
    expect((await info(forged)).json()).toMatchObject({ code: 'AUTH_INVALID' });
    const [header, payload] = forged.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${payload}.`;
    expect(header).toBeTruthy();
    expect((await info(unsigned)).json()).toMatchObject({ code: 'AUTH_INVALID' });

    t.clock.advance(16 * MINUTE);
    const expired = await info(accessToken);
    expect(expired.json()).toMatchObject({
      status: 401,
      code: 'AUTH_EXPIRED',
      message: ERRORS.AUTH_EXPIRED.message,
    });
  });
});

describe('optional authentication', () => {
  it('reads the member from a good token and ignores a missing, bad or expired one', async () => {
    const member = await createMember(t);
    const { accessToken } = await login(t, member);
    const whoami = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/v1/test/whoami', headers });
    expect((await whoami(bearer(accessToken))).json()).toEqual({ memberId: member.id });
    for (const headers of [{}, bearer('garbage'), { authorization: 'Basic x' }, bearer('null')]) {
      const res = await whoami(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ memberId: null });
    }
    t.clock.advance(16 * MINUTE);
    expect((await whoami(bearer(accessToken))).json()).toEqual({ memberId: null });
  });
});

describe('refresh tokens', () => {
  it('rotate on every use: the old token is refused afterwards and its reuse revokes the new one too', async () => {
    const member = await createMember(t);
    const first = await login(t, member);
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await info(second.accessToken)).statusCode).toBe(200);

    // Past the short grace for races (refresh-race.test.ts), a used token is a stolen one.
    t.clock.advance(AUTH_POLICY.refreshReuseGraceMs + SECOND);
    const reuse = await refresh(first.refreshToken);
    expect(reuse.json()).toMatchObject({ status: 401, code: 'AUTH_INVALID' });
    // Theft detection: the whole family is gone, including the token issued by the rotation.
    expect((await refresh(second.refreshToken)).json()).toMatchObject({ status: 401, code: 'AUTH_INVALID' });
    // Another login (another family) is unaffected.
    const other = await login(t, member);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('rotate the presented token once when two refreshes of it race, and revoke nothing', async () => {
    const member = await createMember(t);
    const { refreshToken } = await login(t, member);
    const results = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.memberId, member.id));
    expect(rows.filter((r) => r.rotatedAt)).toHaveLength(1);
    expect(rows.filter((r) => r.revokedAt)).toEqual([]);
  });

  it('end 14 days after the login however often they rotate (AUTH_EXPIRED)', async () => {
    const member = await createMember(t);
    let { refreshToken } = await login(t, member);
    for (let day = 0; day < 13; day++) {
      t.clock.advance(24 * 60 * MINUTE);
      const res = await refresh(refreshToken);
      expect(res.statusCode).toBe(200);
      refreshToken = res.json().data.refreshToken;
    }
    t.clock.advance(24 * 60 * MINUTE + SECOND);
    expect((await refresh(refreshToken)).json()).toMatchObject({ status: 401, code: 'AUTH_EXPIRED' });
  });

  it('logout revokes the family (and logging out twice is fine)', async () => {
    const member = await createMember(t);
    const session = await login(t, member);
    const rotated = (await refresh(session.refreshToken)).json().data;
    const out = await post('/v1/member/auth/logout', { refreshToken: rotated.refreshToken });
    expect(out.json().data).toEqual({ loggedOut: true });
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await post('/v1/member/auth/logout', { refreshToken: rotated.refreshToken })).statusCode).toBe(
      200,
    );
    expect((await post('/v1/member/auth/logout', { refreshToken: 'unknown' })).statusCode).toBe(200);
  });

  it('rotate as one across two instances on one database', async () => {
    await withSecondInstance(t, async (second) => {
      const member = await createMember(t);
      const session = await login(t, member);
      const viaSecond = await second.app.inject({
        method: 'POST',
        url: '/v1/member/auth/refresh',
        payload: { refreshToken: session.refreshToken },
      });
      expect(viaSecond.statusCode).toBe(200);
      expect((await info(viaSecond.json().data.accessToken)).statusCode).toBe(200);
      t.clock.advance(AUTH_POLICY.refreshReuseGraceMs + SECOND);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      expect((await refresh(viaSecond.json().data.refreshToken)).statusCode).toBe(401);
    });
  });
});

describe('password reset', () => {
  it('needs a FIND_PASSWORD verification of this address and ID, used once; ends every session', async () => {
    const member = await createMember(t);
    const session = await login(t, member);
    const newPassword = 'Fresh-start9!';
    const reset = (body: object) => post('/v1/member/auth/email/password', body);
    const body = { email: member.email, loginId: member.loginId, newPassword };

    expect((await reset(body)).json()).toMatchObject({ status: 400, code: 'RESET_NOT_VERIFIED' });
    // A SIGN_UP grant for the address (even one naming this login ID) is not proof for a reset.
    await t.db.insert(verificationGrants).values({
      email: member.email,
      type: 'SIGN_UP',
      loginId: member.loginId,
      createdAt: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + AUTH_POLICY.grants.SIGN_UP),
    });
    expect((await reset(body)).json()).toMatchObject({ code: 'RESET_NOT_VERIFIED' });

    await verifyAddress(member.email, 'FIND_PASSWORD', member.loginId);
    // The grant is bound to the login ID.
    const other = await createMember(t, { loginId: `${member.loginId}x` });
    expect((await reset({ ...body, loginId: other.loginId })).json()).toMatchObject({
      code: 'RESET_NOT_VERIFIED',
    });
    // A refused password leaves the grant usable.
    const weak = await reset({ ...body, newPassword: `A${member.loginId}1!` });
    expect(weak.json()).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(weak.json().fields.newPassword).toBeTruthy();

    const done = await reset(body);
    expect(done.json().data).toEqual({ changed: true });
    expect((await reset(body)).json()).toMatchObject({ code: 'RESET_NOT_VERIFIED' });
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await loginRes(member.loginId, member.password)).statusCode).toBe(401);
    await login(t, { loginId: member.loginId, password: newPassword });
  });

  it('expires the FIND_PASSWORD grant after 10 minutes', async () => {
    const member = await createMember(t);
    await verifyAddress(member.email, 'FIND_PASSWORD', member.loginId);
    t.clock.advance(AUTH_POLICY.grants.FIND_PASSWORD + SECOND);
    const res = await post('/v1/member/auth/email/password', {
      email: member.email,
      loginId: member.loginId,
      newPassword: 'Fresh-start9!',
    });
    expect(res.json()).toMatchObject({ code: 'RESET_NOT_VERIFIED' });
  });
});

describe('password change', () => {
  it('needs the current password, passes the blocklist, ends other sessions and keeps the caller', async () => {
    const member = await createMember(t);
    const phone = await login(t, member);
    const laptop = await login(t, member);
    const change = (body: object, token = laptop.accessToken) =>
      t.app.inject({ method: 'PUT', url: '/v1/member/password', payload: body, headers: bearer(token) });
    const newPassword = 'Brand-new7!pw';

    const wrong = await change({ currentPassword: 'Not-mine1!', newPassword, newPasswordCheck: newPassword });
    expect(wrong.json()).toMatchObject({ status: 400, code: 'PASSWORD_MISMATCH' });
    const differ = await change({
      currentPassword: member.password,
      newPassword,
      newPasswordCheck: 'Other-pw1!',
    });
    expect(differ.json()).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(differ.json().fields.newPasswordCheck).toBe('비밀번호가 일치하지 않습니다.');
    const common = await change({
      currentPassword: member.password,
      newPassword: 'Qwer1234!',
      newPasswordCheck: 'Qwer1234!',
    });
    expect(common.json().fields.newPassword).toBe('너무 흔한 비밀번호예요. 다른 비밀번호를 입력해주세요.');

    const ok = await change({ currentPassword: member.password, newPassword, newPasswordCheck: newPassword });
    expect(ok.json().data).toEqual({ changed: true });
    expect((await refresh(phone.refreshToken)).statusCode).toBe(401);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(200);
    expect((await loginRes(member.loginId, member.password)).statusCode).toBe(401);
    await login(t, { loginId: member.loginId, password: newPassword });
  });
});
