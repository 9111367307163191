import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, test, untilAppRuns } from './fixtures.ts';
import { createMember, logIn } from './members.ts';

/*
 * Issue 27 item 1: a member's questionnaire result is shown again in a new session; a visitor's stays in its tab.
 */

/** Today in Asia/Seoul as the page writes it: "2026년 6월 3일". */
function seoulDay(now = new Date()) {
  const [year, month, day] = new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10).split('-');
  return `${Number(year)}년 ${Number(month)}월 ${Number(day)}일`;
}

/** Answers all nine questions with each one's second option (the first where there is one) and submits. */
async function answerAll(page: Page) {
  // A page of a context of its own: wait for the app as the fixture's page does (fixtures.ts).
  await untilAppRuns(page, await page.goto('/onboard'));
  for (let num = 1; num <= 9; num += 1) {
    await expect(page.getByText(`질문 ${num} / 9`)).toBeVisible();
    // The option's label is what a person presses (the radio itself is visually hidden under it).
    const group = page.getByRole('main').getByRole('radiogroup');
    await group.locator('label').nth(1).click();
    await expect(group.getByRole('radio').nth(1)).toBeChecked();
    await page.getByRole('button', { name: num === 9 ? '제출' : '다음', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/jobrecommend$/);
}

/** The three cards as read: title and reasons, in order. */
async function readCards(page: Page) {
  const cards = page.getByRole('list', { name: '추천 직업' }).getByRole('article');
  await expect(cards).toHaveCount(3);
  const read: { title: string; reasons: string[] }[] = [];
  for (const card of await cards.all()) {
    read.push({
      title: (await card.getByRole('heading', { level: 2 }).innerText()).trim(),
      reasons: (await card.getByRole('definition').allInnerTexts()).map((text) => text.trim()),
    });
  }
  return read;
}

test.describe('the recommendation on return', () => {
  test('a member sees their last result in a new browser session, dated, with 다시 답하기', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const member = await createMember(request);
    const day = seoulDay();

    const first = await browser.newContext();
    const firstPage = await first.newPage();
    await logIn(firstPage, member.loginId, member.password);
    await expect(firstPage).toHaveURL(/\/$/);
    await answerAll(firstPage);
    const shown = await readCards(firstPage);
    // Just answered: no date line.
    await expect(firstPage.getByText(/에 답한 결과예요\./)).toHaveCount(0);
    await first.close();

    // "The next day": nothing of the first session is left in this one (no tab storage, no tokens).
    const second = await browser.newContext();
    const page = await second.newPage();
    await logIn(page, member.loginId, member.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/jobrecommend');
    await expect(page.getByText(`${day}에 답한 결과예요.`)).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 1, name: `${member.nickname}님께 추천하는 직업` }),
    ).toBeVisible();
    expect(await readCards(page)).toEqual(shown);
    await expect(page.getByText(/9개 질문 중 9개에 답하셨어요\./)).toBeVisible();

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, `/jobrecommend returning member at ${width} px`, { experimental: true });
    }

    // 다시 답하기 reopens the questionnaire with the answers given last time.
    await page.getByRole('link', { name: '다시 답하기' }).click();
    await expect(page).toHaveURL(/\/onboard$/);
    await expect(page.getByText('질문 1 / 9')).toBeVisible();
    await expect(page.getByRole('main').getByRole('radio').nth(1)).toBeChecked();
    await second.close();
  });

  test('a visitor’s result does not outlive the browser session: the spec’s alert, then home', async ({
    browser,
  }) => {
    const first = await browser.newContext();
    const firstPage = await first.newPage();
    await answerAll(firstPage);
    await expect(firstPage.getByRole('heading', { level: 1, name: '회원님께 추천하는 직업' })).toBeVisible();
    await first.close();

    const second = await browser.newContext();
    const page = await second.newPage();
    await page.goto('/jobrecommend');
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('추천 결과가 존재하지 않습니다.');
    await alert.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/$/);
    await second.close();
  });
});
