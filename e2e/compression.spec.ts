import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { expect, expectAccessible, test } from './fixtures.ts';

/** The build the server under test serves (`npm test` builds it right before the journeys). */
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
/** Same list as apps/web/precompress.ts, kept apart on purpose: this guard must not trust the code it checks. */
const TEXT_ASSET = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml|map)$/;

function textAssets(): string[] {
  return (
    readdirSync(dist, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && TEXT_ASSET.test(entry.name))
      .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split('\\').join('/'))
      // The build manifest is for the server (page-render.ts), never served.
      .filter((asset) => !asset.startsWith('.vite/'))
  );
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
    expect((await request.get('/.vite/manifest.json')).status(), 'the build manifest stays private').toBe(
      404,
    );
  });

  test('pages and a JSON list go out compressed; a page drawn in the browser preloads its code', async ({
    request,
  }) => {
    // Drawn on the server (ADR 040): the page with its content, compressed on the way out.
    const home = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(home.headers()['content-encoding']).toBe('br');
    expect(await home.text()).toContain('id="ssr-state"');
    // A member's page is drawn in the browser: index.html with its chunks named from the build manifest.
    const mine = await request.get('/mypage', { headers: { 'accept-encoding': 'br' } });
    expect(mine.headers()['content-encoding']).toBe('br');
    const shell = await mine.text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toMatch(/rel="modulepreload" crossorigin href="\/assets\/my-page-[\w-]+\.js"/);
    const index = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(shell.replace(/<link rel="modulepreload"[^>]*>/g, '')).toBe(index);
    const list = await request.get('/v1/region/all', { headers: { 'accept-encoding': 'gzip' } });
    expect(list.headers()['content-encoding']).toBe('gzip');
    expect((await list.json()).success).toBe(true);
  });

  test("job detail comes with the job's data, and its picture is fetched once, by the page", async ({
    page,
  }) => {
    await page.goto('/jobinfo/1');
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
    // The server read it and sent it with the page: the browser does not ask again.
    expect(requests.filter((r) => r.url === '/v1/job/detail/1')).toEqual([]);
    // Once: React writes a preload for the header's high-priority picture, and the <img> uses that copy.
    const pictures = requests.filter((r) => r.url.startsWith('/images/jobs/'));
    expect(pictures).toHaveLength(1);
  });
});
