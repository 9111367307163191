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

beforeAll(async () => {
  t = await buildTestApp({ logStream: logs.stream });
  // Routes that make the real database refuse a statement, as a race or a bug would in a feature.
  t.app.post('/v1/test/foreign-key', async () => {
    await t.db.insert(members).values(memberRow({ regionCode: 1 }));
    return { ok: true };
  });
  t.app.post('/v1/test/unique', async () => {
    const existing = await createMember(t);
    await t.db.insert(members).values(memberRow({ email: existing.email, loginId: `${LOGIN_ID}u` }));
    return { ok: true };
  });
  t.app.post('/v1/test/check', async () => {
    await t.db.insert(members).values(memberRow({ gender: 'UNKNOWN', loginId: `${LOGIN_ID}c` }));
    return { ok: true };
  });
  t.app.post('/v1/test/not-null', async () => {
    await t.db.execute(sql`insert into members (login_id, email) values (${LOGIN_ID}, ${EMAIL})`);
    return { ok: true };
  });
  t.app.post('/v1/test/invalid-number', async () => {
    await t.db.execute(sql`select ${NUMBER_TEXT}::int as n`);
    return { ok: true };
  });
  t.app.post('/v1/test/out-of-range', async () => {
    await t.db.execute(sql`select ${'98765432109876'}::int as n`);
    return { ok: true };
  });
  t.app.post('/v1/test/bad-date', async () => {
    await t.db.execute(sql`select ${'2024-13-45'}::date as d`);
    return { ok: true };
  });
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

describe('the database refusing a statement', () => {
  it.each([
    ['a foreign-key violation (23503)', '/v1/test/foreign-key'],
    ['a unique violation no service handled (23505)', '/v1/test/unique'],
    ['a check violation (23514)', '/v1/test/check'],
    ['a not-null violation (23502)', '/v1/test/not-null'],
  ])('answers %s with 409 CONFLICT and a kind message, never 500', async (_label, url) => {
    const res = await t.app.inject({ method: 'POST', url });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT', message: ERRORS.CONFLICT.message });
  });

  it.each([
    ['invalid text for a number (22P02)', '/v1/test/invalid-number'],
    ['a number out of range (22003)', '/v1/test/out-of-range'],
    ['an impossible date (22008)', '/v1/test/bad-date'],
  ])('answers %s with 400 VALIDATION', async (_label, url) => {
    const res = await t.app.inject({ method: 'POST', url });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION' });
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
