import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { encodedVariant, makeWebDist, routeCases } from '../test/routes.ts';

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

// Limits belong to routes: every spelling of a path that reaches a route counts against that route's limit.
describe('rate limits per route, whatever the spelling of the path', () => {
  let t: TestApp;
  let ipCount = 0;
  // A fresh client per case so counters never mix between cases.
  const nextIp = () => {
    ipCount += 1;
    return `10.20.${Math.floor(ipCount / 200)}.${(ipCount % 200) + 1}`;
  };
  const GLOBAL_MAX = 3;

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        RATE_LIMIT_MAX: String(GLOBAL_MAX),
        AUTH_RATE_LIMIT_MAX: '2',
        CODE_RATE_LIMIT_MAX: '2',
        WEB_DIST_DIR: makeWebDist(),
      },
    });
    apps.push(t);
    await t.app.ready();
  });

  const get = (url: string, remoteAddress: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, remoteAddress });

  function expectLimited(res: Awaited<ReturnType<typeof get>>, what: string) {
    expect(res.statusCode, what).toBe(429);
    // HEAD answers carry no body; the status and headers are the envelope's.
    if (res.body !== '') expect(res.json(), what).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after']), what).toBeGreaterThanOrEqual(1);
  }

  it('limits /%761/member/auth/check-id like the plain path (the probe that got 40 of 40 answers)', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await get('/%761/member/auth/check-id?loginId=spring01', ip)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
    expectLimited(await get('/%761/member/auth/check-id?loginId=spring01', ip), 'encoded check-id');
  });

  it('counts plain, encoded and HEAD requests to one route against one counter', async () => {
    const ip = nextIp();
    expect((await get('/v1/member/auth/check-id?loginId=spring01', ip)).statusCode).toBe(200);
    expect((await get('/v1/member/auth/%63heck-id?loginId=spring01', ip, 'HEAD')).statusCode).toBe(200);
    expectLimited(
      await get('/v1/%6D%65mber/auth/check-id?loginId=spring01', ip),
      'third request, mixed spellings',
    );
    expectLimited(await get('/v1/member/auth/check-id?loginId=spring01', ip), 'plain after encoded');

    // The global limit is one counter per IP across all routes without their own limit.
    const other = nextIp();
    expect((await get('/v1/region/all', other)).statusCode).toBe(200);
    expect((await get('/%76%31/region/all', other)).statusCode).toBe(200);
    expect((await get('/v1/training/list/', other)).statusCode).not.toBe(429);
    expectLimited(await get('/v1/%72egion/all', other), 'global counter');
  });

  it('applies its limit to every API route and method, under encoded spellings of its path', async () => {
    const cases = routeCases(t.app, 'api');
    // The walk must see the whole API, not an empty or partial registry.
    expect(cases.length).toBeGreaterThan(30);
    for (const route of cases) {
      const what = `${route.method} ${route.pattern}`;
      const limit = route.config?.rateLimit;
      expect(limit, `${what} must be rate limited`).not.toBe(false);
      const max =
        (typeof limit === 'object' && typeof limit.max === 'number' ? limit.max : undefined) ?? GLOBAL_MAX;
      expect(max, what).toBeLessThanOrEqual(GLOBAL_MAX);
      const ip = nextIp();
      for (let n = 0; n < max; n++) {
        const url = encodedVariant(route.path, n);
        const res = await t.app.inject({ method: route.method as 'GET', url, remoteAddress: ip });
        expect(res.statusCode, `${what} as ${url}`).not.toBe(429);
        if (res.body !== '')
          expect(res.json().code, `${what} as ${url} must reach the route`).not.toBe('ROUTE_NOT_FOUND');
      }
      const url = encodedVariant(route.path, max);
      const res = await t.app.inject({ method: route.method as 'GET', url, remoteAddress: ip });
      expectLimited(res, `${what} as ${url}`);
      expect(res.headers['cache-control'], what).toBe('no-store');
    }
  });

  it('limits probes of unknown API paths per IP, however they are spelled', async () => {
    const ip = nextIp();
    expect((await get('/v1/no-such-route', ip)).statusCode).toBe(404);
    const encoded = await get('/%761/no-such-route', ip);
    expect(encoded.statusCode).toBe(404);
    expect(encoded.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    expect((await t.app.inject({ method: 'POST', url: '/v1/admin', remoteAddress: ip })).statusCode).toBe(
      404,
    );
    expectLimited(await get('/v1/%6Eo-such-route', ip), 'unknown API path');
  });

  it('leaves static assets, the app shell, /files, /docs and /healthz unlimited', async () => {
    // Only these kinds of routes live outside /v1; a new one must be placed on purpose.
    for (const route of routeCases(t.app, 'other')) {
      const known =
        route.pattern === '/healthz' ||
        route.pattern === '*' ||
        route.pattern.startsWith('/docs') ||
        route.pattern.startsWith('/files/') ||
        route.pattern === '/index.html' ||
        route.pattern.startsWith('/assets/');
      expect(known, `${route.method} ${route.pattern} is outside /v1`).toBe(true);
    }
    const ip = nextIp();
    const urls = [
      '/healthz',
      '/docs/json',
      '/docs',
      '/files/todos/missing.webp',
      '/assets/app-1a2b3c.js',
      '/my/page',
    ];
    for (const url of urls) {
      for (let i = 0; i < GLOBAL_MAX + 2; i++) {
        const res = await get(url, ip);
        expect(res.statusCode, `${url} #${i + 1}`).not.toBe(429);
        expect(res.statusCode, `${url} #${i + 1}`).toBeLessThan(500);
      }
    }
    expect((await get('/my/page', ip)).headers['content-type']).toContain('text/html');
  });
});
