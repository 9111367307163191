import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/open-db.ts';
import { bearer, createMember, login } from '../test/accounts.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { captureLogs, ERROR, WARN } from '../test/log-capture.ts';
import { openTestDatabase } from '../test/test-database.ts';

const LOGIN_ID = 'outagelogin58';
const CLIENT_IP = '203.0.113.77';

/**
 * Makes the database unreachable on demand, below drizzle, the way a stopped server looks to the driver: every query
 * (PGlite's `query`/`transaction`, pg's pool `query`/`connect`) fails with ECONNREFUSED, and drizzle wraps that in
 * its DrizzleQueryError whose message embeds the parameters.
 */
function switchableOutage(database: Database) {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  let down = false;
  for (const name of ['query', 'transaction', 'connect', 'exec']) {
    const original = client[name];
    if (typeof original !== 'function') continue;
    client[name] = (...args: unknown[]) => {
      if (!down) return original.apply(client, args);
      const refused = Object.assign(new Error(`connect ECONNREFUSED 127.0.0.1:5432`), {
        code: 'ECONNREFUSED',
        errno: -111,
        syscall: 'connect',
      });
      return Promise.reject(refused);
    };
  }
  return {
    setDown: (value: boolean) => {
      down = value;
    },
  };
}

let database: Database;
let t: TestApp;
let outage: ReturnType<typeof switchableOutage>;
const logs = captureLogs();

beforeAll(async () => {
  database = await openTestDatabase();
  outage = switchableOutage(database);
  t = await buildTestApp({ database, logStream: logs.stream });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

const checkId = () =>
  t.app.inject({
    method: 'GET',
    url: `/v1/member/auth/check-id?loginId=${LOGIN_ID}`,
    remoteAddress: CLIENT_IP,
  });

describe('a database outage', () => {
  it('answers 503 to every request but logs it once at warn, then once when it is back', async () => {
    const member = await createMember(t);
    const { accessToken } = await login(t, member);
    expect((await checkId()).statusCode).toBe(200);

    outage.setDown(true);
    for (let i = 0; i < 5; i++) {
      const res = await checkId();
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 });
      // Clients (load balancers, the web app) are told when to try again.
      expect(res.headers['retry-after']).toBe('5');
    }
    // The member lookup of an authenticated request meets the same outage; so does the load balancer's check.
    const authed = await t.app.inject({
      method: 'GET',
      url: '/v1/member/info',
      headers: bearer(accessToken),
    });
    expect(authed.statusCode).toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);

    const down = logs.withMessage('database unavailable');
    expect(down).toHaveLength(1);
    expect(down[0]!.level).toBe(WARN);
    expect(logs.records().filter((r) => r.level >= ERROR)).toEqual([]);

    outage.setDown(false);
    await vi.waitFor(() => expect(logs.withMessage('database available again')).toHaveLength(1), {
      timeout: 15_000,
      interval: 100,
    });
    expect(logs.withMessage('database available again')[0]!.level).toBe(WARN);
    expect((await checkId()).statusCode).toBe(200);

    // A second outage is a new state change: logged again, once.
    outage.setDown(true);
    expect((await checkId()).statusCode).toBe(503);
    expect((await checkId()).statusCode).toBe(503);
    expect(logs.withMessage('database unavailable')).toHaveLength(2);
    outage.setDown(false);
    await vi.waitFor(() => expect(logs.withMessage('database available again')).toHaveLength(2), {
      timeout: 15_000,
      interval: 100,
    });
  });

  it('never logs query parameters, the login ID in the URL, the client IP or a token', async () => {
    const member = await createMember(t);
    const { accessToken } = await login(t, member);
    const from = logs.lines.length;
    const recovered = logs.withMessage('database available again').length;
    outage.setDown(true);
    expect((await checkId()).statusCode).toBe(503);
    const authed = await t.app.inject({
      method: 'POST',
      url: '/v1/job/recommend',
      headers: bearer(accessToken),
      remoteAddress: CLIENT_IP,
      payload: { answers: [] },
    });
    expect(authed.statusCode).toBe(503);
    outage.setDown(false);
    await vi.waitFor(() => expect(logs.withMessage('database available again')).toHaveLength(recovered + 1), {
      timeout: 15_000,
      interval: 100,
    });
    expect((await checkId()).statusCode).toBe(200);

    const lines = logs.lines.slice(from);
    const text = lines.join('\n');
    expect(text).toContain('ECONNREFUSED');
    expect(text).toContain('database unavailable');
    expect(text).not.toContain(LOGIN_ID);
    expect(text).not.toContain(CLIENT_IP);
    expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    const requestLines = lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: Record<string, string> })
      .filter((r) => r.msg === 'incoming request');
    expect(requestLines.map((r) => r.req)).toEqual([
      { method: 'GET', url: '/v1/member/auth/check-id' },
      { method: 'POST', url: '/v1/job/recommend' },
      { method: 'GET', url: '/v1/member/auth/check-id' },
    ]);
  });
});
