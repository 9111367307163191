import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { makeWebDist } from '../test/routes.ts';

const SHELL = `<!doctype html><html lang="ko"><title>다시봄</title><div id="root"></div>${'<!-- 인생 2막 -->'.repeat(80)}</html>`;
const SCRIPT = `export const greet = () => console.log(${JSON.stringify('다시봄 '.repeat(400))});\n`;
const STYLE = `${'.card { padding: 1rem; color: #1a1a1a; }\n'.repeat(100)}`;

/** The temp web build plus what `vite build` adds: a stylesheet, and a .br and .gz beside every text asset. */
function makePrecompressedWebDist(): string {
  const dist = makeWebDist();
  const files: Record<string, string> = {
    'index.html': SHELL,
    'assets/app-1a2b3c.js': SCRIPT,
    'assets/index-4d5e6f.css': STYLE,
  };
  for (const [name, text] of Object.entries(files)) {
    const path = join(dist, name);
    writeFileSync(path, text);
    writeFileSync(`${path}.br`, brotliCompressSync(text));
    writeFileSync(`${path}.gz`, gzipSync(text));
  }
  return dist;
}

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding, 'identity when not compressed').toBeUndefined();
  return res.rawPayload.toString('utf8');
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = makePrecompressedWebDist();
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  t.app.get('/v1/test/tiny', async () => ({ ok: true }));
  await t.app.ready();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({
    method,
    url,
    remoteAddress: '10.40.0.1',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('precompressed web assets', () => {
  it.each([
    ['/assets/app-1a2b3c.js', SCRIPT, /javascript/],
    ['/assets/index-4d5e6f.css', STYLE, /text\/css/],
  ])(
    '%s goes out as the build made it: brotli, gzip or plain by Accept-Encoding',
    async (url, text, type) => {
      const br = await get(url, 'gzip, deflate, br');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(type);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(text));
      expect(decoded(br)).toBe(text);

      const gz = await get(url, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(decoded(gz)).toBe(text);

      for (const plain of [await get(url), await get(url, 'identity'), await get(url, 'br;q=0, gzip;q=0')]) {
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(plain.body).toBe(text);
      }
    },
  );

  it('answers HEAD for an asset with the encoding a GET would get and no body', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'br', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('');
  });

  it('never serves a .br or .gz file as a URL of its own', async () => {
    const res = await get('/assets/app-1a2b3c.js.br', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });

  it('sends the SPA shell for client routes compressed too, never cached', async () => {
    for (const [encoding, header] of [
      ['br', 'br, gzip'],
      ['gzip', 'gzip'],
      ['br', '*'],
      ['gzip', 'gzip, br;q=0'],
      [undefined, undefined],
    ] as const) {
      for (const url of ['/', '/jobsearch', '/mytodo/scrap/job']) {
        const res = await get(url, header);
        const what = `${url} with ${header}`;
        expect(res.statusCode, what).toBe(200);
        expect(res.headers['content-encoding'], what).toBe(encoding);
        expect(res.headers['content-type'], what).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control'], what).toBe('no-cache');
        expect(res.headers.vary, what).toMatch(/accept-encoding/i);
        expect(decoded(res), what).toBe(SHELL);
      }
    }
  });

  it('ignores a precompressed shell older than index.html (a rebuild that skipped precompression)', async () => {
    const stale = new Date(Date.now() - 60_000);
    utimesSync(join(dist, 'index.html.br'), stale, stale);
    try {
      const res = await get('/learning', 'br, gzip');
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(decoded(res)).toBe(SHELL);
    } finally {
      const now = new Date();
      utimesSync(join(dist, 'index.html.br'), now, now);
    }
  });
});

describe('dynamic responses', () => {
  it('compresses a large JSON list by Accept-Encoding and leaves it plain without one', async () => {
    const plain = await get('/v1/region/all');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4096);
    const expected = plain.json();

    for (const [header, encoding] of [
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['deflate', undefined],
    ] as const) {
      const res = await get('/v1/region/all', header);
      const what = `accept-encoding: ${header}`;
      expect(res.statusCode, what).toBe(200);
      expect(res.headers['content-encoding'], what).toBe(encoding);
      expect(res.headers['content-type'], what).toMatch(/application\/json/);
      // The API's own headers survive compression.
      expect(res.headers['cache-control'], what).toBe('no-store');
      expect(res.headers['x-request-id'], what).toBeTruthy();
      expect(res.headers['x-ratelimit-limit'], what).toBeDefined();
      if (encoding) {
        expect(res.headers.vary, what).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length, what).toBeLessThan(plain.rawPayload.length / 3);
      }
      expect(JSON.parse(decoded(res)), what).toEqual(expected);
    }
  });

  it('leaves a tiny JSON answer and the error envelope plain', async () => {
    const tiny = await get('/v1/test/tiny', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual({ ok: true });

    const missing = await get('/v1/nothing-here', 'br, gzip');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });

  it('keeps HEAD on the API working', async () => {
    const res = await get('/v1/region/all', 'br', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('keeps /healthz working with and without Accept-Encoding', async () => {
    for (const header of [undefined, 'br, gzip']) {
      const res = await get('/healthz', header);
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(decoded(res))).toMatchObject({ status: 'ok' });
    }
  });

  it('never re-compresses uploaded images', async () => {
    const key = 'profiles/compression-test.png';
    // Bytes that compress very well: a text-like payload would be squeezed if the image type were not respected.
    await t.storage.put(key, Buffer.alloc(8192, 0x41), 'image/png');
    const res = await get(`/files/${key}`, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(8192);
  });

  it('compresses the API docs page assets it serves on the fly', async () => {
    const res = await get('/docs/json', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(res))).toHaveProperty('openapi');
  });
});
