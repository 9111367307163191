import { expect, test } from './fixtures.ts';

/*
 * WCAG 2.4.11 (Focus Not Obscured): on a phone the quick-add button sits in a strip fixed to the bottom of the
 * screen. Whatever the keyboard moves to must scroll clear of that strip (html:has([data-quick-add]) sets a
 * scroll-padding-bottom), or a reader tabbing down a list types into something they cannot see.
 */
test('390 px: every element reached with Tab stays above the fixed quick-add strip', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/jobfound');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  const strip = page.locator('[data-quick-add]').locator('xpath=..');
  await expect(strip).toBeVisible();

  let checked = 0;
  for (let step = 0; step < 45; step++) {
    await page.keyboard.press('Tab');
    const overlap = await page.evaluate(() => {
      const focused = document.activeElement;
      const button = document.querySelector('[data-quick-add]');
      const bar = button?.parentElement;
      if (!(focused instanceof HTMLElement) || !bar || bar.contains(focused) || focused === document.body)
        return null;
      const box = focused.getBoundingClientRect();
      if (box.height === 0) return null;
      return {
        name: focused.textContent?.trim().slice(0, 30) ?? '',
        by: box.bottom - bar.getBoundingClientRect().top,
      };
    });
    if (!overlap) continue;
    checked++;
    expect(
      overlap.by,
      `"${overlap.name}" is ${overlap.by.toFixed(0)} px under the quick-add strip`,
    ).toBeLessThanOrEqual(0.5);
  }
  expect(checked).toBeGreaterThan(20);
});
