import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures.ts';

/** PRODUCT.md 4: every target at least 44 × 44 CSS pixels. */
const MIN_TARGET = 44;

async function openHelp(page: Page, width: number, textSize?: 'large' | 'xlarge') {
  if (textSize) await page.addInitScript((size) => localStorage.setItem('dasibom:textSize', size), textSize);
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: '사용설명서' })).toBeVisible();
}

/** Each picture loads (it is lazy: brought on screen first) at the size its attributes promise. */
async function expectPicturesLoad(page: Page) {
  const images = page.getByRole('main').getByRole('img');
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const img = images.nth(index);
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
      .toBeGreaterThan(0);
    const size = await img.evaluate((el: HTMLImageElement) => ({
      natural: [el.naturalWidth, el.naturalHeight],
      attributes: [Number(el.getAttribute('width')), Number(el.getAttribute('height'))],
      shown: el.getBoundingClientRect().width,
      column: el.closest('article')?.getBoundingClientRect().width ?? 0,
    }));
    expect(size.natural).toEqual(size.attributes);
    // Never wider than the reading column.
    expect(size.shown).toBeLessThanOrEqual(size.column);
  }
}

for (const width of [390, 1440]) {
  test(`/help at ${width} px: table-of-contents links are 44 px targets, pictures load, no axe violations`, async ({
    page,
  }) => {
    await openHelp(page, width);
    const toc = page.getByRole('navigation', { name: '사용설명서 차례' });
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(8);
    for (const box of await links.evaluateAll((els) =>
      els.map((el) => {
        const rect = el.getBoundingClientRect();
        return { text: el.textContent, width: rect.width, height: rect.height };
      }),
    )) {
      expect(box.height, `${box.text} height`).toBeGreaterThanOrEqual(MIN_TARGET);
      expect(box.width, `${box.text} width`).toBeGreaterThanOrEqual(MIN_TARGET);
    }

    // A table-of-contents link brings its section into view, below the fixed top bar.
    await links.filter({ hasText: '개인정보와 공개 범위' }).click();
    await expect(page).toHaveURL(/#privacy$/);
    const heading = page.getByRole('heading', { level: 2, name: /개인정보와 공개 범위/ });
    await expect(heading).toBeInViewport();
    const barBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
    expect((await heading.boundingBox())?.y).toBeGreaterThanOrEqual(barBottom);

    await expectPicturesLoad(page);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `/help at ${width} px`);
  });
}

test('/help at 아주 크게 on a phone: no sideways scrolling, pictures fit, no axe violations', async ({
  page,
}) => {
  await openHelp(page, 390, 'xlarge');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px');
  await expectPicturesLoad(page);
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page, '/help at 150 % on a phone');
});
