import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectColumns,
  expectConsoleErrors,
  expectNoHorizontalOverflow,
  failedResponse,
  test,
  untilAppRuns,
} from './fixtures.ts';
import { createMember, logIn, type TestMember } from './members.ts';

/*
 * Others' public plans as new members meet them: A publishes a plan, B finds A's card, list and memo, is refused a
 * private memo; the job's 이 직업을 준비하는 사람들 panel; a malformed job id. At 1440 and 390 px, axe on every screen.
 * SHOTS_DIR=/some/dir saves a screenshot of each screen there (for looking at the layout by eye).
 */

const YOUTUBE_ID = 'dQw4w9WgXcQ';
const MEMO_TEXT = '집 근처 교육원 두 곳에 전화해 봤어요.\n둘째 곳이 주말반이 있어요.';

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

type Plan = {
  todoGroupId: number;
  jobName: string;
  publicTitles: string[];
  privateTitle: string;
  memoTodoId: number;
  privateTodoId: number;
};

/**
 * A chooses the job and publishes the plan through the screens; the rest (a private to-do, a memo with a YouTube
 * link, a check-off) through the calls the editor makes, whose screens todos.spec.ts walks.
 */
async function memberAPublishesAPlan(
  browser: Browser,
  request: APIRequestContext,
  a: TestMember,
  jobId: number,
  width: number,
): Promise<Plan> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const pageA = await context.newPage();
  await logIn(pageA, a.loginId, a.password);
  await expect(pageA).toHaveURL(/\/$/);
  // A page of its own context: its goto does not wait for the app before the button is pressed.
  await untilAppRuns(pageA, await pageA.goto(`/jobinfo/${jobId}`));
  await pageA.getByRole('button', { name: '내 할일에 추가' }).click();
  const added = pageA.getByRole('dialog', { name: '내 할일에 담았어요' });
  await expect(added).toBeVisible();
  const token = await pageA.evaluate(() => localStorage.getItem('dasibom:accessToken'));
  expect(token).toBeTruthy();

  await untilAppRuns(pageA, await pageA.goto('/mytodo/list'));
  const publicSwitch = pageA.getByRole('switch', { name: '이 직업의 할일 모두 공개' });
  await expect(publicSwitch).not.toBeChecked();
  await expect(pageA.getByText('지금은 나만 볼 수 있어요.', { exact: false })).toBeVisible();
  // The input is visually hidden; a member presses its label.
  await pageA.getByText('이 직업의 할일 모두 공개', { exact: true }).click();
  await expect(publicSwitch).toBeChecked();
  await expect(pageA.getByText('할일 목록을 공개했어요.')).toBeVisible();
  await context.close();

  const headers = { Authorization: `Bearer ${token}` };
  const jobs = await request.get('/v1/my-dream/todo/jobs', { headers });
  expect(jobs.status()).toBe(200);
  const mine = ((await jobs.json()).data as { todoGroupId: number; jobName: string; jobId: number }[]).find(
    (job) => job.jobId === jobId,
  );
  expect(mine).toBeDefined();
  const { todoGroupId, jobName } = mine as { todoGroupId: number; jobName: string };

  const group = await request.get(`/v1/my-dream/todo-group/${todoGroupId}`, { headers });
  const todos = (await group.json()).data.todos as { todoId: number; title: string; isPublic: boolean }[];
  expect(todos.length).toBeGreaterThanOrEqual(3);

  // The switch above made every to-do public.
  expect(todos.every((todo) => todo.isPublic)).toBe(true);

  const first = todos[0] as { todoId: number; title: string };
  const last = todos[todos.length - 1] as { todoId: number; title: string };
  const memo = await request.put(`/v1/my-dream/todo/${first.todoId}`, {
    headers,
    multipart: {
      todoTitle: first.title,
      memoText: MEMO_TEXT,
      link: `https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
    },
  });
  expect(memo.status(), await memo.text()).toBe(200);
  const hide = await request.put(`/v1/my-dream/todo/${last.todoId}`, {
    headers,
    multipart: { todoTitle: last.title, isPublic: 'false' },
  });
  expect(hide.status(), await hide.text()).toBe(200);
  const done = await request.patch(`/v1/my-dream/todo/${first.todoId}/complete-state`, {
    headers,
    data: { completed: true },
  });
  expect(done.status(), await done.text()).toBe(200);

  return {
    todoGroupId,
    jobName,
    publicTitles: todos.slice(0, -1).map((todo) => todo.title),
    privateTitle: last.title,
    memoTodoId: first.todoId,
    privateTodoId: last.todoId,
  };
}

async function journey(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  width: number,
  jobId: number,
) {
  const a = await createMember(request);
  const b = await createMember(request);
  const plan = await memberAPublishesAPlan(browser, request, a, jobId, width);
  const cardName = `${a.nickname} · ${plan.jobName} 할일 목록 보기`;

  await logIn(page, b.loginId, b.password);
  await expect(page).toHaveURL(/\/$/);

  await test.step("/others/{jobId}: A's card among the job's public plans, sample members marked 예시", async () => {
    await page.goto(`/others/${jobId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${plan.jobName} 준비하는 사람들` }),
    ).toBeVisible();
    const card = page.getByRole('link', { name: cardName });
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('href', `/otherslist/${plan.todoGroupId}`);
    // Every occupation has at least one sample member (ADR 019), the oldest groups, so on the first page.
    const sample = page.getByRole('link', { name: /예시 회원 · / }).first();
    await expect(sample).toBeVisible();
    await expect(sample.locator('span', { hasText: /^예시 회원$/ })).toBeVisible();
    // A's card shows the public to-dos only (3 newest), and none of them is the private one.
    const item = page.getByRole('listitem').filter({ has: card });
    await expect(item.getByText(`할일 ${plan.publicTitles.length}개`)).toBeVisible();
    await expect(item.getByText(plan.privateTitle, { exact: true })).toHaveCount(0);
    // Two columns of cards on a wide screen, one on a phone.
    const cards = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /할일 목록 보기$/ }) });
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    await expectColumns(cards, width, 'the cards');
    await expectAccessible(page, `${width}: /others/${jobId}`);
    await expectNoHorizontalOverflow(page);
    await shot(page, `others-${width}`);
    await card.click();
  });

  await test.step("/otherslist: A's public to-dos, not the private one, with progress and views", async () => {
    await expect(page).toHaveURL(new RegExp(`/otherslist/${plan.todoGroupId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(a.nickname);
    const list = page.getByRole('region', { name: '할일' });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(plan.publicTitles.length);
    for (const title of plan.publicTitles) await expect(items.filter({ hasText: title })).toHaveCount(1);
    await expect(page.getByText(plan.privateTitle, { exact: true })).toHaveCount(0);
    await expect(page.getByText(`${plan.publicTitles.length}개 중 1개 완료`)).toBeVisible();
    await expect(page.getByText(/^조회수 \d+$/)).toBeVisible();
    // The first one was checked off: said in words for screen readers, with an icon and 완료 on screen.
    await expect(items.first()).toContainText('완료: ');
    await expect(items.filter({ hasText: '완료: ' })).toHaveCount(1);
    await expectAccessible(page, `${width}: /otherslist`);
    await expectNoHorizontalOverflow(page);
    await shot(page, `otherslist-${width}`);
    await list.getByRole('link', { name: `메모 · ${plan.publicTitles[0]}` }).click();
  });

  await test.step('/othertodo/memo: the memo as text and the video in the sandboxed nocookie player', async () => {
    await expect(page).toHaveURL(new RegExp(`/othertodo/memo/${plan.memoTodoId}$`));
    await expect(page.getByRole('heading', { level: 1, name: plan.publicTitles[0] })).toBeVisible();
    await expect(page.getByText('집 근처 교육원 두 곳에 전화해 봤어요.', { exact: false })).toBeVisible();
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    await expect(page.getByText('첨부된 이미지가 없어요')).toBeVisible();
    await expectAccessible(page, `${width}: /othertodo/memo`);
    await expectNoHorizontalOverflow(page);
    await shot(page, `memo-${width}`);
    await page.getByRole('link', { name: `${a.nickname}님의 할일 목록으로` }).click();
    await expect(page).toHaveURL(new RegExp(`/otherslist/${plan.todoGroupId}$`));
  });

  await test.step("a private to-do's memo, opened from a pasted address: the server's reason, then back", async () => {
    const before = page.url();
    expectConsoleErrors(failedResponse(403, `/v1/todo/${plan.privateTodoId}/memo`));
    await page.goto(`/othertodo/memo/${plan.privateTodoId}`);
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('공개되지 않은 투두 메모입니다.');
    await expect(page.getByText('메모를 불러올 수 없습니다.')).toBeVisible();
    await expect(page.getByText(MEMO_TEXT.split('\n')[0] as string)).toHaveCount(0);
    await expectAccessible(page, `${width}: the memo's failure alert`);
    await alert.getByRole('button', { name: '확인' }).click();
    // The address was pasted into a tab that had a page of this site: back there (spec), not to a fallback.
    await expect(page).toHaveURL(before);
  });

  await test.step('job detail: the 이 직업을 준비하는 사람들 panel links to /others/{jobId}', async () => {
    await page.goto(`/jobinfo/${jobId}`);
    const panel = page.getByRole('region', { name: '이 직업을 준비하는 사람들' });
    // Beside the facts on a wide screen, at the end of the page on a phone: its cards load when it comes near the
    // screen, so go there as a reader does.
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.getByRole('link', { name: /할일 목록 보기$/ }).first()).toBeVisible();
    const cards = await panel.getByRole('link', { name: /할일 목록 보기$/ }).count();
    expect(cards).toBeGreaterThanOrEqual(1);
    expect(cards).toBeLessThanOrEqual(3);
    const more = panel.getByRole('link', { name: /^더 보기/ });
    await expect(more).toHaveAttribute('href', `/others/${jobId}`);
    const box = await more.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    // Beside the job's facts on a wide screen; below them (the end of the main column) on a phone.
    const mainEnd = await page.getByRole('region', { name: '이 직업 더 알아보기' }).boundingBox();
    const panelBox = await panel.boundingBox();
    if (!mainEnd || !panelBox) throw new Error('the page has no box');
    if (width >= 1024) expect(panelBox.x).toBeGreaterThanOrEqual(mainEnd.x + mainEnd.width);
    else expect(panelBox.y).toBeGreaterThanOrEqual(mainEnd.y + mainEnd.height);
    await expectAccessible(page, `${width}: /jobinfo with the panel`);
    await expectNoHorizontalOverflow(page);
    await shot(page, `jobinfo-${width}`);
    if (process.env.SHOTS_DIR)
      await panel.screenshot({ path: join(process.env.SHOTS_DIR, `jobinfo-panel-${width}.png`) });
    await more.click();
    await expect(page).toHaveURL(new RegExp(`/others/${jobId}$`));
    await expect(page.getByRole('link', { name: cardName })).toBeVisible();
  });

  await test.step('a malformed job id pasted into the tab goes back to the page before and says why', async () => {
    await expect(page).toHaveURL(new RegExp(`/others/${jobId}$`));
    await page.goto('/others/abc');
    await expect(page).toHaveURL(new RegExp(`/others/${jobId}$`));
    await expect(page.getByText('존재하지 않는 직업이라 목록을 열 수 없어요.')).toBeVisible();
    await expectAccessible(page, `${width}: /others/${jobId} after a malformed /others address`);
  });

  await test.step('the same address in a new tab (nothing to go back to) opens the job list and says why', async () => {
    const tab = await page.context().newPage();
    const viewport = page.viewportSize();
    if (viewport) await tab.setViewportSize(viewport);
    await tab.goto('/others/abc');
    await expect(tab).toHaveURL(/\/jobfound$/);
    await expect(tab.getByText('존재하지 않는 직업이라 목록을 열 수 없어요.')).toBeVisible();
    await expectAccessible(tab, `${width}: /jobfound after a malformed /others address in a new tab`);
    await tab.close();
  });
}

for (const [viewport, shots] of [
  [{ width: 1440, height: 900 }, 5],
  [{ width: 390, height: 844 }, 6],
] as const) {
  test.describe(`others’ public plans at ${viewport.width} px`, () => {
    test.use({ viewport });
    test('A publishes a plan; B finds it, opens the list and a memo; job detail shows the panel', async ({
      page,
      browser,
      request,
    }) => {
      await journey(page, browser, request, viewport.width, shots);
    });
  });
}
