import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createMember, logIn } from './members.ts';

/*
 * Issue 28 (ADR 040): without script a public page's HTML holds its content; with script the browser takes those
 * nodes over without an error; a member's bar and text size are in the HTML itself.
 */

/** Each public page and something of its content that only its data can supply. */
const PAGES = [
  { path: '/', heading: /인생 2막/, content: /요양보호사 \d+건/ },
  { path: '/jobfound', heading: '직업 정보', content: /간호조무사/ },
  { path: '/jobinfo/1', heading: '요양보호사', content: /준비중/ },
  { path: '/jobsearch', heading: '채용 정보', content: /건의 채용 공고|마감/ },
  { path: '/learning', heading: '교육 정보', content: /과정/ },
  { path: '/onboard', heading: '직업 추천 질문', content: /1단계/ },
  { path: '/login', heading: '로그인', content: /아이디 찾기/ },
  { path: '/others/1', heading: /준비하는 사람들/, content: /공개한 사람/ },
] as const;

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;

async function withoutScript(browser: Browser, storage?: Storage) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(storage ? { storageState: storage } : {}),
  });
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe('server-drawn pages', () => {
  test('hold their content in the HTML, without any script', async ({ browser, baseURL }) => {
    const { page, close } = await withoutScript(browser);
    try {
      for (const { path, heading, content } of PAGES) {
        await page.goto(`${baseURL}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
        await expect(page.locator('main'), path).toContainText(content);
        // Not the loading state of a page drawn by script.
        await expect(page.locator('main [role="status"]', { hasText: '불러오고' }), path).toHaveCount(0);
        await expect(page, path).toHaveTitle(/다시봄/);
      }
      // The filters in the address are drawn too.
      await page.goto(`${baseURL}/jobfound?require=필요`);
      await expect(page.locator('main')).toContainText('필요');
    } finally {
      await close();
    }
  });

  test('are taken over by the script as they are: the same nodes, no error, no second read', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    // The heading as the server drew it: taken when the HTML is parsed, before any of our scripts runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { drawnHeading: Element | null }).drawnHeading =
            document.querySelector('main h1');
        }
      });
    });
    for (const { path } of PAGES) {
      const reads: string[] = [];
      const onRequest = (request: { url: () => string }) => {
        const url = new URL(request.url());
        if (/^\/v1\/(job\/(list|detail)|recruit\/(list|near|popular))/.test(url.pathname))
          reads.push(url.href);
      };
      page.on('request', onRequest);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Hydrated: React's props are on the node the server sent (a page drawn anew would have new nodes).
      const takenOver = await page.evaluate(() => {
        const drawn = (window as unknown as { drawnHeading: Element | null }).drawnHeading;
        const now = document.querySelector('main h1');
        return (
          drawn === now && now !== null && Object.keys(now).some((key) => key.startsWith('__reactProps'))
        );
      });
      expect(takenOver, `${path} hydrated in place`).toBe(true);
      expect(reads, `${path}: what the server read is not read again`).toEqual([]);
      page.off('request', onRequest);
    }
    expect(problems).toEqual([]);
  });

  test("a member's bar and text size are in the HTML itself", async ({ browser, page, request, baseURL }) => {
    const member = await createMember(request);
    await logIn(page, member.loginId, member.password);
    await expect(
      page.getByRole('banner').getByRole('link', { name: `${member.nickname}님 마이페이지` }),
    ).toBeAttached();
    await page.goto('/jobfound');
    await page.getByRole('banner').getByRole('radio', { name: '아주 크게' }).check({ force: true });
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'xlarge');

    // With script, the member's server-drawn pages are taken over without a hydration error.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    for (const path of ['/', '/jobfound', '/jobinfo/1', '/jobsearch', '/learning', '/others/1']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);

    const { page: bare, close } = await withoutScript(browser, await page.context().storageState());
    try {
      for (const path of ['/', '/jobfound', '/jobinfo/1', '/others/1']) {
        await bare.goto(`${baseURL}${path}`);
        await expect(bare.locator('html'), path).toHaveAttribute('data-text-size', 'xlarge');
        await expect(
          bare.getByRole('banner').getByRole('link', { name: `${member.nickname}님 마이페이지` }),
          path,
        ).toBeAttached();
        await expect(bare.getByRole('banner').getByRole('link', { name: '로그인' }), path).toHaveCount(0);
      }
      // A member does not get the login screen drawn (the browser sends them back).
      await bare.goto(`${baseURL}/login`);
      await expect(bare.locator('#root')).toBeEmpty();
    } finally {
      await close();
    }

    // After logging out the next page is a visitor's again.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/jobfound');
    await page.waitForLoadState('networkidle');
    const { page: after, close: closeAfter } = await withoutScript(
      browser,
      await page.context().storageState(),
    );
    try {
      await after.goto(`${baseURL}/jobfound`);
      await expect(after.getByRole('banner').getByRole('link', { name: '로그인' })).toBeAttached();
    } finally {
      await closeAfter();
    }
  });
});
