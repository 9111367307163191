import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { makeWebDist } from '../test/routes.ts';
import { jobDetailId, matchesPattern } from './spa.ts';

const JOB_INFO_SHELL =
  '<!doctype html><title>다시봄</title><link rel="modulepreload" href="/assets/job-info-1.js" />';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // The web build with its per-route shells (apps/web/route-shells.ts).
  dist = makeWebDist();
  mkdirSync(join(dist, 'route-shells'));
  writeFileSync(join(dist, 'route-shells', 'job-info.html'), JOB_INFO_SHELL);
  writeFileSync(
    join(dist, 'route-shells', 'manifest.json'),
    JSON.stringify({
      '/jobinfo/:jobId': 'job-info.html',
      '/learning': 'learning.html',
      '/x': '../secret.html',
    }),
  );
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: '10.41.0.1',
    headers: { 'accept-encoding': 'identity' },
  });

describe('route shells', () => {
  it('matches paths as react-router does: case-insensitive, trailing slash, one segment per :param', () => {
    expect(matchesPattern('/jobinfo/:jobId', '/jobinfo/12')).toBe(true);
    expect(matchesPattern('/jobinfo/:jobId', '/JobInfo/12/')).toBe(true);
    expect(matchesPattern('/jobinfo/:jobId', '/jobinfo')).toBe(false);
    expect(matchesPattern('/jobinfo/:jobId', '/jobinfo/12/more')).toBe(false);
    expect(matchesPattern('/learning', '/learnings')).toBe(false);
  });

  it("serves a page's own shell (its code preloaded) for its paths, with the query string ignored", async () => {
    for (const url of ['/jobinfo/3', '/jobinfo/3?from=list', '/JOBINFO/7/']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(JOB_INFO_SHELL);
    }
  });

  it('serves index.html for home, unknown pages, a listed shell that is missing, and a file name that leaves the folder', async () => {
    for (const url of ['/', '/no/such/page', '/learning', '/x']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('modulepreload');
    }
  });
});

describe("job detail's picture in its shell", () => {
  const WITH_HEAD =
    '<!doctype html><head><title>다시봄</title><link rel="modulepreload" href="/assets/job-info-1.js" /></head><body></body>';
  const shellFile = () => join(dist, 'route-shells', 'job-info.html');

  it('reads the job id as react-router matches the path', () => {
    expect(jobDetailId('/jobinfo/3')).toBe(3);
    expect(jobDetailId('/JobInfo/12/')).toBe(12);
    for (const path of ['/jobinfo', '/jobinfo/0', '/jobinfo/abc', '/jobinfo/3/more', '/jobinfo/1234567890'])
      expect(jobDetailId(path), path).toBeNull();
  });

  it("preloads the job's data and stored picture, in the encoding asked for; an unknown job gets the plain shell", async () => {
    writeFileSync(shellFile(), WITH_HEAD);
    try {
      const plain = await page('/jobinfo/3');
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toBe(
        WITH_HEAD.replace(
          '</head>',
          '<link rel="preload" as="fetch" href="/v1/job/detail/3" crossorigin="use-credentials" />' +
            '<link rel="preload" as="image" href="/images/jobs/job-3.svg" fetchpriority="high" /></head>',
        ),
      );
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/jobinfo/3?from=list',
          remoteAddress: '10.41.0.1',
          headers: { 'accept-encoding': encoding },
        });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toContain('accept-encoding');
        expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
      }
      expect((await page('/jobinfo/99999')).body).toBe(WITH_HEAD);
    } finally {
      writeFileSync(shellFile(), JOB_INFO_SHELL);
    }
  });
});
