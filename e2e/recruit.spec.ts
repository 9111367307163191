import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures.ts';
import { createMember, logIn } from './members.ts';

/*
 * Postings and courses as a new visitor finds them on the sample data: /jobsearch, /learning, a job's 더보기, home.
 */

/** Opens a filter field (a button named "{label} {current value}") inside the page's main content. */
async function openFilter(page: Page, label: string) {
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .click();
}

/** "1,234개의 일자리가 구인 중이에요" → 1234. */
async function countIn(page: Page, pattern: RegExp): Promise<number> {
  const line = page.getByText(pattern).first();
  await expect(line).toBeVisible();
  return Number((await line.innerText()).replace(/[^\d]/g, ''));
}

const POSTINGS_LINE = /^[\d,]+개의 일자리가 구인 중이에요$/;

/** The list is showing the answer to its current filters: no longer busy with a newer one. */
async function expectListSettled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: '새 목록을 불러오는 중' })).toHaveCount(0);
  await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
}
const COURSES_LINE = /^[\d,]+개의 훈련과정이 모집 중이에요$/;

test.describe('postings and courses', () => {
  test('/jobsearch: 경기 → 고양시 덕양구, 마감 여유순, page 2, a posting’s details', async ({ page }) => {
    await page.goto('/jobsearch');
    const everywhere = await countIn(page, POSTINGS_LINE);
    expect(everywhere).toBeGreaterThan(24);
    await expect(page.getByText('예시 데이터').first()).toBeVisible();
    await expectAccessible(page, '/jobsearch');

    await test.step('the job filter starts at 요양보호사 (the spec’s default); 전체 직업 widens it', async () => {
      await expect(
        page.getByRole('main').getByRole('button', { name: /^직업 종류 요양보호사/ }),
      ).toBeVisible();
      await openFilter(page, '직업 종류');
      await page.getByRole('option', { name: '전체 직업' }).click();
      await expect(page).toHaveURL(/[?&]job=(&|$)/);
      // The line shows the old count until the list has refetched: wait for the wider answer, not for time.
      await expect.poll(() => countIn(page, POSTINGS_LINE)).toBeGreaterThan(everywhere);
    });

    await test.step('city, then district, in one list with a way back', async () => {
      await openFilter(page, '거주지');
      await page.getByRole('option', { name: '경기', exact: true }).click();
      await expect(page.getByRole('button', { name: '시·도 다시 고르기' })).toBeVisible();
      await expectAccessible(page, '/jobsearch district list');
      await page.getByRole('option', { name: '고양시 덕양구', exact: true }).click();
      await expect(page.getByRole('listbox')).toHaveCount(0);
      await expect(page).toHaveURL(/location=%EA%B2%BD%EA%B8%B0(\+|%20)%EA%B3%A0%EC%96%91%EC%8B%9C(\+|%20)/);
    });

    await test.step('마감 여유순, then page 2', async () => {
      await openFilter(page, '정렬');
      await page.getByRole('option', { name: '마감 여유순' }).click();
      await expect(page.getByRole('button', { name: '마감 여유순 필터 지우기' })).toBeVisible();
      // The previous answer stays on screen (busy) while the new one loads: read once settled.
      await expectListSettled(page);
      const inDistrict = await countIn(page, POSTINGS_LINE);
      expect(inDistrict).toBeGreaterThan(12);
      await page.getByRole('button', { name: '2 페이지' }).click();
      await expect(page.getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
      const url = new URL(page.url());
      expect(url.searchParams.get('location')).toBe('경기 고양시 덕양구');
      expect(url.searchParams.get('sort')).toBe('마감 여유순');
      expect(url.searchParams.get('page')).toBe('2');
      // Page 1's cards stay until page 2's answer is in: wait for page 2's count (12 a page) first.
      const tags = page.getByRole('list', { name: '공고 조건' });
      await expectListSettled(page);
      await expect(tags).toHaveCount(Math.min(12, inDistrict - 12));
      for (const tag of await tags.all()) await expect(tag).toContainText('고양시 덕양구');
    });

    await test.step('a card opens its details with the way out to 사람인 in a new tab', async () => {
      // Each card's title is its one button, inside the card's heading.
      const card = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('button').first();
      const title = (await card.innerText()).trim();
      await card.click();
      const dialog = page.getByRole('dialog', { name: '채용 공고' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
      const out = dialog.getByRole('link', { name: /사람인.*\(새 창\)/ });
      await expect(out).toHaveAttribute('target', '_blank');
      await expect(out).toHaveAttribute('rel', /noopener/);
      await expectAccessible(page, '/jobsearch posting dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    await test.step('back and forward keep the filters', async () => {
      await page.goBack();
      await expect(page).toHaveURL(/sort=/);
      await page.goForward();
      await expect(page.getByRole('button', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');
    });

    await test.step('phone width: no sideways scrolling', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoHorizontalOverflow(page);
    });
  });

  test('/learning: 실습 위주 narrows the courses', async ({ page }) => {
    await page.goto('/learning');
    const theory = await countIn(page, COURSES_LINE);
    expect(theory).toBeGreaterThan(0);
    await expect(page.getByRole('radio', { name: '이론 위주' })).toBeChecked();
    await expectAccessible(page, '/learning');

    // React Aria keeps the input visually hidden; people press its label.
    await page.getByRole('main').locator('label').filter({ hasText: '실습 위주' }).click();
    await expect(page.getByRole('radio', { name: '실습 위주' })).toBeChecked();
    await expect(page).toHaveURL(/type=%EC%8B%A4%EC%8A%B5/);
    await expect.poll(() => countIn(page, COURSES_LINE)).not.toBe(theory);
    expect(await countIn(page, COURSES_LINE)).toBeGreaterThan(0);

    const card = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('button').first();
    await card.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/[\d,]+원/).first()).toBeVisible();
    await expectAccessible(page, '/learning course dialog');
  });

  test('a job’s detail page shows 3 postings and 더보기 opens the list filtered to the job', async ({
    page,
  }) => {
    // 바리스타 (id 18) is on the list's third page since the catalogue holds 60 occupations.
    await page.goto('/jobfound?page=3');
    await page.getByRole('link', { name: '바리스타' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '바리스타' })).toBeVisible();
    const block = page.getByRole('region', { name: '바리스타 채용 공고' });
    // The cards load when their section (below the facts) comes near the screen: scroll there, as a reader does.
    await block.scrollIntoViewIfNeeded();
    await expect(block.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveCount(3);
    await expectAccessible(page, '/jobinfo with postings');

    await block.getByRole('link', { name: /더보기/ }).click();
    await expect(page).toHaveURL(/\/jobsearch\?job=%EB%B0%94%EB%A6%AC%EC%8A%A4%ED%83%80/);
    await expect(page.getByRole('main').getByRole('button', { name: /^직업 종류 바리스타/ })).toBeVisible();
    await expect(page.getByRole('button', { name: '바리스타 필터 지우기' })).toBeVisible();
  });

  for (const width of [390, 1440]) {
    test(`${width}px: a member in 서울 강남구 sees a job’s postings labelled as near as the data says`, async ({
      page,
      request,
    }) => {
      const member = await createMember(request);
      // What the server holds near 강남구 for 바리스타, asked without the member (the place given outright).
      const answer = await request.get('/v1/recruit/near', {
        params: { jobName: '바리스타', place: '서울 강남구', size: 3 },
      });
      expect(answer.status()).toBe(200);
      const { data } = (await answer.json()) as { data: { job: { tier: string }[] } };
      const names: Record<string, string> = { district: '강남구 근처', city: '서울', nationwide: '전국' };
      const counts = ['district', 'city', 'nationwide']
        .map((tier) => [tier, data.job.filter((job) => job.tier === tier).length] as const)
        .filter(([, count]) => count > 0);
      const expected =
        counts.length === 1
          ? `${names[counts[0]![0]]} 공고`
          : counts.map(([tier, count]) => `${names[tier]} ${count}건`).join(' · ');

      await page.setViewportSize({ width, height: 900 });
      await logIn(page, member.loginId, member.password);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/jobfound?page=3');
      await page.getByRole('link', { name: '바리스타' }).click();
      const block = page.getByRole('region', { name: '바리스타 채용 공고' });
      await expect(block.getByText(expected, { exact: true })).toBeVisible();
      await block.scrollIntoViewIfNeeded();
      await expect(block.getByRole('listitem').getByRole('heading', { level: 3 })).toHaveCount(
        data.job.length,
      );
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, `${width}: /jobinfo postings near a member`);

      await page.goto('/');
      const local = page.getByRole('region', { name: '우리 동네 일자리' });
      await expect(local.getByRole('link', { name: '서울 강남구 일자리 보기' })).toBeVisible();
      await expect(local.getByRole('link', { name: /사는 곳 바꾸기/ })).toHaveAttribute('href', '/mypage');
      await expectAccessible(page, `${width}: home 우리 동네 일자리 for a member`);
    });
  }

  test('home shows the hiring status of popular occupations and the latest postings', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '인기 직종 채용 현황' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '최근 올라온 일자리' })).toBeVisible();
    await expect(page.getByText(/\d[\d,]*건/).first()).toBeVisible();
    await expectAccessible(page, 'home with postings');
  });
});
