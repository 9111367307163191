import { ERRORS } from '@dasibom/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../db/schema.ts';
import { createMember, SEOUL_GANGNAM } from '../test/accounts.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { captureLogs, ERROR, WARN } from '../test/log-capture.ts';

// Values a person typed: they reach the database as query parameters and must never reach the logs.
const LOGIN_ID = 'secretlogin42';
const EMAIL = 'kim.secret@example.com';
const NUMBER_TEXT = 'not-a-number-7731';

let t: TestApp;
const logs = captureLogs();

const memberRow = (overrides: Partial<typeof members.$inferInsert> = {}) => ({
  loginId: LOGIN_ID,
  email: EMAIL,
  nickname: '비밀봄',
  passwordHash: 'x',
  birthDate: '1965-03-15',
  gender: 'FEMALE',
  regionCode: SEOUL_GANGNAM,
  ...overrides,
});

// Statements the real database refuses, as a race or a bug would in a feature; each behind POST /v1/test/<name>.
const refused: Record<string, () => Promise<unknown>> = {
  'foreign-key': () => t.db.insert(members).values(memberRow({ regionCode: 1 })),
  unique: async () => {
    const existing = await createMember(t);
    await t.db.insert(members).values(memberRow({ email: existing.email, loginId: `${LOGIN_ID}u` }));
  },
  check: () => t.db.insert(members).values(memberRow({ gender: 'UNKNOWN', loginId: `${LOGIN_ID}c` })),
  'not-null': () => t.db.execute(sql`insert into members (login_id, email) values (${LOGIN_ID}, ${EMAIL})`),
  'invalid-number': () => t.db.execute(sql`select ${NUMBER_TEXT}::int as n`),
  'out-of-range': () => t.db.execute(sql`select ${'98765432109876'}::int as n`),
  'bad-date': () => t.db.execute(sql`select ${'2024-13-45'}::date as d`),
};

beforeAll(async () => {
  t = await buildTestApp({ logStream: logs.stream });
  for (const [name, statement] of Object.entries(refused)) {
    t.app.post(`/v1/test/${name}`, async () => {
      await statement();
      return { ok: true };
    });
  }
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

describe('the database refusing a statement', () => {
  const conflict = { status: 409, code: 'CONFLICT', message: ERRORS.CONFLICT.message };
  const validation = { status: 400, code: 'VALIDATION', message: undefined };
  it.each([
    { refusal: 'a foreign-key violation (23503)', url: '/v1/test/foreign-key', ...conflict },
    { refusal: 'a unique violation no service handled (23505)', url: '/v1/test/unique', ...conflict },
    { refusal: 'a check violation (23514)', url: '/v1/test/check', ...conflict },
    { refusal: 'a not-null violation (23502)', url: '/v1/test/not-null', ...conflict },
    { refusal: 'invalid text for a number (22P02)', url: '/v1/test/invalid-number', ...validation },
    { refusal: 'a number out of range (22003)', url: '/v1/test/out-of-range', ...validation },
    { refusal: 'an impossible date (22008)', url: '/v1/test/bad-date', ...validation },
  ])('answers $refusal with $status $code (a kind message where one is set), never 500', async (c) => {
    const res = await t.app.inject({ method: 'POST', url: c.url });
    expect(res.statusCode, res.body).toBe(c.status);
    expect(res.json()).toMatchObject({
      success: false,
      code: c.code,
      ...(c.message ? { message: c.message } : {}),
    });
  });

  it('logs each refusal once at warn with its SQLSTATE and SQL text, never the values or at error', () => {
    const refused = logs.withMessage('database refused the request');
    expect(refused).toHaveLength(7);
    for (const record of refused) {
      expect(record.level).toBe(WARN);
      const err = record.err as { cause?: { code?: string }; query?: string };
      expect(err.cause?.code).toMatch(/^2[23][0-9A-Z]{3}$/);
      expect(err.query).toMatch(/insert|select/);
    }
    expect(logs.records().filter((r) => r.level >= ERROR)).toEqual([]);
    const all = logs.lines.join('\n');
    for (const secret of [LOGIN_ID, EMAIL, NUMBER_TEXT, '98765432109876', '2024-13-45']) {
      expect(all).not.toContain(secret);
    }
  });
});
