import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures.ts';
import { createMember, logIn } from './members.ts';

/*
 * Issue 27: a member on a phone saw only an avatar in the top bar (the silhouette, for a new member without a photo)
 * and could not tell they were logged in. Now "닉네임님" is beside the avatar at every width: in the bar where it
 * has room, else in a strip right under it; cut with an ellipsis when long (the link's name has it whole), 44 px
 * targets, nothing wider than the screen at 320 px with 아주 크게.
 */

/** The member's link that is on screen: the bar's or the strip's (exactly one of them shows). */
async function shownAccount(page: Page): Promise<Locator> {
  const links = page.locator('header a[href="/mypage"], nav[aria-label="내 계정"] a[href="/mypage"]');
  await expect(links.filter({ visible: true })).toHaveCount(1);
  return links.filter({ visible: true });
}

async function expectNameBesideAvatar(account: Locator, page: Page, nickname: string) {
  await expect(account).toHaveAccessibleName(`${nickname}님 마이페이지`);
  const avatar = account.locator('img');
  const name = account.locator('[data-account-name]');
  await expect(avatar).toBeVisible();
  await expect(name).toBeVisible();
  await expect(name).toContainText('님');
  const [a, n, link] = await Promise.all([avatar.boundingBox(), name.boundingBox(), account.boundingBox()]);
  if (!a || !n || !link) throw new Error('the account has no box');
  // Beside: on the avatar's line, to its right; inside the screen.
  expect(n.x).toBeGreaterThanOrEqual(a.x + a.width);
  expect(Math.abs(n.y + n.height / 2 - (a.y + a.height / 2))).toBeLessThan(4);
  expect(n.x + n.width).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) + 0.5);
  expect(link.height).toBeGreaterThanOrEqual(44);
  expect(link.width).toBeGreaterThanOrEqual(44);
  return name;
}

/** Whether the nickname is cut (the browser shows an ellipsis). */
const isCut = (name: Locator) =>
  name.locator('.truncate').evaluate((element) => element.scrollWidth > element.clientWidth);

test.describe('a member’s top bar shows who is logged in', () => {
  test('390 px: "닉네임님" beside the silhouette; a long nickname cut but whole in the name; 1440 px in the bar', async ({
    page,
    request,
  }) => {
    const short = await createMember(request, { nickname: `봄${Date.now().toString(36).slice(-3)}` });
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, short.loginId, short.password);
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto('/jobfound');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    const account = await shownAccount(page);
    // A new member has no photo: the silhouette.
    await expect(account.locator('img')).toHaveAttribute('src', /profile-default\.svg$/);
    const name = await expectNameBesideAvatar(account, page, short.nickname);
    await expect(name).toHaveText(`${short.nickname}님`);
    expect(await isCut(name)).toBe(false);
    // Right under the bar, above the page.
    const bar = await page.locator('header').boundingBox();
    const box = await account.boundingBox();
    expect(box && bar && box.y >= bar.y + bar.height - 1).toBe(true);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, '/jobfound with the member strip at 390 px');
    await account.click();
    await expect(page).toHaveURL(/\/mypage$/);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/jobfound');
    const wide = await shownAccount(page);
    await expect(page.locator('header a[href="/mypage"]')).toBeVisible();
    await expectNameBesideAvatar(wide, page, short.nickname);
    await expect(page.getByRole('navigation', { name: '내 계정' })).toBeHidden();
  });

  test('320 px at 아주 크게 with an eight-syllable nickname: beside the avatar, cut if it must, no sideways scroll', async ({
    page,
    request,
  }) => {
    const long = await createMember(request, {
      nickname: `봄날햇살가득${Date.now().toString(36).slice(-2)}`,
    });
    await page.setViewportSize({ width: 320, height: 640 });
    await page.addInitScript(() => localStorage.setItem('dasibom:textSize', 'xlarge'));
    await logIn(page, long.loginId, long.password);
    await expect(page).not.toHaveURL(/\/login$/);
    for (const path of ['/', '/jobfound', '/mypage']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-text-size', 'xlarge');
      const account = await shownAccount(page);
      await expectNameBesideAvatar(account, page, long.nickname);
      await expectNoHorizontalOverflow(page);
    }
    await expectAccessible(page, '/mypage with the member strip at 320 px, 아주 크게');
  });
});
