import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures.ts';
import { createMember, logIn } from './members.ts';

/*
 * Issue 14: the text-size control stays in the top bar at every width and text size, never only in 메뉴.
 */

const SIZES = [
  { id: 'normal', label: '보통', rootPx: 16 },
  { id: 'large', label: '크게', rootPx: 20 },
  { id: 'xlarge', label: '아주 크게', rootPx: 24 },
] as const;
type Size = (typeof SIZES)[number];

const WIDTHS = [320, 390, 1024, 1440];

const rootPx = (page: Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));

/** The bar's 글자 크기 button (the compact form). */
const opener = (page: Page) => page.getByRole('banner').getByRole('button', { name: '글자 크기' });

/** The control in whichever form the bar shows (role locators skip what is hidden). */
function textSizeInBar(page: Page) {
  const banner = page.getByRole('banner');
  return banner.getByRole('radiogroup', { name: '글자 크기' }).or(opener(page));
}

async function openHomeAt(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('인생 2막');
}

async function showAtSize(page: Page, size: Size) {
  await page.evaluate((id) => localStorage.setItem('dasibom:textSize', id), size.id);
  await page.reload();
  await expect.poll(() => rootPx(page)).toBe(size.rootPx);
}

/** Every control inside the bar, centred on its middle, and a 44 × 44 px target at least. */
async function expectBarInOneRow(page: Page) {
  const problems = await page.getByRole('banner').evaluate((bar) => {
    const barBox = bar.getBoundingClientRect();
    const middle = barBox.top + barBox.height / 2;
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    const found: string[] = [];
    if (Math.abs(barBox.height - 5 * rem) > 1) found.push(`the bar is ${barBox.height}px tall, not 5rem`);
    for (const element of bar.querySelectorAll('a, button, [role="radiogroup"]')) {
      if (!element.checkVisibility()) continue;
      const box = element.getBoundingClientRect();
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim();
      if (box.left < 0 || box.right > window.innerWidth) found.push(`${name} is off the screen`);
      if (box.top < barBox.top || box.bottom > barBox.bottom) found.push(`${name} is outside the bar`);
      if (Math.abs(box.top + box.height / 2 - middle) > 2) found.push(`${name} is off the bar's row`);
      if (box.width < 43.5 || box.height < 43.5) found.push(`${name} is ${box.width}×${box.height}px`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

async function expectControlInBarEverywhere(page: Page, who: string) {
  for (const size of SIZES) {
    await showAtSize(page, size);
    for (const width of WIDTHS) {
      await test.step(`${who}, ${width} px, ${size.label}`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await expect(textSizeInBar(page)).toBeVisible();
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expectNoHorizontalOverflow(page);
        await expectBarInOneRow(page);
      });
    }
  }
}

/** A nickname of eight Hangul syllables, the longest the sign-up allows, random so it is free. */
function longNickname(): string {
  return Array.from({ length: 8 }, () =>
    String.fromCharCode(0xac00 + Math.floor(Math.random() * 11172)),
  ).join('');
}

test.describe('text size in the top bar', () => {
  test('a visitor finds the control in the bar at 320, 390, 1024 and 1440 px at every size', async ({
    page,
  }) => {
    // 24 screens on two pages, each reloaded per size: long, not slow.
    test.setTimeout(120_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('인생 2막');
    await expectControlInBarEverywhere(page, 'visitor on /');

    // The bar without the account (login, sign-up, onboarding) keeps it too.
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await expectControlInBarEverywhere(page, 'visitor on /login');
  });

  test('a member with an eight-character nickname finds it in the bar at every width and size', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const member = await createMember(request, { nickname: longNickname() });
    await logIn(page, member.loginId, member.password);
    await expect(page.getByRole('link', { name: `${member.nickname}님 마이페이지` })).toBeAttached();
    await expectControlInBarEverywhere(page, 'member on /');
  });

  test('on a phone a member chooses 아주 크게 in the bar; it stays after a reload and on the account', async ({
    page,
    request,
    browser,
  }) => {
    // Two logins and a sign-up.
    test.setTimeout(120_000);
    const member = await createMember(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, member.loginId, member.password);
    await expect(page.getByRole('link', { name: `${member.nickname}님 마이페이지` })).toBeAttached();
    expect(await rootPx(page)).toBe(16);

    await opener(page).click();
    await expect(opener(page)).toHaveAttribute('aria-expanded', 'true');
    const choices = page.getByRole('banner').getByRole('radiogroup', { name: '글자 크기' });
    await expect(choices.getByRole('radio', { name: '보통' })).toBeChecked();

    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/v1/member/text-size') && response.request().method() === 'PUT',
    );
    await choices.getByRole('radio', { name: '아주 크게' }).click();
    expect(await rootPx(page)).toBe(24);
    expect((await saved).status()).toBe(200);
    // The panel stays open at the new size, so the reader sees the choice take effect and can change it again.
    await expect(choices.getByRole('radio', { name: '아주 크게' })).toBeChecked();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, 'the 글자 크기 panel at 390 px, 아주 크게');

    await page.reload();
    await expect.poll(() => rootPx(page)).toBe(24);
    await expect(opener(page)).toBeVisible();
    await expect(page.getByRole('button', { name: '메뉴' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectBarInOneRow(page);
    await opener(page).click();
    await expect(choices.getByRole('radio', { name: '아주 크게' })).toBeChecked();

    // Another device starts at 보통 and takes the account's size at login.
    const elsewhere = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
    const other = await elsewhere.newPage();
    await logIn(other, member.loginId, member.password);
    await expect(other).toHaveURL(/\/$/);
    await expect.poll(() => rootPx(other)).toBe(24);
    await elsewhere.close();
  });

  test('on a 320 px phone the keyboard opens the panel, changes the size and closes it with Escape', async ({
    page,
  }) => {
    await openHomeAt(page, { width: 320, height: 640 });
    await opener(page).focus();
    await page.keyboard.press('Enter');
    const choices = page.getByRole('banner').getByRole('radiogroup', { name: '글자 크기' });
    // Opening puts focus on the chosen size; the arrow keys choose.
    await expect(choices.getByRole('radio', { name: '보통' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(choices.getByRole('radio', { name: '아주 크게' })).toBeChecked();
    await expect.poll(() => rootPx(page)).toBe(24);
    await expectNoHorizontalOverflow(page);
    // The panel fits on the screen at the largest size on the narrowest phone.
    const panel = await choices.boundingBox();
    expect(panel?.x).toBeGreaterThanOrEqual(0);
    expect((panel?.x ?? 0) + (panel?.width ?? 0)).toBeLessThanOrEqual(320);

    await page.keyboard.press('Escape');
    await expect(choices).toBeHidden();
    await expect(opener(page)).toBeFocused();
    await expect(opener(page)).toHaveAttribute('aria-expanded', 'false');
    // The focus ring shows.
    const outline = await opener(page).evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');

    await page.reload();
    await expect.poll(() => rootPx(page)).toBe(24);
    await expectBarInOneRow(page);
  });

  test('at 1440 px the segments become the 글자 크기 button at 아주 크게 and back, and focus follows', async ({
    page,
  }) => {
    await openHomeAt(page, { width: 1440, height: 900 });
    const segments = page.getByRole('banner').getByRole('radiogroup', { name: '글자 크기' });
    await expect(segments).toBeVisible();
    await expect(opener(page)).toBeHidden();
    await expectAccessible(page, 'home at 1440 px with the segments');

    await segments.getByRole('radio', { name: '보통' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(segments.getByRole('radio', { name: '크게', exact: true })).toBeFocused();
    // 아주 크게 makes the bar too narrow in rem for the segments: the 글자 크기 button takes their place and focus.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => rootPx(page)).toBe(24);
    await expect(opener(page)).toBeFocused();
    await expectBarInOneRow(page);
    await expectAccessible(page, 'home at 1440 px, 아주 크게');

    await page.keyboard.press('Enter');
    const panel = page.getByRole('banner').getByRole('radiogroup', { name: '글자 크기' });
    await expect(panel.getByRole('radio', { name: '아주 크게' })).toBeFocused();
    // Back to 크게: the segments return, and focus is on the same choice there.
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => rootPx(page)).toBe(20);
    await expect(segments.getByRole('radio', { name: '크게', exact: true })).toBeFocused();
    await expect(opener(page)).toBeHidden();
    await expectBarInOneRow(page);
  });
});
