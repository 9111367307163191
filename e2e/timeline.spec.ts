import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, expectAnnounced, expectNoHorizontalOverflow, test } from './fixtures.ts';
import { createMember, logIn, type TestMember } from './members.ts';

/*
 * Issue 15's timeline and printable plan on the sample data: a certificate job's to-do, saved posting and course in
 * date order, then 인쇄하기 (print media: only the plan, large type, an A4 PDF). At 1440 and 390 px, axe on each.
 */

const JOB_ID = 5;
const JOB_NAME = '직업상담사';

/** Today plus `days` in Asia/Seoul, as `YYYY-MM-DD` (the server's and the page's calendar). */
function seoulDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(Date.now() + days * 86_400_000);
}

/** The list is showing the answer to its current filters: no longer busy with a newer one. */
async function expectListSettled(page: Page) {
  await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
}

/** "D-12" → 12, "오늘"/"오늘까지" → 0, a window already open → 0; the order the timeline must keep. */
function daysAway(text: string): number {
  const match = /D-(\d+)/.exec(text);
  return match ? Number(match[1]) : 0;
}

/** Each line of the upcoming months, in screen order: its title and the days until it. */
async function upcomingLines(main: Locator): Promise<{ title: string; days: number }[]> {
  const lines = main.locator('section:has(> h2) > ol > li');
  const texts = await lines.evaluateAll((items) =>
    items.map((item) => ({
      title: item.querySelector('h3')?.textContent?.trim() ?? '',
      when: item.querySelector('p')?.textContent ?? '',
    })),
  );
  return texts.map(({ title, when }) => ({ title, days: daysAway(when) }));
}

async function journey(page: Page, member: TestMember, width: number) {
  const main = page.getByRole('main');
  await page.setViewportSize({ width, height: width < 480 ? 844 : 1000 });
  // The browser's print dialog is the browser's: count the calls instead of opening it.
  await page.addInitScript(() => {
    const counter = window as unknown as { __printed: number };
    counter.__printed = 0;
    window.print = () => {
      counter.__printed += 1;
    };
  });
  await logIn(page, member.loginId, member.password);
  await expect(page).not.toHaveURL(/\/login$/);

  await test.step(`choose ${JOB_NAME} on its page`, async () => {
    await page.goto(`/jobinfo/${JOB_ID}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(JOB_NAME);
    await main.getByRole('button', { name: '내 할일에 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '내 할일에 담았어요' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  let postingTitle = '';
  await test.step('/jobsearch for the job: save the posting closing soonest with its heart', async () => {
    await page.goto(`/jobsearch?job=${encodeURIComponent(JOB_NAME)}&location=`);
    await expectListSettled(page);
    // 마감 임박순: the first card has a closing day (상시 postings come last).
    const card = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .filter({ hasText: /D-(\d+|day)/ })
      .first();
    postingTitle = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await expectAccessible(page, `${width}: /jobsearch for ${JOB_NAME}`);
    await card.getByRole('button', { name: '관심 공고 저장' }).click();
    await expect(card.getByRole('button', { name: '저장 취소' })).toHaveAttribute('aria-pressed', 'true');
  });

  let courseTitle = '';
  await test.step('/learning for the job: save the course starting soonest from its modal', async () => {
    await page.goto(`/learning?job=${encodeURIComponent(JOB_NAME)}&location=`);
    await expectListSettled(page);
    const courseButton = main.getByRole('heading', { level: 3 }).getByRole('button').first();
    courseTitle = (await courseButton.innerText()).trim();
    await courseButton.click();
    const dialog = page.getByRole('dialog', { name: courseTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '담기' }).click();
    await expect(dialog.getByRole('button', { name: '저장 취소' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  const todoTitle = `면접 연습하기 ${width}`;
  const targetDate = seoulDay(20);
  await test.step('add a to-do with a 목표일 in the editor; the list shows its date and D-day', async () => {
    await page.goto('/mytodo/list');
    await expect(main.getByRole('checkbox').first()).toBeVisible();
    await expect(main.getByRole('button', { name: /직업 선택/ })).toContainText(JOB_NAME);
    await main.getByRole('link', { name: '추가하기' }).click();
    await expect(page).toHaveURL(/\/mytodo\/add\/\d+$/);
    await main.getByRole('textbox', { name: /^할일 제목/ }).fill(todoTitle);
    const date = main.getByLabel(/^목표일 \(선택\)$/);
    await date.fill(targetDate);
    await expect(main.getByText(/· D-20$/)).toBeVisible();
    await expectAccessible(page, `${width}: /mytodo/add with a 목표일`);
    await expectNoHorizontalOverflow(page);
    await main.getByRole('button', { name: '할일 추가하기' }).click();
    await expect(page).toHaveURL(/\/mytodo\/list\?group=\d+$/);
    await expectAnnounced(page, '할일이 추가되었습니다.');
    await expect(
      main.getByRole('checkbox', { name: new RegExp(`^${todoTitle}.*목표일 .* · D-20`) }),
    ).toBeVisible();
    await expectAccessible(page, `${width}: /mytodo/list with a 목표일`);
  });

  await test.step('시간표: the three lines in date order, with their sources and links, and the certificate', async () => {
    await page
      .getByRole('navigation', { name: '나의 할일 메뉴' })
      .getByRole('link', { name: '시간표' })
      .click();
    await expect(page).toHaveURL(/\/mytodo\/timeline\?group=\d+$/);
    await expect(main.getByRole('heading', { level: 1, name: '준비 시간표' })).toBeVisible();
    await expect(main.getByRole('button', { name: /직업 선택/ })).toContainText(JOB_NAME);
    await expect(main.getByRole('heading', { level: 3, name: todoTitle })).toBeVisible();

    const lines = await upcomingLines(main);
    const titles = lines.map((line) => line.title);
    for (const title of [postingTitle, courseTitle, todoTitle]) expect(titles).toContain(title);
    // In date order: the days until each line never go down.
    const days = lines.map((line) => line.days);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(lines.find((line) => line.title === todoTitle)?.days).toBe(20);

    const posting = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: postingTitle }) });
    await expect(posting.first()).toContainText('공고 마감');
    await expect(posting.first()).toContainText('예시 데이터');
    const postingLink = posting.first().getByRole('link', { name: /사람인에서 공고 보기 \(새 창\)/ });
    await expect(postingLink).toHaveAttribute('target', '_blank');
    await expect(postingLink).toHaveAttribute('rel', /noopener/);
    const course = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: courseTitle }) });
    await expect(course.first()).toContainText('교육 시작');
    await expect(course.first().getByRole('link', { name: /고용24에서 과정 보기 \(새 창\)/ })).toBeVisible();
    const todo = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: todoTitle }) });
    await expect(todo).toContainText('할일 목표일');
    await expect(todo).toContainText('D-20');
    await expect(todo.getByRole('link', { name: /^할일 열기/ })).toHaveAttribute(
      'href',
      /^\/mytodo\/edit\/\d+$/,
    );

    const certificates = main.getByRole('region', { name: '자격증 시험 일정 안내' });
    await expect(certificates.getByRole('heading', { level: 3, name: '직업 상담사 2급' })).toBeVisible();
    // The note from data/certificates.json: who runs it and where the official schedule is.
    await expect(certificates).toContainText('국가기술자격이에요.');
    await expect(certificates).not.toContainText('다가오는 시험 일정이 없어요');
    await expect(
      certificates.getByRole('link', { name: /Q-Net에서 일정 확인하기 \(새 창\)/ }),
    ).toHaveAttribute('href', 'https://www.q-net.or.kr/');

    // The certificate's exam rounds (the offline sample source: every one says 예시 일정) are lines among the others,
    // in the date order checked above: a registration window and an exam day, each with a link to Q-Net.
    const registration = lines.find((line) =>
      /^직업 상담사 2급 (필기|실기) 원서 접수( \((첫|두) 번째 기간\))?$/.test(line.title),
    );
    const exam = lines.find((line) => /^직업 상담사 2급 (필기|실기) 시험$/.test(line.title));
    expect(registration, titles.join(' | ')).toBeDefined();
    expect(exam, titles.join(' | ')).toBeDefined();
    for (const title of [registration?.title ?? '', exam?.title ?? '']) {
      const line = main
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })
        .first();
      await expect(line).toContainText('예시 일정');
      await expect(line.getByRole('link', { name: /Q-Net에서 일정 보기 \(새 창\)/ })).toBeVisible();
    }

    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `${width}: /mytodo/timeline`);
  });

  await test.step('인쇄하기: only the plan prints, in large type, on A4', async () => {
    await main.getByRole('button', { name: '인쇄하기' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed))
      .toBe(1);
    const plan = page.locator('[data-print-plan]');
    await expect(plan).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    try {
      await expect(plan).toBeVisible();
      await expect(page.getByRole('navigation', { name: '나의 할일 메뉴' })).toBeHidden();
      await expect(page.locator('header').first()).toBeHidden();
      await expect(page.locator('footer').first()).toBeHidden();
      await expect(main.getByRole('button', { name: '인쇄하기' })).toBeHidden();
      await expect(plan).toContainText(`${JOB_NAME} 준비 계획`);
      await expect(plan).toContainText('급여');
      await expect(plan).toContainText('준비 기간');
      const todoLine = plan
        .getByRole('list', { name: `${JOB_NAME} 할일 목록` })
        .getByRole('listitem')
        .filter({ hasText: todoTitle });
      await expect(todoLine).toContainText('☐');
      await expect(todoLine).toContainText('D-20');
      await expect(plan).toContainText('다가오는 일정');
      await expect(plan).toContainText(postingTitle);
      await expect(plan).toContainText(courseTitle);
      // Large type: at least 14 pt (18.67 px) on the printed checklist.
      const fontSize = await todoLine.evaluate((element) =>
        Number.parseFloat(getComputedStyle(element).fontSize),
      );
      expect(fontSize).toBeGreaterThanOrEqual(18.6);
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // A4 is 595 × 842 points.
      expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 59[45](\.\d+)? 84[12](\.\d+)?\]/);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });

  await test.step('nothing transient prints: an open dialog, then a toast, stay off the paper', async () => {
    const plan = page.locator('[data-print-plan]');
    // The page's timers, so the toast can be held on the screen while the page is printed (it closes in 2.5 s).
    await page.clock.install();
    await page.getByRole('button', { name: '바로 할일 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '바로 할일 추가' });
    await expect(dialog).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    try {
      await expect(plan).toBeVisible();
      await expect(dialog).toBeHidden();
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /^할일/ }).fill(`인쇄 전에 추가 ${width}`);
    await dialog.getByRole('button', { name: '추가' }).click();
    await expect(dialog).toBeHidden();
    // By its mark, not its role: what print hides leaves the accessibility tree, and the check is that it is there.
    const toast = page.locator('[data-toast-id]').filter({ hasText: '할일을 추가했어요.' });
    await expect(toast).toBeVisible();
    await page.clock.pauseAt(Date.now() + 100);
    await page.emulateMedia({ media: 'print' });
    try {
      await expect(plan).toBeVisible();
      await expect(toast).toHaveCount(1);
      await expect(toast).toBeHidden();
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    await expect(toast).toBeVisible();
    await page.clock.resume();
  });
}

test.describe('timeline and printable plan', () => {
  test('a posting, a course and a dated to-do on the timeline in order, then the plan printed (1440 px)', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await journey(page, await createMember(request), 1440);
  });

  test('the same at 390 px', async ({ page, request }) => {
    test.setTimeout(180_000);
    await journey(page, await createMember(request), 390);
  });
});
