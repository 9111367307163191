import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { containsNul, UNSAFE_TEXT_MESSAGE } from './input-guard.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  // The database's own refusal, for when text with a NUL reaches it some other way than a request.
  t.app.get('/v1/test/nul-in-sql', async () => {
    await t.db.execute(sql`select ${'a\u0000b'}::text as value`);
    return { ok: true };
  });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

describe('text PostgreSQL cannot hold', () => {
  it.each([
    '/v1/recruit/list?keyWord=%00',
    '/v1/recruit/list?locationName=%00',
    '/v1/recruit/list?locationName=%EC%84%9C%EC%9A%B8%00',
    '/v1/recruit/detail?id=%00',
    '/v1/training/list?regionName=%EC%84%9C%EC%9A%B8%00',
    '/v1/training/list?jobName=%00',
    '/v1/member/auth/check-id?loginId=abcd%00',
  ])('GET %s answers 400 VALIDATION with a Korean message, never 500', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      message: UNSAFE_TEXT_MESSAGE,
    });
  });

  it('refuses a NUL inside a JSON body and inside a path parameter', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/member/auth/login',
      payload: { loginId: 'spring\u000065', password: 'Bloom!2026ab' },
    });
    expect(login.statusCode).toBe(400);
    const detail = await t.app.inject({ method: 'GET', url: '/v1/job/detail/1%00' });
    expect(detail.statusCode).toBe(400);
  });

  it('maps the database’s own refusal (SQLSTATE 22021) to 400, not 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/test/nul-in-sql' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('finds a NUL in nested plain data, and does not walk buffers', () => {
    expect(containsNul({ answers: [{ responses: ['x\u0000'] }] })).toBe(true);
    expect(containsNul({ 'a\u0000': 1 })).toBe(true);
    expect(containsNul({ answers: [{ responses: ['괜찮아요'] }] })).toBe(false);
    expect(containsNul({ file: Buffer.from([0, 0, 0]) })).toBe(false);
  });
});

describe('URLs the router cannot take', () => {
  it.each(['/v1/job/detail/%E0%A4%A', `/v1/job/detail/${'1'.repeat(300)}`])(
    'GET %s answers the Korean error envelope (400, no-store), never Fastify’s own body',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-request-id']).toBeTruthy();
      expect(response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', status: 400 });
      expect(response.json().message).toMatch(/주소/);
    },
  );
});
