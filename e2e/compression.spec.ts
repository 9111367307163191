import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './fixtures.ts';

/** The build the server under test serves (`npm test` builds it right before the journeys). */
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
/** Same list as apps/web/precompress.ts, kept apart on purpose: this guard must not trust the code it checks. */
const TEXT_ASSET = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml|map)$/;

function textAssets(): string[] {
  return readdirSync(dist, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && TEXT_ASSET.test(entry.name))
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** The build skips a sibling only when compressing does not make the file smaller (a tiny file). */
function worthCompressing(raw: Buffer, encoding: 'br' | 'gzip'): boolean {
  const packed =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      : gzipSync(raw, { level: 9 });
  return packed.length < raw.length;
}

test.describe('compressed delivery of the real build', () => {
  test('every text asset has .br and .gz siblings, and the server sends them by Accept-Encoding', async ({
    request,
  }) => {
    expect(existsSync(join(dist, 'index.html')), 'the web build exists').toBe(true);
    const assets = textAssets();
    expect(assets.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const asset of assets) {
      const raw = readFileSync(join(dist, asset));
      for (const [encoding, extension] of [
        ['br', '.br'],
        ['gzip', '.gz'],
      ] as const) {
        if (!existsSync(join(dist, asset + extension))) {
          if (worthCompressing(raw, encoding)) problems.push(`${asset}: no ${extension} sibling`);
          continue;
        }
        const res = await request.get(`/${asset}`, { headers: { 'accept-encoding': encoding } });
        if (res.status() !== 200) problems.push(`${asset}: status ${res.status()}`);
        else if (res.headers()['content-encoding'] !== encoding)
          problems.push(`${asset}: content-encoding ${res.headers()['content-encoding']} for ${encoding}`);
        else if (!(await res.body()).equals(raw))
          problems.push(`${asset}: ${encoding} body differs from the file`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('the SPA shell and a JSON list go out compressed', async ({ request }) => {
    // Home gets index.html; a lazily loaded page its own shell, which preloads the page's code (ADR 012).
    for (const [url, file] of [
      ['/', 'index.html'],
      ['/jobsearch', 'route-shells/job-search.html'],
    ] as const) {
      const shell = readFileSync(join(dist, file));
      const res = await request.get(url, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers()['content-encoding'], url).toBe('br');
      expect((await res.body()).equals(shell), url).toBe(true);
    }
    const jobSearchShell = readFileSync(join(dist, 'route-shells/job-search.html'), 'utf8');
    const preloaded = [
      ...jobSearchShell.matchAll(/rel="modulepreload" crossorigin href="\/(assets\/job-search-[\w-]+\.js)"/g),
    ];
    expect(preloaded, 'the page chunk of /jobsearch is preloaded by its shell').toHaveLength(1);
    const list = await request.get('/v1/region/all', { headers: { 'accept-encoding': 'gzip' } });
    expect(list.headers()['content-encoding']).toBe('gzip');
    expect((await list.json()).success).toBe(true);
  });

  test("job detail's shell fetches the job's data and picture ahead, and the page uses those copies", async ({
    page,
  }) => {
    await page.goto('/jobinfo/1');
    // The header's picture is drawn from the job's data (the loading state has only its frame).
    const picture = page.locator('main header img').first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await expectAccessible(page, '/jobinfo/1');
    const requests = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        url: new URL(entry.name).pathname,
        initiator: (entry as PerformanceResourceTiming).initiatorType,
      })),
    );
    // One request for each, made by the shell's <link rel="preload">: a second one would mean the page's own fetch did
    // not match the preload (credentials or URL) and both were downloaded.
    expect(requests.filter((r) => r.url === '/v1/job/detail/1')).toEqual([
      { url: '/v1/job/detail/1', initiator: 'link' },
    ]);
    const pictures = requests.filter((r) => r.url.startsWith('/images/jobs/'));
    expect(pictures).toEqual([{ url: pictures[0]?.url, initiator: 'link' }]);
  });
});
