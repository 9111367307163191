import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, expectColumns, expectNoHorizontalOverflow, test } from './fixtures.ts';
import { createMember, submitLogin, type TestMember } from './members.ts';

/*
 * Scraps as a new member finds them on the sample data: saved as a visitor after logging in, from a card and from
 * modals; listed under 나의 할일 › 스크랩, narrowed and removed. At 1440 and 390 px, axe on every screen.
 */

/** The first word of a posting's place: "경기 고양시 일산동구" → "경기". */
const cityOf = (place: string) => place.trim().split(/\s+/)[0] ?? '';

/** By place in the list: sample postings can share a title, and the order is stable for one address. */
function firstCard(page: Page, scope: Locator): Locator {
  return scope
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
    .first();
}

/** The place of a posting card: the first of its "공고 조건" tags. */
async function placeOf(card: Locator): Promise<string> {
  return (
    await card.getByRole('list', { name: '공고 조건' }).getByRole('listitem').first().innerText()
  ).trim();
}

/** The list is showing the answer to its current filters: no longer busy with a newer one. */
async function expectListSettled(page: Page) {
  await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
}

async function journey(page: Page, request: APIRequestContext, width: number) {
  const member: TestMember = await createMember(request);

  // --- 1. A visitor on the job detail page: save a posting from its modal after logging in. -------------------
  await page.goto('/jobinfo/1');
  // The loading state's heading is the route's title; the job's name replaces it.
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('직업 상세 정보');
  const jobName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const block = page.getByRole('region', { name: `${jobName} 채용 공고` });
  // The cards load when their section comes near the screen (below the facts): scroll to it, as a reader does.
  await block.scrollIntoViewIfNeeded();
  const detailTitles = block.getByRole('listitem').getByRole('heading', { level: 3 });
  await expect(detailTitles).toHaveCount(3);
  const heart = block.getByRole('button', { name: '관심 공고 저장' }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(page, `${width}: /jobinfo as a visitor`);

  // The modal's 담기, pressed as a visitor: the explanation, then the login that comes back to this posting.
  const titleB = (await detailTitles.first().innerText()).trim();
  await detailTitles.first().getByRole('button').click();
  let dialog = page.getByRole('dialog', { name: '채용 공고' });
  await expect(dialog.getByRole('heading', { name: titleB })).toBeVisible();
  const placeB = (await dialog.getByRole('definition').nth(1).innerText()).trim();
  await dialog.getByRole('button', { name: '담기' }).click();
  const explain = page.getByRole('alertdialog', { name: '로그인이 필요해요' });
  await expect(explain).toContainText('로그인 후 이용해주세요.');
  await expect(explain.getByRole('button', { name: '닫기' })).toBeFocused();
  await expectAccessible(page, `${width}: the visitor's explanation`);
  await explain.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, member.loginId, member.password);

  await test.step('back on the job detail with the same posting open; 담기 saves it for real', async () => {
    await expect(page).toHaveURL(/\/jobinfo\/1$/);
    dialog = page.getByRole('dialog', { name: '채용 공고' });
    await expect(dialog.getByRole('heading', { name: titleB })).toBeVisible();
    const add = dialog.getByRole('button', { name: '담기' });
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    await expectAccessible(page, `${width}: /jobinfo posting modal as a member`);
    await add.click();
    await expect(dialog.getByRole('button', { name: '저장 취소' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('스크랩에 담았어요. 나의 할일 › 스크랩에서 볼 수 있어요.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // No card asserted: a member sees postings near home (ADR 021) and titles repeat; the scrap tab shows what was
    // saved, scrap-toggle.test.tsx a card's heart following its modal.
  });

  // --- 2. /jobsearch: a posting in another city, saved with its card's heart. -------------------------------
  const otherCity = cityOf(placeB) === '서울' ? '부산' : '서울';
  const searchUrl = `/jobsearch?job=&location=${encodeURIComponent(otherCity)}`;
  let titleA = '';
  let placeA = '';
  await test.step(`/jobsearch in ${otherCity}: the first card's heart`, async () => {
    await page.goto(searchUrl);
    await expectListSettled(page);
    const card = firstCard(page, page.getByRole('main'));
    titleA = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    placeA = await placeOf(card);
    expect(cityOf(placeA)).toBe(otherCity);
    const cardHeart = card.getByRole('button', { name: '관심 공고 저장' });
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
    const box = await cardHeart.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(page, `${width}: /jobsearch with hearts`);
    await cardHeart.click();
    await expect(card.getByRole('button', { name: '저장 취소' })).toHaveAttribute('aria-pressed', 'true');
    // The heart is its own target: pressing it opened no modal.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
  });

  // --- 3. /learning: a course saved from its modal. ---------------------------------------------------------
  let courseTitle = '';
  await test.step('/learning: 담기 in the course modal saves it (저장 취소 after)', async () => {
    await page.goto('/learning?job=&location=');
    await expectListSettled(page);
    await expectAccessible(page, `${width}: /learning with hearts`);
    const courseButton = page
      .getByRole('main')
      .getByRole('heading', { level: 3 })
      .getByRole('button')
      .first();
    courseTitle = (await courseButton.innerText()).trim();
    await courseButton.click();
    const courseDialog = page.getByRole('dialog', { name: courseTitle });
    await expect(courseDialog).toBeVisible();
    await expect(page).toHaveURL(/[?&]course=/);
    const add = courseDialog.getByRole('button', { name: '담기' });
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    await expectAccessible(page, `${width}: /learning course modal`);
    await add.click();
    await expect(courseDialog.getByRole('button', { name: '저장 취소' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(courseDialog).toBeHidden();
  });

  await test.step('home shows hearts too', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('인생 2막');
    // The latest postings load when their section comes near the screen (ADR 012): scroll down to them.
    const latest = page.getByRole('region', { name: /최근 (올라온 )?일자리$/ });
    await latest.scrollIntoViewIfNeeded();
    await expect(latest.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^(관심 공고 저장|저장 취소)$/ }).first()).toBeVisible();
    await expectAccessible(page, `${width}: home with hearts`);
  });

  // --- 4. The scrap tabs. -------------------------------------------------------------------------------------
  await test.step('나의 할일 › 스크랩: postings newest first, then the course tab', async () => {
    await page.goto('/mytodo/scrap');
    await expect(page).toHaveURL(/\/mytodo\/scrap\/job$/);
    await expect(page.getByRole('heading', { level: 1, name: '스크랩' })).toBeVisible();
    const titles = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(titles).toHaveText([titleA, titleB]);
    await expect(page.getByText('2개', { exact: true })).toBeVisible();
    // Newest first, told apart by place too (sample titles can repeat): A, in the other city, was saved last.
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards.nth(0).getByRole('definition').first()).toHaveText(new RegExp(`^${otherCity}`));
    await expect(cards.nth(1).getByRole('definition').first()).toHaveText(new RegExp(`^${cityOf(placeB)}`));
    // Three columns on a desktop, one on a phone: side by side at 1440 px, one under the other at 390 px.
    const first = await expectColumns(cards, width, 'the scrap cards');
    if (width >= 1024) expect(first.width * 3).toBeLessThan(page.viewportSize()!.width);
    await expectAccessible(page, `${width}: /mytodo/scrap/job`);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('tab', { name: '학원 정보' }).click();
    await expect(page).toHaveURL(/\/mytodo\/scrap\/edu$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([courseTitle]);
    await expect(page.getByRole('link', { name: /고용24에서 과정 보기 \(새 창\)/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expectAccessible(page, `${width}: /mytodo/scrap/edu`);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('tab', { name: '채용 정보' }).click();
    await expect(page).toHaveURL(/\/mytodo\/scrap\/job$/);
  });

  await test.step(`지역 선택 ${otherCity}: only the posting there`, async () => {
    await page
      .getByRole('main')
      .getByRole('button', { name: /^지역 선택/ })
      .click();
    await page.getByRole('option', { name: otherCity, exact: true }).click();
    await page.getByRole('option', { name: `${otherCity} 전체` }).click();
    await expect(page).toHaveURL(/location=/);
    await expectListSettled(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([titleA]);
  });

  await test.step('remove it, after the question (취소 focused)', async () => {
    await page.getByRole('button', { name: `${titleA} 스크랩 삭제` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('스크랩을 삭제하시겠습니까?');
    await expect(confirm.getByRole('button', { name: '취소' })).toBeFocused();
    await expectAccessible(page, `${width}: the delete confirmation`);
    await confirm.getByRole('button', { name: '삭제' }).click();
    await expect(page.getByText('채용 스크랩이 삭제되었습니다.')).toBeVisible();
    await expect(page.getByText(`${otherCity} 전체에 스크랩한 채용 공고가 없어요.`)).toBeVisible();
    await page.getByRole('button', { name: '지역 선택 지우기' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText([titleB]);
  });

  await test.step('back on /jobsearch its heart is empty again', async () => {
    await page.goto(searchUrl);
    await expectListSettled(page);
    const card = firstCard(page, page.getByRole('main'));
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(titleA);
    await expect(card.getByRole('button', { name: '관심 공고 저장' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
}

test.describe('scraps', () => {
  test('save two postings and a course from three screens, list, filter and remove them (1440 px)', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await journey(page, request, 1440);
  });

  test('the same at 390 px', async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await journey(page, request, 390);
  });

  test('a visitor’s heart on /jobsearch explains, and login returns to the same list', async ({
    page,
    request,
  }) => {
    const member = await createMember(request);
    const url = '/jobsearch?job=&location=%EC%84%9C%EC%9A%B8';
    await page.goto(url);
    await expectListSettled(page);
    const heart = page.getByRole('main').getByRole('button', { name: '관심 공고 저장' }).first();
    await heart.click();
    const explain = page.getByRole('alertdialog', { name: '로그인이 필요해요' });
    await expect(explain).toContainText('로그인 후 이용해주세요.');
    await explain.getByRole('button', { name: '로그인' }).click();
    await submitLogin(page, member.loginId, member.password);
    await expect(page).toHaveURL(new RegExp(`${url.replace('?', '\\?')}$`));
    await expect(
      page.getByRole('main').getByRole('button', { name: '관심 공고 저장' }).first(),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});
