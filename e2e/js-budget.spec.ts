import type { Browser, BrowserContextOptions } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createMember, logIn } from './members.ts';

/**
 * The JavaScript `/` costs, in gzip bytes, counting every script the page fetches until the network is idle (entry,
 * modulepreloads and the chunks its first render loads), for a visitor and for a member (ADR 012). Measured on the
 * real production build, served precompressed.
 *
 * The target, 110 KB (1 KB = 1,000 B here and in scripts/measure-route-js.mjs). ADR 012 says how `/` got
 * there (react-router's declarative mode, home's reads without TanStack Query) and how little room is left: react-dom
 * alone is 62 KB. Never raise it to let something in — move that something into the route or interaction that needs
 * it, or make room first.
 */
const BUDGET_BYTES = 110_000;

type ScriptLoad = { path: string; bytes: number; encoding: string | undefined; hasZod: boolean };

async function scriptsOfHome(
  browser: Browser,
  options: BrowserContextOptions = {},
  heading: string | RegExp = '인생 2막',
): Promise<ScriptLoad[]> {
  const context = await browser.newContext({
    ...options,
    // gzip, not brotli: the budget is in gzip bytes (what a client without brotli gets, and the unit).
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  const page = await context.newPage();
  const loads: Promise<ScriptLoad>[] = [];
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
          // zod's class names survive minification; their absence proves the schemas stayed out of `/`.
          hasZod: body.includes('$ZodType'),
        };
      })(),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  const scripts = await Promise.all(loads);
  await context.close();
  return scripts;
}

function report(scripts: ScriptLoad[]): string {
  return scripts
    .sort((a, b) => b.bytes - a.bytes)
    .map((s) => `${(s.bytes / 1000).toFixed(1)} KB ${s.path}`)
    .join('\n');
}

function expectWithinBudget(scripts: ScriptLoad[], who: string) {
  expect(scripts.length, `${who}: scripts were loaded`).toBeGreaterThan(0);
  expect(
    scripts.filter((s) => s.encoding !== 'gzip').map((s) => s.path),
    `${who}: every script is sent gzip-compressed`,
  ).toEqual([]);
  expect(
    scripts.filter((s) => s.hasZod).map((s) => s.path),
    `${who}: zod loads with the screens that validate, not with /`,
  ).toEqual([]);
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  expect(total, `${who}: gzip JS for / (budget ${BUDGET_BYTES} B)\n${report(scripts)}`).toBeLessThanOrEqual(
    BUDGET_BYTES,
  );
}

test.describe('JavaScript budget of /', () => {
  test('a visitor’s / stays within the gzip JS budget, without zod', async ({ browser }) => {
    expectWithinBudget(await scriptsOfHome(browser), 'visitor');
  });

  test('a member’s / stays within the gzip JS budget, without zod', async ({ browser, page, request }) => {
    const member = await createMember(request);
    await logIn(page, member.loginId, member.password);
    await expect(page.getByRole('link', { name: /마이페이지/ }).first()).toBeAttached();
    const storageState = await page.context().storageState();
    expectWithinBudget(await scriptsOfHome(browser, { storageState }), 'member');
  });

  test('a member with a plan: / (their banner with open to-dos) stays within the budget, without zod', async ({
    browser,
    page,
    request,
  }) => {
    const member = await createMember(request);
    await logIn(page, member.loginId, member.password);
    await expect(page.getByRole('link', { name: /마이페이지/ }).first()).toBeAttached();
    const token = await page.evaluate(() => localStorage.getItem('dasibom:accessToken'));
    const added = await request.post('/v1/my-dream/job/1', { headers: { Authorization: `Bearer ${token}` } });
    expect(added.status(), await added.text()).toBe(200);
    const jobName = ((await (await request.get('/v1/job/detail/1')).json()).data as { jobName: string })
      .jobName;
    const storageState = await page.context().storageState();
    expectWithinBudget(await scriptsOfHome(browser, { storageState }, jobName), 'member with a plan');
  });
});
