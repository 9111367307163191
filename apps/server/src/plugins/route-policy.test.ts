import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { bearer, createMember, login } from '../test/accounts.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { encodedVariant, makeWebDist, routeCases } from '../test/routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { WEB_DIST_DIR: makeWebDist() } });
  // Routes that exercise the opt-in; added before ready like any feature route.
  t.app.get('/v1/test/cached', { config: { cache: 'public, max-age=300' } }, async () => ({ ok: true }));
  t.app.get('/v1/test/cached-failing', { config: { cache: 'public, max-age=300' } }, async () => {
    throw new AppError('NOT_FOUND');
  });
  t.app.get('/v1/test/hand-set', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { ok: true };
  });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
});

describe('Cache-Control on the API', () => {
  it('is no-store on every API route and method, success or error, however the path is spelled', async () => {
    const cases = routeCases(t.app, 'api');
    expect(cases.length).toBeGreaterThan(30);
    for (const route of cases) {
      for (const url of [route.path, encodedVariant(route.path, 0)]) {
        const res = await t.app.inject({ method: route.method as 'GET', url, remoteAddress: '10.30.0.1' });
        const what = `${route.method} ${url} (${res.statusCode})`;
        if (res.body !== '')
          expect(res.json().code, `${what} must reach the route`).not.toBe('ROUTE_NOT_FOUND');
        const expected = res.statusCode < 400 ? (route.config?.cache ?? 'no-store') : 'no-store';
        expect(res.headers['cache-control'], what).toBe(expected);
      }
    }
  });

  it('opens no API route to caches today (an opt-in is a reviewed change of this list)', () => {
    const optedIn = routeCases(t.app, 'api')
      .filter((route) => !route.pattern.startsWith('/v1/test/') && route.config?.cache !== undefined)
      .map((route) => `${route.method} ${route.pattern}`);
    expect(optedIn).toEqual([]);
  });

  it('is no-store on login, refresh and member info answers that carry tokens and personal data', async () => {
    const member = await createMember(t);
    const loginRes = await t.app.inject({
      method: 'POST',
      url: '/v1/member/auth/login',
      payload: { loginId: member.loginId, password: member.password },
    });
    expect(loginRes.statusCode, loginRes.body).toBe(200);
    expect(loginRes.headers['cache-control']).toBe('no-store');
    const { refreshToken } = loginRes.json().data;

    const refreshRes = await t.app.inject({
      method: 'POST',
      url: '/v1/member/auth/refresh',
      payload: { refreshToken },
    });
    expect(refreshRes.statusCode, refreshRes.body).toBe(200);
    expect(refreshRes.json().data.accessToken).toEqual(expect.any(String));
    expect(refreshRes.headers['cache-control']).toBe('no-store');

    const session = await login(t, member);
    const infoRes = await t.app.inject({
      method: 'GET',
      url: '/v1/member/info',
      headers: bearer(session.accessToken),
    });
    expect(infoRes.statusCode, infoRes.body).toBe(200);
    expect(infoRes.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on the JSON 404 for unknown API paths', async () => {
    for (const [method, url] of [
      ['GET', '/v1/no-such-route'],
      ['GET', '/%761/no-such-route'],
      ['POST', '/v1/member/info'],
      ['DELETE', '/v1'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('lets a route opt into a public policy only through its config, and never for its errors', async () => {
    const cached = await t.app.inject({ method: 'GET', url: '/v1/test/cached' });
    expect(cached.headers['cache-control']).toBe('public, max-age=300');
    const failing = await t.app.inject({ method: 'GET', url: '/v1/test/cached-failing' });
    expect(failing.statusCode).toBe(404);
    expect(failing.headers['cache-control']).toBe('no-store');
    const handSet = await t.app.inject({ method: 'GET', url: '/v1/test/hand-set' });
    expect(handSet.headers['cache-control']).toBe('no-store');
  });
});

describe('Cache-Control outside the API', () => {
  it('keeps the policies of static assets, the app shell and uploaded files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const page = await t.app.inject({ method: 'GET', url: '/my/page' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');

    await t.storage.put('profiles/cache-test.png', Buffer.from('not really a png'), 'image/png');
    const file = await t.app.inject({ method: 'GET', url: '/files/profiles/cache-test.png' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('is no-store where nothing chose a policy: health, missing files and assets', async () => {
    for (const url of ['/healthz', '/files/profiles/missing.png', '/assets/old-hash.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
