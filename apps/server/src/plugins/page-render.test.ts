import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { fillShell } from './page-render.ts';

/**
 * The server half of the first paint with a stand-in renderer in place of apps/web/dist-server (ADR 040): it asks
 * the API through the fetch the server gives it, as entry-server.tsx does, so what these tests see is the server's
 * own routes answered in process.
 */
const RENDERER = `
let api;
export function setServerApi(fetchApi) { api = fetchApi; }
export async function renderPage(url, cookie) {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/mypage') return { drawn: null, modules: ['src/app/routes/my-page.tsx'] };
  if (path === '/plain') return { drawn: null, modules: [] };
  if (path === '/boom') throw new Error('render failed');
  const response = await api('/v1/job/list?pageNum=0', { headers: { Accept: 'application/json' } });
  const body = await response.json();
  return { modules: ['src/app/routes/job-found.tsx', 'src/missing.tsx'], drawn: {
    title: 'jobs <' + body.data.totalElements + '> | 다시봄',
    html: '<p>' + response.status + ' ' + body.data.content.length + ' ' + (cookie ?? '') + '</p>' +
      (path === '/long' ? '<i>다시봄</i>'.repeat(200) : ''),
    state: JSON.stringify({ url }).replace(/</g, '\\\\u003c'),
    textSize: path === '/big' ? 'xlarge' : 'huge" onload="x',
  } };
}
`;

/** Vite's manifest, as the browser build writes it: the entry and two pages sharing a chunk with it and each other. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_app.js'] },
  '_app.js': { file: 'assets/app-1.js' },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['_app.js'] },
  'src/app/routes/job-found.tsx': { file: 'assets/job-found-1.js', imports: ['_shared.js', 'index.html'] },
  'src/app/routes/my-page.tsx': { file: 'assets/my-page-1.js', imports: ['_shared.js', '_odd.js'] },
  '_odd.js': { file: 'assets/"><script>.js' },
};

let t: TestApp;
beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'dasibom-ssr-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="ko"><head><title>다시봄</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(root, 'dist-server', 'entry-server.js'), RENDERER);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: '10.41.0.7',
    headers: { 'accept-encoding': 'identity', ...headers },
  });

describe('server-drawn pages', () => {
  it('draws the page with data the API answered in process, for this reader only', async () => {
    const res = await page('/jobfound?require=필요', { cookie: 'a=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/cookie/);
    expect(res.body).toMatch(/<div id="root"><p>200 9 a=1<\/p><\/div>/);
    expect(res.body).toContain('<script type="application/json" id="ssr-state">{"url":"/jobfound?require=');
    expect(res.body).toMatch(/<title>jobs &lt;60&gt; \| 다시봄<\/title>/);
  });

  it('writes only a known text size on <html>', async () => {
    expect((await page('/big')).body).toContain('<html lang="ko" data-text-size="xlarge">');
    expect((await page('/jobfound')).body).toContain('<html lang="ko" data-text-size="normal">');
  });

  it("leaves a drawn page's chunks to load after the entry (no preloads competing with the first paint)", async () => {
    expect((await page('/jobfound')).body).not.toContain('modulepreload');
  });

  it('sends the shell with preloads for a page the renderer leaves to the browser, and the plain one when it fails', async () => {
    const mine = await page('/mypage');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-cache');
    expect(mine.body).toContain('<div id="root"></div>');
    expect(mine.body).not.toContain('ssr-state');
    // The page's own chunks from the build manifest, not the entry's.
    expect(mine.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/my-page-1.js" />' +
        '<link rel="modulepreload" crossorigin href="/assets/shared-1.js" /></head>',
    );
    expect(mine.body).not.toContain('app-1.js');
    expect(mine.body).not.toContain('<script>');
    for (const url of ['/plain', '/boom']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(
        '<!doctype html><html lang="ko"><head><title>다시봄</title></head><body><div id="root"></div></body></html>',
      );
    }
  });

  it('compresses a drawn page for a browser that accepts it', async () => {
    const res = await page('/long', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
  });
});

describe('a form sent before the script ran', () => {
  it('gets its page again (303), the body unread; an API path still answers 404', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/login?from=home',
      remoteAddress: '10.41.0.8',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'loginId=walker&password=secret',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/login?from=home');
    expect(sent.body).not.toContain('secret');
    const api = await t.app.inject({ method: 'POST', url: '/v1/nope', remoteAddress: '10.41.0.8' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });
});

describe('fillShell', () => {
  it('leaves `$` sequences in the page as they are (no replacement patterns)', () => {
    const html = fillShell(
      '<html><title>x</title><div id="root"></div>',
      '',
      {
        title: "$' $&",
        html: "<p>$&$'$1</p>",
        state: '{}',
        textSize: 'large',
      },
      null,
    );
    expect(html).toBe(
      `<html data-text-size="large"><title>$' $&amp;</title><div id="root"><p>$&$'$1</p></div><script type="application/json" id="ssr-state">{}</script>`,
    );
  });

  it('names the app to the boot script on a drawn page, and leaves a page the browser draws with its tag', () => {
    const shell =
      '<html><head><title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><div id="root"></div></html>';
    const page = { title: 't', html: '<p>p</p>', state: '{}', textSize: 'normal' };
    expect(fillShell(shell, '', page, 'assets/boot-2.js')).toContain(
      '<script type="module" crossorigin src="/assets/boot-2.js" data-app="/assets/index-1.js"></script>',
    );
    expect(fillShell(shell, '', null, 'assets/boot-2.js')).toContain('src="/assets/index-1.js"></script>');
  });
});
