import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures.ts';
import { memberAtHome } from './members.ts';
import { readShifts, recordShifts, SLOW_PHONE_VIEWPORT, throttleAsSlowPhone } from './slow-phone.ts';

/*
 * Home's three variants (spec: Home) with real data, at 1440 and 390 px, axe on each: a visitor, a new member without
 * a plan, and the same member after choosing a job. Screenshots go to SHOTS_DIR (default /tmp/h13-shots).
 */

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/h13-shots';

/** The whole page, its first screen, and the dreamers (a phone's full page is too tall to look at whole). */
async function shot(page: Page, name: string, dreamers: Locator) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-top.png` });
  await dreamers.screenshot({ path: `${SHOTS_DIR}/${name}-dreamers.png` });
}

/** Scrolls the dreamers into view (they load near the screen) and waits for their cards or empty text. */
async function dreamersSection(page: Page, heading: string): Promise<Locator> {
  const section = page.getByRole('region', { name: heading });
  await section.scrollIntoViewIfNeeded();
  await expect(
    section
      .getByRole('link', { name: /할일 목록 보기$/ })
      .or(section.getByText('아직 드리머가 없어요.', { exact: false }))
      .first(),
  ).toBeVisible();
  await expect(section.getByRole('link', { name: '더 보러가기' })).toHaveAttribute('href', '/jobfound');
  return section;
}

/** Waits until the lazily loaded sections are in, so axe and the screenshot see the whole page. */
async function settle(page: Page) {
  await page.getByRole('region', { name: /최근 (올라온 )?일자리$/ }).scrollIntoViewIfNeeded();
  await expect(page.locator('#main .animate-spin')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const width of [1440, 390]) {
  test.describe(`home at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });

    test('a visitor: recommendation through login, the hardest-working dreamers with 예시 cards', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('인생 2막');
      await expect(page.getByRole('link', { name: '직업 추천 받기' })).toHaveAttribute('href', '/login');
      await expect(page.getByRole('heading', { name: '인기 직종 채용 현황' })).toBeVisible();
      const dreamers = await dreamersSection(page, '열심히 준비하는 드리머');
      const sample = dreamers.getByRole('link', { name: /예시 회원 · .+ 할일 목록 보기$/ }).first();
      await expect(sample).toBeVisible();
      await expect(sample).toHaveAttribute('href', /^\/otherslist\/\d+$/);
      await expect(page.getByRole('heading', { name: '같은 꿈을 꾸는 드리머' })).toHaveCount(0);
      await settle(page);
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page, `visitor home at ${width}`);
      await shot(page, `visitor-${width}`, dreamers);

      await page.getByRole('link', { name: '직업 추천 받기' }).click();
      await expect(page).toHaveURL(/\/login$/);
    });

    test('a member: without a plan, then with one — days, job, 4 open to-dos ticked and undone, same dream', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await memberAtHome(page, request);

      await test.step('without a plan: the questionnaire, the popular occupations’ hiring status, the hardest-working dreamers', async () => {
        await expect(page.getByRole('link', { name: '직업 추천 받기' })).toHaveAttribute('href', '/onboard');
        await expect(page.getByRole('heading', { level: 1 })).toContainText('인생 2막');
        const hiring = page.getByRole('region', { name: '인기 직종 채용 현황' });
        await expect(hiring).toBeVisible();
        await expect(hiring.getByRole('link', { name: /채용 정보 보러 가기/ })).toHaveAttribute(
          'href',
          '/jobsearch',
        );
        await expect(hiring.getByRole('link', { name: /\d건$/ }).first()).toBeVisible();
        const dreamers = await dreamersSection(page, '열심히 준비하는 드리머');
        await settle(page);
        await expectNoHorizontalOverflow(page);
        await expectAccessible(page, `member home without a plan at ${width}`);
        await shot(page, `member-no-plan-${width}`, dreamers);
      });

      let jobName = '';
      let choseOn = '';
      await test.step('chooses a job on its detail page', async () => {
        choseOn = seoulDate();
        const detail = await request.get('/v1/job/detail/1');
        jobName = ((await detail.json()).data as { jobName: string }).jobName;
        await page.goto('/jobinfo/1');
        await expect(page.getByRole('heading', { level: 1, name: jobName })).toBeVisible();
        await page.getByRole('button', { name: '내 할일에 추가' }).click();
        await expect(page.getByRole('dialog', { name: '내 할일에 담았어요' })).toBeVisible();
      });

      await test.step('home: day 1, the job, 4 open to-dos and the link to the list', async () => {
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1, name: jobName })).toBeVisible();
        // Day 1 on the day the job was chosen; day 2 only if Seoul's midnight came in between (a run at 15:00 UTC).
        await expect(page.getByText(/^\d+일째 꿈꾸는 중$/)).toBeVisible();
        const day = seoulDate() === choseOn ? 1 : 2;
        await expect(page.getByText(`${day}일째 꿈꾸는 중`)).toBeVisible();
        await expect(page.getByRole('link', { name: '직업 추천 받기' })).toHaveCount(0);
        const open = page.getByRole('list', { name: '남은 할일' });
        await expect(open.getByRole('checkbox')).toHaveCount(4);
        await expect(page.getByRole('link', { name: '할일 목록 전체 보기' })).toHaveAttribute(
          'href',
          '/mytodo',
        );
        const hiring = page.getByRole('region', { name: '서울 채용 현황' });
        await expect(hiring).toBeVisible();
        await expect(hiring.getByRole('link', { name: /채용 정보 보러 가기/ })).toHaveAttribute(
          'href',
          /location=%EC%84%9C%EC%9A%B8/,
        );
        const dreamers = await dreamersSection(page, '같은 꿈을 꾸는 드리머');
        await expect(page.getByRole('heading', { name: '열심히 준비하는 드리머' })).toHaveCount(0);
        await settle(page);
        await expectNoHorizontalOverflow(page);
        await expectAccessible(page, `member home with a plan at ${width}`);
        await shot(page, `member-with-plan-${width}`, dreamers);
      });

      await test.step('ticks one: it leaves the list (saved); 되돌리기 puts it back in its place (saved)', async () => {
        const open = page.getByRole('list', { name: '남은 할일' });
        const boxes = open.getByRole('checkbox');
        const titles = await open.locator('label').allInnerTexts();
        const first = titles[0]!.trim();
        const saved = page.waitForResponse(
          (response) =>
            response.request().method() === 'PATCH' &&
            response.url().includes('/complete-state') &&
            response.request().postDataJSON()?.completed === true,
        );
        // click, not check(): a ticked box leaves the list instead of showing a tick.
        await open.getByRole('checkbox', { name: first }).click();
        await expect(open.getByRole('checkbox', { name: first })).toHaveCount(0);
        expect((await saved).status()).toBe(200);
        const toast = page.getByRole('status').filter({ hasText: '할일을 완료했어요.' });
        await expect(toast).toBeVisible();
        // The pointer rests on the toast, as a reader's does, which holds it open (ToastHost pauses while hovered):
        // on a busy machine the axe check alone can outlast its few seconds.
        await toast.getByRole('button', { name: '되돌리기' }).hover();
        await expectAccessible(page, `home after a tick at ${width}`);

        const undone = page.waitForResponse(
          (response) =>
            response.request().method() === 'PATCH' &&
            response.url().includes('/complete-state') &&
            response.request().postDataJSON()?.completed === false,
        );
        await toast.getByRole('button', { name: '되돌리기' }).click();
        expect((await undone).status()).toBe(200);
        await expect(boxes.first()).toHaveAccessibleName(first);
        await expect(boxes).toHaveCount(4);

        // The server holds it as open again: a fresh load lists it first.
        await page.reload();
        await expect(
          page.getByRole('list', { name: '남은 할일' }).getByRole('checkbox').first(),
        ).toHaveAccessibleName(first);
      });
    });
  });
}

/** Today in Seoul as YYYY-MM-DD, the day the app counts "N일째" by. */
function seoulDate(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
}

test.describe('home keeps still while a member’s plan loads', () => {
  for (const withPlan of [true, false]) {
    test(`a member ${withPlan ? 'with' : 'without'} a plan on a slow phone: layout shift ≤ 0.05`, async ({
      browser,
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await memberAtHome(page, request);
      if (withPlan) {
        const token = await page.evaluate(() => localStorage.getItem('dasibom:accessToken'));
        const added = await request.post('/v1/my-dream/job/1', {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(added.status(), await added.text()).toBe(200);
        // Returning: they have seen their plan on home before (what home remembers, lib/home-plan-hint.ts).
        await page.reload();
        await expect(page.getByRole('list', { name: '남은 할일' })).toBeVisible();
      }
      // What home remembers for this member (set by the login from their jobs, and by home's own answers).
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('dasibom:homePlanHint')))
        .toMatch(withPlan ? /:1$/ : /:0$/);
      const storageState = await page.context().storageState();

      const context = await browser.newContext({
        storageState,
        viewport: SLOW_PHONE_VIEWPORT,
        isMobile: true,
        hasTouch: true,
        locale: 'ko-KR',
      });
      await context.addInitScript(recordShifts);
      const slow = await context.newPage();
      await throttleAsSlowPhone(context, slow);
      await slow.goto('/', { timeout: 120_000 });
      if (withPlan)
        await expect(slow.getByRole('list', { name: '남은 할일' }).getByRole('checkbox')).toHaveCount(4, {
          timeout: 120_000,
        });
      else
        await expect(slow.getByRole('link', { name: '직업 추천 받기' })).toHaveAttribute('href', '/onboard', {
          timeout: 120_000,
        });
      await expect(
        slow.getByRole('heading', { name: withPlan ? '서울 채용 현황' : '인기 직종 채용 현황' }),
      ).toBeVisible();
      await slow.waitForLoadState('networkidle', { timeout: 120_000 });
      await slow.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const shifts = await readShifts(slow);
      // Everything within the first seconds of one load: the sum is the worst window.
      const total = shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0);
      expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.05);
      await context.close();
    });
  }
});
