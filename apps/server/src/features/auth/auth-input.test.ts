import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, login } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { hostileTexts, malformedMultipart } from '../../test/odd-input.ts';

let t: TestApp;
let accessToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  const member = await createMember(t);
  ({ accessToken } = await login(t, member));
});
afterAll(async () => {
  await t.close();
});

// Values a careless or hostile client might send for any field.
const hostile = fc.oneof(
  ...hostileTexts(40, 5000, [
    '',
    ' ',
    '\u0000',
    '𝔘𝔫𝔦',
    '👩‍👩‍👧',
    'a@b.co',
    'Abcd1234!x',
    'SIGN_UP',
    'FIND_PASSWORD',
    '123456',
    '1964/02/30',
  ]),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);
const bodyOf = (fields: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(fields.map((f) => [f, hostile])), { requiredKeys: [] }),
    fc.anything({ maxDepth: 2 }),
  );

const ENDPOINTS: { method: 'POST' | 'PUT' | 'DELETE'; url: string; fields: string[]; auth?: boolean }[] = [
  { method: 'POST', url: '/v1/member/auth/login', fields: ['loginId', 'password'] },
  { method: 'POST', url: '/v1/member/auth/refresh', fields: ['refreshToken'] },
  { method: 'POST', url: '/v1/member/auth/logout', fields: ['refreshToken'] },
  { method: 'POST', url: '/v1/member/auth/email/verifications', fields: ['email', 'type', 'loginId'] },
  {
    method: 'POST',
    url: '/v1/member/auth/email/verifications/verify',
    fields: ['email', 'code', 'type', 'loginId'],
  },
  {
    method: 'POST',
    url: '/v1/member/auth/sign-up',
    fields: ['loginId', 'password', 'email', 'nickName', 'birthDate', 'gender', 'regionCode'],
  },
  { method: 'POST', url: '/v1/member/auth/email/password', fields: ['email', 'loginId', 'newPassword'] },
  { method: 'PUT', url: '/v1/member/nickname', fields: ['newNickName'], auth: true },
  { method: 'PUT', url: '/v1/member/region', fields: ['newRegionCode'], auth: true },
  { method: 'PUT', url: '/v1/member/text-size', fields: ['textSize'], auth: true },
  {
    method: 'PUT',
    url: '/v1/member/password',
    fields: ['currentPassword', 'newPassword', 'newPasswordCheck'],
    auth: true,
  },
  { method: 'DELETE', url: '/v1/member/job', fields: ['jobIds'], auth: true },
];

describe('hostile input to the account routes', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.url} never answers 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(bodyOf(endpoint.fields), fc.ipV4(), async (body, ip) => {
          const res = await t.app.inject({
            method: endpoint.method,
            url: endpoint.url,
            payload: JSON.stringify(body ?? null),
            headers: { 'content-type': 'application/json', ...(endpoint.auth ? bearer(accessToken) : {}) },
            remoteAddress: ip,
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect(res.json().success).toBe(res.statusCode === 200);
        }),
        { numRuns: 40 },
      );
    });
  }

  it('check-id and check-nickname answer 400 or 200 for any query, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('check-id?loginId=', 'check-nickname?nickname='),
        hostile,
        async (path, value) => {
          const res = await t.app.inject({
            method: 'GET',
            url: `/v1/member/auth/${path}${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
          });
          expect([200, 400]).toContain(res.statusCode);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses malformed multipart uploads without a 5xx', async () => {
    for (const { payload, ...headers } of malformedMultipart('name="file"; filename="a.png"')) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/member/profile',
        payload,
        headers: { ...headers, ...bearer(accessToken) },
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
  });
});

describe('per-route limits on the public auth routes', () => {
  it('limits check-id, login and code requests per IP more strictly than the rest of the API', async () => {
    const strict = await buildTestApp({
      database: t.database,
      env: { AUTH_RATE_LIMIT_MAX: '3', CODE_RATE_LIMIT_MAX: '2' },
    });
    try {
      const hit = (method: 'GET' | 'POST', url: string, payload?: object) =>
        strict.app.inject({ method, url, ...(payload ? { payload } : {}), remoteAddress: '10.55.0.1' });
      for (let i = 0; i < 3; i++)
        expect((await hit('GET', '/v1/member/auth/check-id?loginId=abcd1')).statusCode).toBe(200);
      const limited = await hit('GET', '/v1/member/auth/check-id?loginId=abcd1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(limited.json().retryAfterSeconds).toBeGreaterThan(0);

      for (let i = 0; i < 3; i++)
        await hit('POST', '/v1/member/auth/login', { loginId: 'nobody1', password: 'x' });
      expect(
        (await hit('POST', '/v1/member/auth/login', { loginId: 'nobody1', password: 'x' })).statusCode,
      ).toBe(429);

      const code = { email: 'limit@example.com', type: 'SIGN_UP' };
      await hit('POST', '/v1/member/auth/email/verifications', code);
      await hit('POST', '/v1/member/auth/email/verifications', code);
      expect((await hit('POST', '/v1/member/auth/email/verifications', code)).statusCode).toBe(429);
      // The rest of the API keeps the global limit.
      expect((await hit('GET', '/v1/region/all')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it('takes the hourly code mails per IP from CODE_SENDS_PER_HOUR_PER_IP (SECURITY.md 20 by default)', async () => {
    const strict = await buildTestApp({
      database: t.database,
      env: { CODE_SENDS_PER_HOUR_PER_IP: '2' },
      // Only the answers matter here: no worker mails the codes, so none is still running when the app closes.
      holdJobs: true,
    });
    try {
      const sendFrom = (email: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/v1/member/auth/email/verifications',
          payload: { email, type: 'SIGN_UP' },
          remoteAddress: '10.55.0.9',
        });
      expect((await sendFrom('hourly-1@example.com')).statusCode).toBe(200);
      expect((await sendFrom('hourly-2@example.com')).statusCode).toBe(200);
      const third = await sendFrom('hourly-3@example.com');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'CODE_SEND_LIMIT' });
    } finally {
      await strict.close();
    }
  });
});
