import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const apps: TestApp[] = [];
afterAll(async () => {
  // The second instance borrows the first one's database; the first closes it.
  for (const t of apps.reverse()) await t.close();
});

// Two instances on one database and one Redis must share one limit (SECURITY.md, "behave as one").
// Only meaningful with Redis: the CI's second pass sets REDIS_URL.
describe.skipIf(!process.env.REDIS_URL)('rate limits across instances (Redis)', () => {
  it('counts requests to either instance against one per-IP limit', async () => {
    const prefix = `dasibom-test:shared-${Date.now()}:`;
    const first = await buildTestApp({ env: { RATE_LIMIT_MAX: '4' }, redisPrefix: prefix });
    apps.push(first);
    const second = await buildTestApp({
      env: { RATE_LIMIT_MAX: '4' },
      redisPrefix: prefix,
      database: first.database,
    });
    apps.push(second);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const target = i % 2 === 0 ? first : second;
      const res = await target.app.inject({
        method: 'GET',
        url: '/v1/region/all',
        remoteAddress: '10.1.2.3',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });
});
