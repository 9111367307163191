import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { createMember, logIn } from './members.ts';

/**
 * Gzip JS each entry route fetches until settled, on the production build at 1280 × 720 (as
 * scripts/measure-route-js.mjs). Visitors' pages are server-drawn (ADR 040), so no zod; a member's budget holds the
 * contract's schemas. Figures: measured + ≤ 0.5 KB; scripts: reached + 2 (ADR 012). Never raise one to let something
 * in: move it to where it is needed or make room first, and lower a figure when a route gets lighter.
 */
// 110 → 121 KB (issue 28): TanStack Query is in the entry (one query client at the root, for the hydrated cache).
const HOME_BUDGET_BYTES = 121_000;
// Plan and hiring status read in the browser, schema-checked; 158.5 → 159 KB (issue 30): /career's answer schema.
const MEMBER_HOME_BUDGET_BYTES = 159_000;

type RouteBudget = {
  route: string;
  bytes: number;
  /** At most this many scripts (for a visitor). */
  scripts: number;
  /** What shows once the page's first render, and whatever it loads at once, is done. */
  ready: (main: Locator) => Locator;
  /** Measured for a member too, within this budget (their reads bring the contract's schemas). */
  member?: number;
};

const ROUTE_BUDGETS: RouteBudget[] = [
  // Issue 27 raised these to its measured figures + ≤ 0.4 KB (entry +301 B, job pages +0.4–1.5 KB, /onboard +1.9 KB).
  {
    route: '/jobfound',
    bytes: 138_500,
    scripts: 14,
    ready: (main) => main.getByRole('heading', { level: 3 }).first(),
  },
  // +0.5 KB in issue 24: the facts' sources (ADR 030). +3.5 KB, member +3 KB in issue 29: Rolldown's merging of small
  // shared groups put the posting card in a chunk this page imports (ADR 041); splitting the group is the fix.
  {
    route: '/jobinfo/1',
    bytes: 144_500,
    scripts: 15,
    // The side panel beside the facts (at this width) loads its cards as soon as the job is shown.
    ready: (main) => {
      const panel = main.getByRole('region', { name: '이 직업을 준비하는 사람들' });
      return panel
        .getByRole('link', { name: /^더 보기/ })
        .or(panel.getByText('아직 이 직업을 공개한 사람이 없어요.'));
    },
    member: 181_000,
  },
  // 143.5 → 144 KB (issue 28): the drawn pages' 0.3 KB boot script (src/boot.ts, ADR 040).
  {
    route: '/jobsearch',
    bytes: 144_000,
    scripts: 16,
    ready: (main) => main.getByRole('button', { name: /^(관심 공고 저장|저장 취소)$/ }).first(),
    member: 180_500,
  },
  {
    route: '/learning',
    bytes: 144_000,
    scripts: 16,
    ready: (main) => main.getByRole('button', { name: /^(관심 과정 저장|저장 취소)$/ }).first(),
  },
  // Issue 30 (2026-12-03): 경력에서 시작하기's suggestions, drawn by the server; measured at 129.9 KB in 6 scripts.
  {
    route: '/career?group=care&strengths=elders&step=result',
    bytes: 130_500,
    scripts: 8,
    ready: (main) => main.getByRole('link', { name: /자세히 보기$/ }).first(),
  },
  // 155.5 → 156 KB (session 9): choosing a job now tells home to expect the member's banner (lib/home-plan-hint.ts).
  { route: '/onboard', bytes: 167_500, scripts: 28, ready: (main) => main.getByRole('radio').first() },
  // 162 → 162.5 KB (issue 30): the 경력에서 시작하기 link and route in the entry (+11 B over, measured).
  {
    route: '/login',
    bytes: 162_500,
    scripts: 20,
    ready: (main) => main.getByRole('button', { name: '로그인', exact: true }),
  },
];

type ScriptLoad = { path: string; bytes: number; encoding: string | undefined; hasZod: boolean };

/** Scripts `route` fetched in a fresh context until settled; `check` runs before the context closes. */
async function scriptsOf(
  browser: Browser,
  route: string,
  ready: (main: Locator) => Locator,
  options: BrowserContextOptions = {},
  check?: (page: Page) => Promise<void>,
): Promise<ScriptLoad[]> {
  const context = await browser.newContext({
    ...options,
    // gzip, not brotli: the budget is in gzip bytes (what a client without brotli gets, and the unit).
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  const page = await context.newPage();
  const loads: Promise<ScriptLoad>[] = [];
  let inFlight = 0;
  page.on('request', () => {
    inFlight += 1;
  });
  const settle = () => {
    inFlight -= 1;
  };
  page.on('requestfailed', settle);
  page.on('requestfinished', settle);
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    loads.push(
      (async () => {
        const response = await request.response();
        const body = (await response?.body())?.toString('utf8') ?? '';
        return {
          path: new URL(request.url()).pathname,
          bytes: (await request.sizes()).responseBodySize,
          encoding: response?.headers()['content-encoding'],
          // zod's class names survive minification; their absence proves the schemas stayed out.
          hasZod: body.includes('$ZodType'),
        };
      })(),
    );
  });
  // A busy machine can take far longer than the default 10 s to get there; what is measured does not depend on it.
  const patience = { timeout: 90_000 };
  await page.goto(route, { waitUntil: 'networkidle', ...patience });
  const main = page.locator('#main');
  await expect(ready(main)).toBeVisible(patience);
  await expect(main.locator('.animate-spin')).toHaveCount(0, patience);
  // What the first render asked for (a panel's cards, a heart's check) has arrived.
  await expect.poll(() => inFlight, patience).toBe(0);
  const scripts = await Promise.all(loads);
  await check?.(page);
  await context.close();
  return scripts;
}

function report(scripts: ScriptLoad[]): string {
  return scripts
    .sort((a, b) => b.bytes - a.bytes)
    .map((s) => `${(s.bytes / 1000).toFixed(1)} KB ${s.path}`)
    .join('\n');
}

function expectWithinBudget(scripts: ScriptLoad[], who: string, budget: number, { zod = false } = {}) {
  expect(scripts.length, `${who}: scripts were loaded`).toBeGreaterThan(0);
  expect(
    scripts.filter((s) => s.encoding !== 'gzip').map((s) => s.path),
    `${who}: every script is sent gzip-compressed`,
  ).toEqual([]);
  if (!zod) {
    expect(
      scripts.filter((s) => s.hasZod).map((s) => s.path),
      `${who}: zod loads with what the browser reads or validates, not with a page the server read for`,
    ).toEqual([]);
  }
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  expect(
    total,
    `${who}: gzip JS (budget ${budget} B, ${scripts.length} scripts)\n${report(scripts)}`,
  ).toBeLessThanOrEqual(budget);
}

async function memberSession(page: Page, request: Parameters<typeof createMember>[0]) {
  const member = await createMember(request);
  await logIn(page, member.loginId, member.password);
  await expect(page.getByRole('link', { name: /마이페이지/ }).first()).toBeAttached();
  return { storageState: await page.context().storageState(), token: await accessToken(page) };
}

function accessToken(page: Page) {
  return page.evaluate(() => localStorage.getItem('dasibom:accessToken'));
}

const homeReady = (heading: string | RegExp) => (main: Locator) =>
  main.getByRole('heading', { level: 1 }).filter({ hasText: heading });

test.describe('JavaScript budget of /', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a visitor’s / stays within the gzip JS budget, without zod', async ({ browser }) => {
    expectWithinBudget(await scriptsOf(browser, '/', homeReady('인생 2막')), 'visitor', HOME_BUDGET_BYTES);
  });

  test('a member’s / stays within the gzip JS budget', async ({ browser, page, request }) => {
    const { storageState } = await memberSession(page, request);
    expectWithinBudget(
      await scriptsOf(browser, '/', homeReady('인생 2막'), { storageState }),
      'member',
      MEMBER_HOME_BUDGET_BYTES,
      { zod: true },
    );
  });

  test('a member with a plan: / (their banner with open to-dos) stays within the budget', async ({
    browser,
    page,
    request,
  }) => {
    const { storageState, token } = await memberSession(page, request);
    const added = await request.post('/v1/my-dream/job/1', { headers: { Authorization: `Bearer ${token}` } });
    expect(added.status(), await added.text()).toBe(200);
    const jobName = ((await (await request.get('/v1/job/detail/1')).json()).data as { jobName: string })
      .jobName;
    expectWithinBudget(
      await scriptsOf(browser, '/', homeReady(jobName), { storageState }),
      'member with a plan',
      MEMBER_HOME_BUDGET_BYTES,
      { zod: true },
    );
  });
});

test.describe('JavaScript ratchets of the other entry routes', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const { route, bytes, scripts: maxScripts, ready } of ROUTE_BUDGETS) {
    test(`${route} stays within ${bytes / 1000} KB gzip JS and ${maxScripts} scripts for a visitor, without zod`, async ({
      browser,
    }) => {
      const scripts = await scriptsOf(browser, route, ready, {}, (page) =>
        expectAccessible(page, `${route} as a visitor`),
      );
      expectWithinBudget(scripts, `visitor on ${route}`, bytes);
      expect(scripts.length, `visitor on ${route}: scripts\n${report(scripts)}`).toBeLessThanOrEqual(
        maxScripts,
      );
    });
  }

  for (const { route, member: bytes = 0, ready } of ROUTE_BUDGETS.filter((budget) => budget.member)) {
    test(`${route} stays within ${bytes / 1000} KB gzip JS for a member`, async ({
      browser,
      page,
      request,
    }) => {
      const { storageState } = await memberSession(page, request);
      const scripts = await scriptsOf(browser, route, ready, { storageState }, (settled) =>
        expectAccessible(settled, `${route} as a member`),
      );
      expectWithinBudget(scripts, `member on ${route}`, bytes, { zod: true });
    });
  }
});
