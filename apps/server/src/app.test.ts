import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorResponseSchema } from '@dasibom/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

let t: TestApp;
/** A POST to the test-only validating route. */
const validate = (request: Pick<InjectOptions, 'headers' | 'payload'>) =>
  t.app.inject({ method: 'POST', url: '/v1/test/validate', ...request });

beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'dasibom-dist-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><html lang="ko"><body>SPA-SHELL</body></html>');
  writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ env: { WEB_DIST_DIR: web, RATE_LIMIT_MAX: '5' } });
  // Test-only routes that exercise the error handler.
  t.app.get('/v1/test/boom', async () => {
    throw new Error('secret: postgres://admin:hunter2@db/prod');
  });
  t.app.get('/v1/test/app-error', async () => {
    throw new AppError('JOB_NOT_FOUND');
  });
  t.app.post(
    '/v1/test/validate',
    {
      config: { rateLimit: false },
      schema: {
        body: z.object({
          loginId: z.string().min(4, { error: '4자 이상 입력해주세요.' }),
          age: z.number().int(),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

describe('error envelope', () => {
  it('answers an unknown /v1 path with the JSON 404 envelope and a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/x' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['x-request-id']).toBeTruthy();
    const body = ErrorResponseSchema.parse(res.json());
    expect(body).toMatchObject({ success: false, status: 404, code: 'ROUTE_NOT_FOUND' });
    expect(body.message).toMatch(/[가-힣]/);
  });

  it('hides the details of an unexpected error (no internals in a 500)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('postgres://');
    expect(res.json()).toMatchObject({ success: false, status: 500, code: 'INTERNAL' });
  });

  it('maps an AppError to its status, code and Korean message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/test/app-error' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'JOB_NOT_FOUND', message: '존재하지 않는 직업입니다.' });
  });

  it('reports validation errors per field in Korean', async () => {
    const res = await validate({ payload: { loginId: 'ab', age: 'old' } });
    expect(res.statusCode).toBe(400);
    const body = ErrorResponseSchema.parse(res.json());
    expect(body.code).toBe('VALIDATION');
    expect(body.fields?.loginId).toBe('4자 이상 입력해주세요.');
    expect(body.fields?.age).toMatch(/[가-힣]/);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await validate({ headers: { 'content-type': 'application/json' }, payload: '{"loginId": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('refuses a body over 64 KB with 413', async () => {
    const res = await validate({ payload: { loginId: 'x'.repeat(70 * 1024), age: 1 } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await validate({ headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('security headers', () => {
  it('sends a strict CSP without inline scripts, frames only from youtube-nocookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/region/all' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('web app', () => {
  it('sends a hashed asset without the document-only headers, keeping nosniff and CORP', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ])
      expect(asset.headers[name], name).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The page itself keeps them all.
    const page = await t.app.inject({ method: 'GET', url: '/jobinfo/3' });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves index.html for client routes (SPA fallback), uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/jobinfo/3' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('SPA-SHELL');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404 instead of the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('SPA-SHELL');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
});

describe('rate limiting', () => {
  it('limits the API per IP with the error envelope and exempts static assets', async () => {
    let last = await t.app.inject({ method: 'GET', url: '/v1/region/all', remoteAddress: '10.9.9.9' });
    for (let i = 0; i < 6; i++) {
      last = await t.app.inject({ method: 'GET', url: '/v1/region/all', remoteAddress: '10.9.9.9' });
    }
    expect(last.statusCode).toBe(429);
    const body = ErrorResponseSchema.parse(last.json());
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    for (let i = 0; i < 10; i++) {
      const asset = await t.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        remoteAddress: '10.9.9.9',
      });
      expect(asset.statusCode).toBe(200);
    }
    const page = await t.app.inject({ method: 'GET', url: '/learning', remoteAddress: '10.9.9.9' });
    expect(page.statusCode).toBe(200);
  });
});

describe('operations', () => {
  it('reports health with the database check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('lists the API in OpenAPI at /docs/json and serves the UI at /docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    const spec = json.json() as { openapi: string; paths: Record<string, unknown> };
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toContain('/v1/region/all');
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    // Only the developer docs relax inline styles; the app's pages keep the strict policy.
    expect(String(ui.headers['content-security-policy'])).toContain("style-src 'self' 'unsafe-inline'");
    const page = await t.app.inject({ method: 'GET', url: '/jobfound' });
    expect(String(page.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });
});
