import { measureClipping } from './clipping.ts';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures.ts';
import { createMember, logIn } from './members.ts';
import { measureTargets } from './target-size.ts';

/*
 * Issue 30: 경력에서 시작하기, from home to a suggested job's detail and into the plan, as a member, at a phone's
 * and a desktop's width, with axe on every screen. The first two steps are chosen with the keyboard on the phone.
 */
for (const width of [390, 1440]) {
  test(`from 경력에서 시작하기 to a job in the plan at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const member = await createMember(request);
    await logIn(page, member.loginId, member.password);
    await expect(page).toHaveURL(/\/$/);
    const main = page.getByRole('main');

    await main.getByRole('link', { name: '경력에서 시작하기' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(page.getByRole('heading', { level: 1, name: '경력에서 시작하기' })).toBeVisible();
    await expectAccessible(page, `/career step 1 at ${width}`);
    await page.screenshot({ path: `.test-results/career-${width}-step1.png`, fullPage: true });
    await expectNoHorizontalOverflow(page);

    const care = main.getByRole('radio', { name: /의료·돌봄/ });
    if (width === 390) {
      await care.focus();
      await page.keyboard.press('Space');
      await expect(care).toBeChecked();
      await page.keyboard.press('Enter');
    } else {
      await care.click();
      await main.getByRole('button', { name: '다음' }).click();
    }
    await expect(page).toHaveURL(/\/career\?group=care$/);
    const elders = main.getByRole('checkbox', { name: '어르신 모시기' });
    await expect(elders).toBeVisible();
    await expectAccessible(page, `/career step 2 at ${width}`);
    await page.screenshot({ path: `.test-results/career-${width}-step2.png`, fullPage: true });
    if (width === 390) {
      await elders.focus();
      await page.keyboard.press('Space');
    } else {
      await elders.click();
    }
    await expect(elders).toBeChecked();
    await main.getByRole('button', { name: '이어지는 직업 보기' }).click();
    await expect(page).toHaveURL(/\/career\?group=care&strengths=elders&step=result$/);

    const cards = main.getByRole('list', { name: '이어지는 직업' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    const first = cards.filter({ has: page.getByRole('heading', { name: '요양보호사' }) });
    await expect(first.getByText(/^의료·돌봄 일을 오래 하셨으니, /)).toBeVisible();
    await expect(first.getByText('고르신 강점 가운데 이 일에 잘 맞는 것: ‘어르신 모시기’.')).toBeVisible();
    await expect(first.getByText(/^출처: .+ · \d{4}년 기준$/)).toBeVisible();
    await expectAccessible(page, `/career suggestions at ${width}`);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `.test-results/career-${width}.png`, fullPage: true });

    // A reload keeps the suggestions (the address holds them), at the largest text size too.
    await page.evaluate(() => localStorage.setItem('dasibom:textSize', 'xlarge'));
    await page.reload();
    await expect(first.getByRole('link', { name: '요양보호사 자세히 보기' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `.test-results/career-${width}-xlarge.png`, fullPage: true });
    await page.evaluate(() => localStorage.setItem('dasibom:textSize', 'normal'));

    await first.getByRole('link', { name: '요양보호사 자세히 보기' }).click();
    await expect(page).toHaveURL(/\/jobinfo\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: '요양보호사' })).toBeVisible();
    await main.getByRole('button', { name: '내 할일에 추가' }).click();
    await expect(page.getByRole('dialog', { name: '내 할일에 담았어요' })).toBeVisible();
    await expectAccessible(page, `/jobinfo/1 after adding it at ${width}`);

    // Back to the suggestions: still there.
    await page.keyboard.press('Escape');
    await page.goBack();
    await expect(page).toHaveURL(/step=result$/);
    await expect(cards.first()).toBeVisible();
  });
}

// The smallest phone at the largest text size, every step: 44 px targets, nothing clipped or wider than the screen.
test('every step of /career fits 320 px at 아주 크게, with 44 px targets', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.addInitScript(() => localStorage.setItem('dasibom:textSize', 'xlarge'));
  for (const address of [
    '/career',
    '/career?group=office',
    '/career?group=office&strengths=numbers&step=result',
  ]) {
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'xlarge');
    await expect(page.getByRole('heading', { level: 1, name: '경력에서 시작하기' })).toBeVisible();
    if (address.endsWith('result'))
      await expect(
        page.getByRole('list', { name: '이어지는 직업' }).getByRole('article').first(),
      ).toBeVisible();
    const targets = await measureTargets(page);
    expect(targets.measured, address).toBeGreaterThan(0);
    expect.soft(targets.small, `targets under 44 px on ${address}`).toEqual([]);
    const layout = await measureClipping(page);
    expect.soft(layout.sideways, `sideways scroll on ${address}`).toBe(0);
    expect.soft(layout.clipped, `clipped text on ${address}`).toEqual([]);
  }
});

// The page comes from the server (ADR 040): before its script runs, each step is a plain form that still works.
test('the steps work as plain forms, without any script', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`${baseURL}/career`);
    await page.getByRole('radio', { name: /의료·돌봄/ }).check();
    await page.getByRole('button', { name: '다음' }).click();
    await expect(page).toHaveURL(/\/career\?group=care$/);
    await page.getByRole('checkbox', { name: '어르신 모시기' }).check();
    await page.getByRole('button', { name: '이어지는 직업 보기' }).click();
    await expect(page).toHaveURL(/group=care&strengths=elders&step=result$/);
    const first = page.getByRole('list', { name: '이어지는 직업' }).getByRole('article').first();
    await expect(first.getByRole('heading', { name: '요양보호사' })).toBeVisible();
    await expect(first.getByText('고르신 강점 가운데 이 일에 잘 맞는 것: ‘어르신 모시기’.')).toBeVisible();
  } finally {
    await context.close();
  }
});
