import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectAnnounced, expectNoHorizontalOverflow, test } from './fixtures.ts';

/**
 * The text-size option in the top bar (never in 메뉴, issue 14): one of the bar's segments, or on a bar too narrow
 * for them (150 % at 1440 px) a choice in the panel of its 글자 크기 button, opened here.
 */
async function textSizeOption(page: Page, label: string) {
  const bar = page.getByRole('banner');
  const option = bar.getByRole('radio', { name: label, exact: true });
  const closedOpener = bar.getByRole('button', { name: '글자 크기', expanded: false });
  await expect(option.or(closedOpener).first()).toBeVisible();
  if (await closedOpener.isVisible()) await closedOpener.click();
  return option;
}

test.describe('shell', () => {
  test('home renders in Korean with a Korean system font and downloads no web font', async ({ page }) => {
    // ADR 013: the system's Korean font (NanumGothic here, fonts-nanum) is used; Pretendard is only for devices
    // without one (fonts.spec.ts), so no font file and no font stylesheet is requested.
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font' || /pretendard/i.test(request.url()))
        fontRequests.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('인생 2막');
    await page.evaluate(() => document.fonts.ready);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toMatch(/"Apple SD Gothic Neo", "Malgun Gothic".*NanumGothic/);
    expect(await page.evaluate(() => document.documentElement.dataset.fontFallback)).toBeUndefined();
    expect(fontRequests).toEqual([]);
    await expectAccessible(page, 'home');
  });

  test('a new page starts at the top; back returns to where the reader was, also after a reload', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: '사용설명서' })).toBeVisible();
    await expectAccessible(page, '/help');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const helpY = await page.evaluate(() => window.scrollY);
    expect(helpY, 'the help page is long enough to scroll').toBeGreaterThan(300);

    await footer.getByRole('link', { name: '공지사항' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '공지사항' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: '사용설명서' })).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(helpY - 5);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '사용설명서' })).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(helpY - 5);
  });

  test('tabs navigate and mark the right tab as current', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: '주 메뉴' });

    await nav.getByRole('link', { name: '채용 정보' }).click();
    await expect(page).toHaveURL(/\/jobsearch$/);
    await expect(nav.getByRole('link', { name: '채용 정보' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: '직업 정보' })).not.toHaveAttribute('aria-current', 'page');
    await expectAccessible(page, '/jobsearch');

    await nav.getByRole('link', { name: '교육 정보' }).click();
    await expect(page).toHaveURL(/\/learning$/);
    await expect(nav.getByRole('link', { name: '교육 정보' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: '직업 정보' }).click();
    await expect(page).toHaveURL(/\/jobfound$/);
    await expect(nav.getByRole('link', { name: '직업 정보' })).toHaveAttribute('aria-current', 'page');

    // "/job…" paths (but not /jobsearch) and "/others…" belong to the job-info tab.
    await page.goto('/jobinfo/3');
    await expect(nav.getByRole('link', { name: '직업 정보' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/others/3');
    await expect(nav.getByRole('link', { name: '직업 정보' })).toHaveAttribute('aria-current', 'page');
    // 나의 할일 is member-only: a visitor is sent home with the spec's toast (its active rule is a unit test).
    await page.goto('/mytodo/scrap/job');
    await expect(page).toHaveURL(/\/$/);
    await expectAnnounced(page, '로그인 후 이용 가능한 기능입니다.');
  });

  test('on a phone the tabs sit in a menu that opens and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: '메뉴' }).click();
    await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '교육 정보' }).click();
    await expect(page).toHaveURL(/\/learning$/);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, '/learning on a phone');
  });

  test('the text-size control enlarges text and is remembered after reload', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const rootSize = () =>
      page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
    const headingSize = () =>
      page
        .getByRole('heading', { level: 1 })
        .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(await rootSize()).toBe(16);
    const before = await headingSize();

    await (await textSizeOption(page, '아주 크게')).check();
    expect(await rootSize()).toBe(24);
    expect(await headingSize()).toBeCloseTo(before * 1.5, 0);

    await page.reload();
    expect(await rootSize()).toBe(24);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, 'home at 150 %');
    await expect(await textSizeOption(page, '아주 크게')).toBeChecked();

    await (await textSizeOption(page, '보통')).check();
    expect(await rootSize()).toBe(16);
  });

  test('the residence picker returns "서울 강남구"', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('button', { name: /거주지/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: '거주지 선택' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'residence picker');
    await dialog
      .getByRole('button', { name: '서울', exact: true })
      .or(dialog.getByRole('option', { name: '서울', exact: true }))
      .click();
    await dialog
      .getByRole('button', { name: '강남구' })
      .or(dialog.getByRole('option', { name: '강남구' }))
      .click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /서울 강남구/ })).toBeVisible();
    const link = page.getByRole('link', { name: /일자리 보기/ });
    await expect(link).toHaveAttribute(
      'href',
      /location=%EC%84%9C%EC%9A%B8(\+|%20)%EA%B0%95%EB%82%A8%EA%B5%AC/,
    );
  });

  test('an unknown route shows the friendly 404 page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
    await expect(page.getByRole('link', { name: /홈/ }).first()).toBeVisible();
    await expectAccessible(page, '404');
  });
});

test.describe('server', () => {
  test('serves the API beside the app', async ({ request }) => {
    const regions = await request.get('/v1/region/all');
    expect(regions.status()).toBe(200);
    const body = await regions.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(254);

    const unknown = await request.get('/v1/x');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });

    const health = await request.get('/healthz');
    expect(health.status()).toBe(200);

    const docs = await request.get('/docs/json');
    expect(Object.keys((await docs.json()).paths)).toContain('/v1/region/all');
  });
});
