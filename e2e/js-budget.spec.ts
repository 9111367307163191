import type { Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { createMember, logIn } from './members.ts';

/**
 * The JavaScript each entry route costs, in gzip bytes, counting every script the page fetches until it has settled
 * (entry, modulepreloads and the chunks its first render loads), on the real production build, served precompressed,
 * at Playwright's 1280 × 720 (as `scripts/measure-route-js.mjs` measures).
 *
 * Since issue 28 every public page comes from the server with its content (ADR 040): these scripts take the page
 * over, they do not draw it. A visitor's page reads nothing in the browser on arrival (the server's answers come
 * with it, checked there by their schemas), so no zod. A member's reads are their own and go from the browser,
 * checked by the contract's schemas, which load beside the read (the `contract` chunk, 34 KB): a member's budget
 * holds it.
 *
 * The figures are the ones measured when the first paint moved to the server (2026-12-02) + ≤ 0.5 KB. Never raise
 * one to let something in — move that something into the interaction or the part of the page that needs it, or make
 * room first, and lower the figure when a route gets lighter. And the number of scripts, reached + 2: on HTTP/1.1 a
 * phone opens six connections (ADR 012).
 */
// 110 → 121 KB (issue 28): TanStack Query is in the entry (one query client at the root, for the hydrated cache).
const HOME_BUDGET_BYTES = 121_000;
// A member's home reads their plan and their hiring status in the browser, checked by the contract's schemas.
// 158.5 → 159 KB (issue 30): the contract's schemas now include /career's answer (+0.25 KB measured).
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
  // Issue 27 (2026-12-02), measured against the build before it: the entry +301 B on every route (the 듣기 button,
  // the member's name strip on phones, going back from a bad address, print:hidden on transient layers); the job
  // pages' shared chunks +0.4–1.5 KB (예시 N명 포함 beside N명이 준비중, the returning member's recommendation,
  // restorable to-dos); /onboard +1.9 KB, most of it rolldown moving the job-list chunk onto it. Raised to the figures
  // + ≤ 0.4 KB, not to let more in: issue 28 (first paint from the server) redraws these budgets.
  {
    route: '/jobfound',
    bytes: 138_500,
    scripts: 14,
    ready: (main) => main.getByRole('heading', { level: 3 }).first(),
  },
  // 137.5 → 138 KB (issue 24): each figure's source and year, the missing-figure sentence and the examining body's
  // page beside the facts (ADR 030) — the content the page exists to show, measured at 137.84 KB.
  // 141 → 144.5 KB, member 178 → 181 KB (issue 29, measured 143.96 / 180.34 KB): the list-page kit moved the
  // posting card's modules (lazy on this page) into a shared chunk the page imports; Rolldown's merging of small
  // shared groups (vite.config.ts `entriesAwareMergeThreshold`) decides that, and splitting the group is the fix.
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
  // 143.5 → 144 KB (issue 28): the drawn pages' boot script (0.3 KB, src/boot.ts) that fetches the app after the
  // first paint, measured at 143.63 KB.
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

/**
 * Loads `route` in a fresh context and returns every script it fetched, once `ready` shows, no spinner is left in
 * <main> and no request is in flight. `check` runs on the settled screen before the context closes.
 */
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

/** A member's saved session, for a fresh context. */
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
