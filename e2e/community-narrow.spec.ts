import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createMember } from './members.ts';

/*
 * Issue 27, item 5: the community screens at 320 px with 아주 크게 (/otherslist/11 once scrolled sideways), on the
 * sample data and on a plan whose public to-dos are one long Korean word and a long address.
 */

/** One Korean "word" of 54 syllables: `word-break: keep-all` gives it no break opportunity of its own. */
const LONG_WORD =
  '요양보호사자격증취득을위한국비지원교육과정과실습기관방문일정및자격시험접수방법알아보고정리하기를꼭마무리하기';
const LONG_URL =
  'https://www.work24.go.kr/cm/c/d/0190/retrieveInstSrchLst.do?searchKeyword=caregiver&page=12';
const JOB_ID = 3;

async function showLargestText(page: Page) {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('dasibom:textSize', 'xlarge'));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize)))
    .toBe(24);
}

/** A member whose plan for JOB_ID has the two long to-dos, public, the first with a memo holding the address. */
async function publishLongPlan(request: APIRequestContext) {
  const member = await createMember(request);
  const login = await request.post('/v1/member/auth/login', {
    data: { loginId: member.loginId, password: member.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { Authorization: `Bearer ${(await login.json()).data.accessToken}` };
  const added = await request.post(`/v1/my-dream/job/${JOB_ID}`, { headers });
  expect(added.status(), await added.text()).toBe(200);
  const { todoGroupId } = (await added.json()).data as { todoGroupId: number };
  const todoIds: number[] = [];
  for (const [title, memoText] of [
    [LONG_WORD, `참고한 곳: ${LONG_URL} ${LONG_WORD}`],
    [LONG_URL, ''],
  ] as const) {
    const created = await request.post(`/v1/my-dream/todo-group/${todoGroupId}`, {
      headers,
      multipart: { todoTitle: title, isPublic: 'true', ...(memoText ? { memoText } : {}) },
    });
    expect(created.status(), await created.text()).toBe(200);
    todoIds.push(((await created.json()).data as { todoId: number }).todoId);
  }
  return { todoGroupId, memoTodoId: todoIds[0]! };
}

/**
 * Text that leaves its box: every visible text of each list item (a card, a to-do row) inside that item, and every
 * visible text inside the viewport. Measured on the text itself (a Range), so text painted past a box that keeps
 * its own width is caught too. Screen-reader-only text is clipped by design and skipped.
 */
async function textOutsideItsCard(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const isHidden = (element: Element | null) => {
      for (let at = element; at && at !== main; at = at.parentElement) {
        if (at.classList.contains('sr-only')) return true;
      }
      return !element?.checkVisibility();
    };
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (text === '' || isHidden(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      const label = `"${text.slice(0, 24)}"`;
      if (box.left < -0.5 || box.right > width + 0.5)
        found.push(`${label} is off the screen (${box.right}px)`);
      const card = node.parentElement?.closest('li');
      if (!card) continue;
      const cardBox = card.getBoundingClientRect();
      if (box.left < cardBox.left - 0.5 || box.right > cardBox.right + 0.5)
        found.push(`${label} runs past its card (${box.right} > ${cardBox.right}px)`);
    }
    return found;
  });
}

test.describe('community screens at 320 px with the largest text', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  test('scroll no sideways and keep every to-do text inside its card', async ({ page, request }) => {
    const plan = await publishLongPlan(request);
    await showLargestText(page);
    // The newest plan is on the job list's last page (oldest first, ADR 019).
    const firstPage = await request.get(`/v1/todo/other/${JOB_ID}?page=0`);
    const { totalPages } = (await firstPage.json()).data as { totalPages: number };
    const screens = [
      { path: '/otherslist/11', ready: () => page.getByRole('heading', { level: 2, name: '할일' }) },
      { path: `/otherslist/${plan.todoGroupId}`, ready: () => page.getByText(LONG_WORD).first() },
      { path: `/others/${JOB_ID}?page=${totalPages}`, ready: () => page.getByText(LONG_URL).first() },
      { path: '/others/8', ready: () => page.getByRole('status').getByText(/공개한 사람/) },
      {
        path: `/othertodo/memo/${plan.memoTodoId}`,
        ready: () => page.getByText(`참고한 곳: ${LONG_URL}`, { exact: false }),
      },
      {
        path: `/jobinfo/${JOB_ID}`,
        // The panel reads its cards when it comes near the screen: at 320 px it is the page's last part.
        ready: async () => {
          await page
            .getByRole('heading', { level: 2, name: '이 직업을 준비하는 사람들' })
            .scrollIntoViewIfNeeded();
          return page.getByRole('link', { name: /^더 보기/ });
        },
      },
    ];
    const problems: string[] = [];
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(await screen.ready()).toBeVisible();
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth)
        problems.push(`${screen.path}: scrolls ${scrollWidth - clientWidth}px sideways`);
      for (const problem of await textOutsideItsCard(page)) problems.push(`${screen.path}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
