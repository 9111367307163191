import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectAnnounced, expectNoHorizontalOverflow, test } from './fixtures.ts';
import { createMember, submitLogin } from './members.ts';

/*
 * Job discovery as a new user would click through it, against the built app and the real server: the 9-question
 * questionnaire by keyboard only → three suggestions with their reasons → 저장 as a visitor → log in → the job is in
 * the member's list; and the job list's filters down to an empty result, then to a detail page.
 */

/** Picks `label` in one of the job list's dropdowns (React Aria Select: a button, then a list of options). */
async function chooseFilter(page: Page, filter: string, label: string) {
  await page.getByRole('button', { name: new RegExp(filter) }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The question currently shown, by its step counter ("질문 4 / 9"). */
async function expectQuestion(page: Page, num: number) {
  await expect(page.getByText(`질문 ${num} / 9`)).toBeVisible();
}

test.describe('jobs and the questionnaire', () => {
  test('a visitor answers by keyboard, saves a suggestion, logs in and finds the job in the list', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const member = await createMember(request);
    await page.setViewportSize({ width: 1440, height: 1000 });

    await test.step('the home page offers the questionnaire without logging in', async () => {
      await page.goto('/');
      await page.getByRole('link', { name: '로그인 없이 먼저 해 보기' }).click();
      await expect(page).toHaveURL(/\/onboard$/);
      await expectQuestion(page, 1);
      await expect(page.getByRole('button', { name: '이전' })).toBeDisabled();
      await expectAccessible(page, '/onboard question 1');
    });

    await test.step('nine questions, keyboard only: Tab into the options, pick, Tab to 다음, Enter', async () => {
      for (let num = 1; num <= 9; num += 1) {
        await expectQuestion(page, num);
        // The question heading has focus after every change; the options come next in the tab order.
        await page.keyboard.press('Tab');
        // The top bar's text-size control is a radio group too: look inside the page's main content only.
        const radio = page.getByRole('main').getByRole('radio').first();
        await expect(radio).toBeFocused();
        // Arrow keys move and select in a radio group; Space selects the focused option.
        if (num % 2 === 0) await page.keyboard.press('ArrowDown');
        else await page.keyboard.press('Space');
        await expect(page.getByRole('main').getByRole('radio', { checked: true })).toHaveCount(1);
        await page.keyboard.press('Tab');
        // On question 9, 답 한눈에 보기 comes before 제출: look at the summary first, then send from there.
        const next = page.getByRole('button', { name: num === 9 ? '답 한눈에 보기' : '다음' });
        await expect(next).toBeFocused();
        if (num === 9) await expect(page.getByRole('button', { name: '제출' })).toBeVisible();
        if (num === 5) await expectAccessible(page, '/onboard question 5');
        await page.keyboard.press('Enter');
      }
    });

    await test.step('the confirm step lists every answer; 제출 sends them', async () => {
      await expect(page.getByRole('button', { name: /수정/ })).toHaveCount(9);
      await expect(page.getByText('답하지 않았어요')).toHaveCount(0);
      await expectAccessible(page, '/onboard confirm step');
      const submit = page.getByRole('button', { name: '제출' });
      await submit.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/jobrecommend$/);
    });

    let savedJob = '';
    await test.step('three suggestions, each with its three reasons in full and the scope line', async () => {
      await expect(page.getByRole('heading', { level: 1, name: '회원님께 추천하는 직업' })).toBeVisible();
      const cards = page.getByRole('list', { name: '추천 직업' }).getByRole('article');
      await expect(cards).toHaveCount(3);
      for (const card of await cards.all()) {
        const reasons = card.getByRole('definition');
        await expect(reasons).toHaveCount(3);
        for (const reason of await reasons.all()) {
          await expect(reason).toBeVisible();
          expect((await reason.innerText()).length).toBeGreaterThan(10);
        }
      }
      await expect(page.getByText('참고용 추천이에요. 적성검사 결과는 아니에요.')).toBeVisible();
      await expect(page.getByText(/9개 질문 중 9개에 답하셨어요\./)).toBeVisible();
      savedJob = (await cards.first().getByRole('heading', { level: 2 }).innerText()).trim();
      await expectAccessible(page, '/jobrecommend');
    });

    await test.step('저장 as a visitor explains the login, then saves after it', async () => {
      await page.getByRole('button', { name: `${savedJob} 저장` }).click();
      const dialog = page.getByRole('dialog', { name: '로그인하면 내 직업 목록에 담을 수 있어요' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, '/jobrecommend login-to-save dialog');
      await dialog
        .getByRole('link', { name: '로그인하고 담기' })
        .or(dialog.getByRole('button', { name: '로그인하고 담기' }))
        .click();
      await expect(page).toHaveURL(/\/login$/);
      await submitLogin(page, member.loginId, member.password);
      await expect(page).toHaveURL(/\/jobrecommend$/);
      await expectAnnounced(page, '직업을 담았어요');
      await expect(page.getByRole('button', { name: `${savedJob} 담았어요` })).toBeDisabled();
      await expect(
        page.getByRole('heading', { level: 1, name: `${member.nickname}님께 추천하는 직업` }),
      ).toBeVisible();
    });

    await test.step('the job is in the member’s list', async () => {
      await page.goto('/mypage');
      await expect(page.getByRole('heading', { level: 1, name: '마이페이지' })).toBeVisible();
      await expect(page.getByText(savedJob, { exact: true })).toBeVisible();
    });

    await test.step('phone width: the result page fits without sideways scrolling', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/jobrecommend');
      await expect(page.getByRole('list', { name: '추천 직업' }).getByRole('article')).toHaveCount(3);
      await expectNoHorizontalOverflow(page);
    });
  });

  test('the job list filters to an empty result, then to three jobs, and opens a detail page', async ({
    page,
  }) => {
    await page.goto('/jobfound');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expectAccessible(page, '/jobfound');

    await test.step('불필요함 + 낮은 활동량 + 평일 오전: no occupation matches', async () => {
      await chooseFilter(page, '자격증 필요여부', '불필요함');
      await chooseFilter(page, '직무 활동량 정도', '낮은 활동량');
      await chooseFilter(page, '근무시간대', '평일 오전');
      await expect(page.getByText('해당 조건에 맞는 직업이 없어요.')).toBeVisible();
      const url = new URL(page.url());
      expect(url.searchParams.get('require')).toBe('불필요함');
      expect(url.searchParams.get('physical')).toBe('낮은 활동량');
      await expectAccessible(page, '/jobfound empty result');
    });

    await test.step('선택 사항 + 낮은 활동량 + 평일 9시-18시: three desk jobs, in Korean order', async () => {
      await chooseFilter(page, '자격증 필요여부', '선택 사항');
      await chooseFilter(page, '근무시간대', '평일 9시-18시');
      const names = page.getByRole('heading', { level: 3 });
      await expect(names).toHaveText(['사무보조원', '전직지원 전문가', '회계사무원']);
      await expect(page.getByRole('button', { name: '자격증 선택 사항 필터 지우기' })).toBeVisible();
    });

    await test.step('the detail page: facts, the intensity explanations, the visitor’s add button', async () => {
      await page.getByRole('link', { name: '사무보조원' }).click();
      await expect(page).toHaveURL(/\/jobinfo\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: '사무보조원' })).toBeVisible();
      // No source gives 사무보조원's pay: the figure is left out and said so, with where to check (ADR 030).
      const facts = page.getByRole('region', { name: '한눈에 보기' });
      await expect(facts.getByText(/만 원/)).toHaveCount(0);
      await expect(facts.getByText('공개된 자료에서 확인하지 못해 적지 않았어요.').first()).toBeVisible();
      await expect(facts.getByRole('link', { name: /확인하기 \(.+, 새 창\)/ }).first()).toBeVisible();
      await expect(facts.getByText(/출처: 다시봄이 나눈 대략적인 구분 · 2026년 기준/)).toBeVisible();
      const explain = page.getByRole('button', { name: '활동량 설명', exact: true });
      await explain.click();
      await expect(explain).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText('이 직업의 활동량: 낮음')).toBeVisible();
      await expect(page.getByRole('button', { name: '내 할일에 추가' })).toBeDisabled();
      await expect(page.getByText('로그인 후 이용 가능한 기능이에요.')).toBeVisible();
      await expectAccessible(page, '/jobinfo with an explanation open');

      await page.getByRole('link', { name: '직업 목록으로' }).click();
      await expect(page).toHaveURL(/\/jobfound\?/);
      await expect(page.getByRole('heading', { level: 3 })).toHaveText([
        '사무보조원',
        '전직지원 전문가',
        '회계사무원',
      ]);
    });
  });
});
