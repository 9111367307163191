import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { cumulativeLayoutShift } from '../scripts/run-kit.mjs';
import { expect, expectAccessible, test } from './fixtures.ts';
import {
  readShifts,
  recordShifts,
  type Shift,
  SLOW_PHONE_VIEWPORT,
  throttleAsSlowPhone,
} from './slow-phone.ts';

/*
 * ADR 013's budgets on the real build per entry route on a throttled slow phone: CLS ≤ 0.05 at 보통 and 아주 크게,
 * CSS ≤ 15 KB gzip, web fonts ≤ 100 KB (none with this machine's fonts-nanum). Measured values only, never time.
 */

const ROUTES = ['/', '/jobfound', '/jobinfo/1', '/jobsearch', '/learning', '/onboard', '/login'];
const TEXT_SIZES = ['normal', 'xlarge'] as const;
const CLS_BUDGET = 0.05;
const CSS_GZIP_BUDGET = 15 * 1024;
const FONT_BYTES_BUDGET = 100 * 1024;

/** Heading, no spinner, quiet network; a slowed phone may need far over 10 s, which the figures do not depend on. */
async function waitForCompleteScreen(page: Page) {
  const patience = { timeout: 120_000 };
  await expect(page.locator('#main h1').first()).toBeAttached(patience);
  await expect(page.locator('#main .animate-spin')).toHaveCount(0, patience);
  await page.waitForLoadState('networkidle', patience);
  await expect(page.locator('#main .animate-spin')).toHaveCount(0, patience);
  // Two frames, so the shifts of the last layout have been reported.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

type Measured = { cls: number; shifts: Shift[]; cssGzip: number; cssFiles: string[]; fontBytes: number };

async function loadOnSlowPhone(
  browser: Browser,
  url: string,
  textSize: string,
): Promise<Measured & { page: Page }> {
  const context = await browser.newContext({
    viewport: SLOW_PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    locale: 'ko-KR',
  });
  await context.addInitScript((size) => {
    // Also runs in the new page's about:blank, whose storage is denied.
    if (size !== 'normal' && location.href !== 'about:blank') localStorage.setItem('dasibom:textSize', size);
  }, textSize);
  // A returning browser's first-view cookie says the same (lib/first-view.ts), so the server draws that size (ADR 040).
  await context.addCookies([
    {
      name: 'dasibom_view',
      value: encodeURIComponent(JSON.stringify({ t: textSize })),
      url: new URL(url).origin,
    },
  ]);
  await context.addInitScript(recordShifts);
  const page = await context.newPage();
  await throttleAsSlowPhone(context, page);

  const cssBodies: Promise<{ url: string; gzip: number }>[] = [];
  const fontSizes: Promise<number>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'stylesheet')
      cssBodies.push(
        response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })),
      );
    if (type === 'font') fontSizes.push(response.body().then((body) => body.length));
  });

  await page.goto(url, { timeout: 120_000 });
  await waitForCompleteScreen(page);
  const shifts = await readShifts(page);
  const css = await Promise.all(cssBodies);
  const fonts = await Promise.all(fontSizes);
  return {
    page,
    cls: cumulativeLayoutShift(shifts),
    shifts: shifts.filter((shift) => shift.value > 0.001),
    cssGzip: css.reduce((sum, sheet) => sum + sheet.gzip, 0),
    cssFiles: css.map((sheet) => sheet.url),
    fontBytes: fonts.reduce((sum, size) => sum + size, 0),
  };
}

test.describe('layout shift, CSS and font budgets (ADR 013)', () => {
  for (const route of ROUTES) {
    test(`${route}: CLS ≤ ${CLS_BUDGET} at 보통 and 아주 크게, CSS ≤ 15 KB gzip, fonts ≤ 100 KB`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(360_000);
      let last: Page | undefined;
      for (const size of TEXT_SIZES) {
        const measured = await loadOnSlowPhone(browser, `${baseURL}${route}`, size);
        const label = `${route} at ${size}`;
        expect(measured.cls, `${label}: layout shift ${JSON.stringify(measured.shifts)}`).toBeLessThanOrEqual(
          CLS_BUDGET,
        );
        expect(measured.cssGzip, `${label}: CSS ${measured.cssFiles.join(', ')}`).toBeLessThanOrEqual(
          CSS_GZIP_BUDGET,
        );
        expect(measured.fontBytes, `${label}: web-font bytes`).toBeLessThanOrEqual(FONT_BYTES_BUDGET);
        // This machine has a Korean system font: not a single font byte is due.
        expect(measured.fontBytes, `${label}: web-font bytes with a Korean system font`).toBe(0);
        if (last) await last.context().close();
        last = measured.page;
      }
      if (last) {
        await expectAccessible(last, `${route} at 아주 크게`);
        await last.context().close();
      }
    });
  }
});

test.describe('a device without any Korean font (ADR 013)', () => {
  test('gets Pretendard, lazily, and the page shows Hangul in it', async ({
    playwright,
    baseURL,
  }, testInfo) => {
    // Chromium with a font configuration that holds only Latin fonts (DejaVu, Liberation): no font draws Hangul.
    const dir = mkdtempSync(join(tmpdir(), 'dasibom-nokr-'));
    const config = join(dir, 'fonts.conf');
    writeFileSync(
      config,
      `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts/truetype/dejavu</dir>
  <dir>/usr/share/fonts/truetype/liberation</dir>
  <cachedir>${join(dir, 'cache')}</cachedir>
</fontconfig>
`,
    );
    const launchOptions = testInfo.project.use.launchOptions ?? {};
    const browser = await playwright.chromium.launch({
      ...launchOptions,
      env: { ...process.env, FONTCONFIG_FILE: config },
    });
    try {
      const page = await (await browser.newContext({ locale: 'ko-KR' })).newPage();
      const fontFiles: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fontFiles.push(request.url());
      });
      await page.goto(`${baseURL}/`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('인생 2막', { timeout: 60_000 });
      await expect(page.locator('html')).toHaveAttribute('data-font-fallback', 'pretendard');
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              await document.fonts.ready;
              return [...document.fonts].some(
                (face) =>
                  face.family.replaceAll('"', '') === 'Pretendard Variable' && face.status === 'loaded',
              );
            }),
          { timeout: 60_000 },
        )
        .toBe(true);
      expect(fontFiles.every((url) => /PretendardVariable\.subset\.\d+/.test(url))).toBe(true);
      // Only the subsets for the characters on the screen, not all 92.
      expect(fontFiles.length).toBeGreaterThan(0);
      expect(fontFiles.length).toBeLessThan(20);
      await expectAccessible(page, '/ without a Korean system font');
    } finally {
      await browser.close();
    }
  });
});
