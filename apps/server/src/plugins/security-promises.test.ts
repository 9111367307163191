import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, codeIn, createMember, login, type TestMember } from '../test/accounts.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { captureLogs } from '../test/log-capture.ts';
import { makeWebDist, routeCases } from '../test/routes.ts';

/**
 * The SECURITY.md promises on headers (HSTS), CORS and logs, each asserted on the whole app as a client meets it
 * (docs/reliability.md points here).
 */

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'security-promises-test-secret-0123456789abcdef',
  PUBLIC_URL: 'https://dasibom.example',
};
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Responses of every kind a browser meets: the API, an API error, a page, a hashed asset (the SPA drops the
 * document-only headers from assets, and HSTS must not go with them).
 */
const SURFACES = [
  { name: 'an API answer', url: '/v1/region/all', status: 200 },
  { name: 'an API error', url: '/v1/no-such-thing', status: 404 },
  { name: 'a page', url: '/jobinfo/3', status: 200 },
  { name: 'a hashed asset', url: '/assets/app-1a2b3c.js', status: 200 },
] as const;

describe('headers: HSTS in production', () => {
  let production: TestApp;
  let development: TestApp;
  let test: TestApp;

  beforeAll(async () => {
    const dist = makeWebDist();
    [production, development, test] = await Promise.all([
      buildTestApp({ env: { ...PRODUCTION_ENV, WEB_DIST_DIR: dist } }),
      buildTestApp({ env: { NODE_ENV: 'development', WEB_DIST_DIR: dist } }),
      buildTestApp({ env: { WEB_DIST_DIR: dist } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([production?.close(), development?.close(), test?.close()]);
  });

  it.each(SURFACES)(
    'a production server sends HSTS (a year, subdomains) on $name',
    async ({ url, status }) => {
      const res = await production.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers['strict-transport-security']).toBe(HSTS);
    },
  );

  it('a production page also asks the browser to upgrade any http:// subresource', async () => {
    const res = await production.app.inject({ method: 'GET', url: '/jobinfo/3' });
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it.each(SURFACES)('a development or test server sends no HSTS on $name', async ({ url, status }) => {
    // HSTS on http://127.0.0.1 would pin a developer's browser to https for a year.
    for (const app of [development, test]) {
      const res = await app.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(String(res.headers['content-security-policy'] ?? '')).not.toContain('upgrade-insecure-requests');
    }
  });
});

describe('CORS: same origin by default, CORS_ORIGINS allow-list', () => {
  const WEB = 'https://web.example';
  const OTHER_WEB = 'https://admin.web.example';
  const EVIL = 'https://evil.example';
  let sameOrigin: TestApp;
  let sameOriginProduction: TestApp;
  let allowList: TestApp;
  let member: TestMember;
  let accessToken: string;

  beforeAll(async () => {
    [sameOrigin, sameOriginProduction, allowList] = await Promise.all([
      buildTestApp(),
      buildTestApp({ env: PRODUCTION_ENV }),
      // The documented format: comma-separated origins, spaces allowed.
      buildTestApp({ env: { CORS_ORIGINS: `${WEB}, ${OTHER_WEB}` } }),
    ]);
    member = await createMember(allowList);
    ({ accessToken } = await login(allowList, member));
  });
  afterAll(async () => {
    await Promise.all([sameOrigin?.close(), sameOriginProduction?.close(), allowList?.close()]);
  });

  const preflight = (t: TestApp, origin: string, url = '/v1/member/info') =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
  const corsHeaders = (headers: Record<string, unknown>) =>
    Object.keys(headers).filter((name) => name.startsWith('access-control-'));

  it('without CORS_ORIGINS grants no other origin anything, preflight or request', async () => {
    for (const t of [sameOrigin, sameOriginProduction]) {
      for (const origin of [EVIL, WEB]) {
        const pre = await preflight(t, origin);
        expect(corsHeaders(pre.headers), `${origin} preflight`).toEqual([]);
        const get = await t.app.inject({ method: 'GET', url: '/v1/region/all', headers: { origin } });
        expect(get.statusCode).toBe(200);
        expect(corsHeaders(get.headers), `${origin} GET`).toEqual([]);
        const post = await t.app.inject({
          method: 'POST',
          url: '/v1/member/auth/login',
          headers: { origin },
          payload: { loginId: 'nobody1', password: 'Wrong#Pass1' },
        });
        expect(corsHeaders(post.headers), `${origin} POST`).toEqual([]);
      }
    }
  });

  it('with CORS_ORIGINS lets each listed origin preflight and read an authenticated answer', async () => {
    for (const origin of [WEB, OTHER_WEB]) {
      const pre = await preflight(allowList, origin);
      expect(pre.statusCode).toBeLessThan(300);
      expect(pre.headers['access-control-allow-origin']).toBe(origin);
      expect(pre.headers['access-control-allow-credentials']).toBe('true');
      expect(String(pre.headers['access-control-allow-methods'])).toContain('GET');
      expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');

      const get = await allowList.app.inject({
        method: 'GET',
        url: '/v1/member/info',
        headers: { origin, ...bearer(accessToken) },
      });
      expect(get.statusCode, get.body).toBe(200);
      expect(get.headers['access-control-allow-origin']).toBe(origin);
      expect(get.headers['access-control-allow-credentials']).toBe('true');
      // One answer per origin: a shared cache must not hand one origin's grant to another.
      expect(String(get.headers.vary).toLowerCase()).toContain('origin');
      // The web app reads the request id for its error reports and Retry-After for when to try again.
      expect(String(get.headers['access-control-expose-headers']).toLowerCase().split(/,\s*/)).toEqual(
        expect.arrayContaining(['x-request-id', 'retry-after']),
      );
    }
  });

  it('with CORS_ORIGINS lets a listed origin preflight every method of every API route', async () => {
    // The web changes data with PUT, PATCH and DELETE too; a preflight that allows only the CORS-safelisted methods
    // would break every such action of a web app hosted elsewhere.
    const cases = routeCases(allowList.app, 'api').filter(
      (c) => c.method !== 'HEAD' && c.method !== 'OPTIONS',
    );
    expect(new Set(cases.map((c) => c.method))).toEqual(new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    for (const { method, path } of cases) {
      const pre = await allowList.app.inject({
        method: 'OPTIONS',
        url: path,
        headers: {
          origin: WEB,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(pre.statusCode, `${method} ${path}`).toBeLessThan(300);
      expect(pre.headers['access-control-allow-origin'], `${method} ${path}`).toBe(WEB);
      const allowed = String(pre.headers['access-control-allow-methods']).split(/\s*,\s*/);
      expect(allowed, `${method} ${path}`).toContain(method);
    }
  });

  it('with CORS_ORIGINS grants nothing to an origin not on the list', async () => {
    // Only the allow-origin header matters here: without it the browser refuses the answer, whatever else is sent
    // (@fastify/cors still adds allow-credentials and allow-methods to every preflight).
    for (const origin of [EVIL, 'http://web.example', 'https://web.example.evil.example']) {
      const pre = await preflight(allowList, origin);
      expect(pre.headers['access-control-allow-origin'], `${origin} preflight`).toBeUndefined();
      const get = await allowList.app.inject({
        method: 'GET',
        url: '/v1/member/info',
        headers: { origin, ...bearer(accessToken) },
      });
      expect(get.headers['access-control-allow-origin'], `${origin} GET`).toBeUndefined();
    }
  });
});

// info is the default level; trace is what an operator turns on to chase a problem, and must be just as clean.
describe.each(['info', 'trace'])(
  'logs at %s: JSON, request id on every request line, no secrets',
  (level) => {
    const PASSWORD = 'Lilac#Harbor82';
    const WRONG_PASSWORD = 'Maple#Wrong917';
    const NEW_PASSWORD = 'Cedar#Fresh604';
    const PROXY_REQUEST_ID = 'proxy-req-7f3a9c21';
    const logs = captureLogs();
    let t: TestApp;
    /** Every value that must never reach a log line. */
    const secrets = new Map<string, string>();
    /** Each request's id, from its x-request-id response header. */
    const requestIds: string[] = [];

    beforeAll(async () => {
      t = await buildTestApp({ env: { LOG_LEVEL: level }, logStream: logs.stream });
    });
    afterAll(async () => {
      await t?.close();
    });

    const call = async (options: InjectOptions) => {
      const res = await t.app.inject(options);
      requestIds.push(String(res.headers['x-request-id']));
      return res;
    };

    it('logs a session, a code verification and a refused form without a password, token, code or mail', async () => {
      const member = await createMember(t, { password: PASSWORD });
      secrets
        .set('password', PASSWORD)
        .set('wrong password', WRONG_PASSWORD)
        .set('new password', NEW_PASSWORD);

      const wrong = await call({
        method: 'POST',
        url: '/v1/member/auth/login',
        payload: { loginId: member.loginId, password: WRONG_PASSWORD },
      });
      expect(wrong.statusCode).toBe(401);

      const good = await call({
        method: 'POST',
        url: '/v1/member/auth/login',
        headers: { 'x-request-id': PROXY_REQUEST_ID },
        payload: { loginId: member.loginId, password: PASSWORD },
      });
      expect(good.statusCode, good.body).toBe(200);
      expect(good.headers['x-request-id']).toBe(PROXY_REQUEST_ID);
      const session = good.json().data as { accessToken: string; refreshToken: string };
      secrets.set('access token', session.accessToken).set('refresh token', session.refreshToken);
      // The device-proof cookie is a credential too (it lifts the per-ID login throttle).
      const cookies = ([] as string[]).concat(good.headers['set-cookie'] ?? []);
      const proof = cookies[0]?.split(';')[0] ?? '';
      expect(proof).toMatch(/=\d+\.[A-Za-z0-9_-]{43}$/);
      secrets.set('device proof', proof.slice(proof.indexOf('.') + 1));

      const refreshed = await call({
        method: 'POST',
        url: '/v1/member/auth/refresh',
        payload: { refreshToken: session.refreshToken },
      });
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const rotated = refreshed.json().data as { accessToken: string; refreshToken: string };
      secrets
        .set('rotated access token', rotated.accessToken)
        .set('rotated refresh token', rotated.refreshToken);

      const info = await call({
        method: 'GET',
        url: '/v1/member/info',
        headers: { ...bearer(rotated.accessToken), cookie: proof },
      });
      expect(info.statusCode, info.body).toBe(200);

      const change = await call({
        method: 'PUT',
        url: '/v1/member/password',
        headers: bearer(rotated.accessToken),
        payload: {
          currentPassword: WRONG_PASSWORD,
          newPassword: NEW_PASSWORD,
          newPasswordCheck: NEW_PASSWORD,
        },
      });
      expect(change.statusCode).toBeGreaterThanOrEqual(400);

      const email = `verify-${level}@example.com`;
      const sent = await call({
        method: 'POST',
        url: '/v1/member/auth/email/verifications',
        payload: { email, type: 'SIGN_UP' },
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const code = await codeIn(t, email);
      secrets.set('code', code);
      const mail = t.mailer.lastTo(email);
      const verified = await call({
        method: 'POST',
        url: '/v1/member/auth/email/verifications/verify',
        payload: { email, type: 'SIGN_UP', code },
      });
      expect(verified.statusCode, verified.body).toBe(200);

      const refused = await call({
        method: 'POST',
        url: '/v1/member/auth/sign-up',
        payload: {
          loginId: 'formfail1',
          password: PASSWORD,
          email: 'not-an-address',
          nickName: '봄날',
          birthDate: '1965-03-15',
          gender: 'FEMALE',
          regionCode: 101010,
        },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION');

      const logout = await call({
        method: 'POST',
        url: '/v1/member/auth/logout',
        payload: { refreshToken: rotated.refreshToken },
      });
      expect(logout.statusCode, logout.body).toBe(200);
      await t.settle();

      const text = logs.lines.join('');
      expect(logs.lines.length).toBeGreaterThan(requestIds.length);
      for (const [what, value] of secrets) {
        if (what === 'code') {
          // Six digits may occur inside a timestamp or a duration; the code on its own never may.
          expect(text, what).not.toMatch(new RegExp(`(?<![\\d.])${value}(?!\\d)`));
        } else {
          expect(text, what).not.toContain(value);
        }
      }
      // Nor any Authorization header, nor a JWT's signature on its own.
      expect(text.toLowerCase()).not.toContain('bearer ');
      for (const token of [session.accessToken, rotated.accessToken]) {
        expect(text).not.toContain(token.split('.')[2]);
      }
      // The mail's body (either part), not even one of its lines. The subject is no body and holds nothing personal.
      expect(mail).toBeDefined();
      for (const line of [...mail!.text.split('\n'), ...(mail!.html ?? '').split('\n')].filter(
        (l) => l.trim().length > 8,
      )) {
        expect(text, 'mail body').not.toContain(line);
      }
    });

    it('writes JSON lines, each request line with its request id, and each request traceable by its id', () => {
      const records = logs.records();
      for (const record of records) {
        expect(typeof record.level).toBe('number');
        expect(typeof record.time).toBe('number');
      }
      const requestLines = records.filter((r) => 'req' in r || 'res' in r || 'reqId' in r);
      expect(requestLines.length).toBeGreaterThanOrEqual(2 * requestIds.length);
      for (const record of requestLines) expect(typeof record.reqId, JSON.stringify(record)).toBe('string');
      // The id a user reads from a response (x-request-id) finds its request's lines, a proxy's id included.
      expect(requestIds).toContain(PROXY_REQUEST_ID);
      for (const id of requestIds) {
        const lines = records.filter((r) => r.reqId === id);
        expect(lines.map((r) => r.msg)).toEqual(
          expect.arrayContaining(['incoming request', 'request completed']),
        );
      }
    });
  },
);
