import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

/** WCAG 2.2 AA, the rule set PRODUCT.md holds every screen to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** WCAG rules axe still marks experimental (off unless named): 2.5.3 Label in Name. */
const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch'];

/** Every screen gets the experimental rules too (issue 27); `experimental: false` is for the check of the check. */
export async function axeViolations(page: Page, { experimental = true } = {}): Promise<string[]> {
  // Legacy mode runs once in the page, not per frame plus a merge page: half the time, and our only frames are
  // offline video embeds. Only violations are read, so axe builds no selectors for passes.
  const builder = new AxeBuilder({ page }).setLegacyMode().options({
    resultTypes: ['violations'],
    ...(experimental
      ? { rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])) }
      : {}),
  });
  // Mid-transition colours once failed color-contrast in CI: let finite animations end (spinners never do).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await builder.withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** `soft` lets the test go on, so a sweep over many screens reports all of them at once. */
export async function expectAccessible(
  page: Page,
  label: string,
  { soft = false, experimental = true }: { soft?: boolean; experimental?: boolean } = {},
) {
  const summary = await axeViolations(page, { experimental });
  (soft ? expect.soft : expect)(summary, `axe violations on ${label}`).toEqual([]);
}

export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The first two `cards` side by side from 1024 px on, one under the other on narrower screens; the first's box. */
export async function expectColumns(cards: Locator, width: number, what: string) {
  const first = await cards.nth(0).boundingBox();
  const second = await cards.nth(1).boundingBox();
  if (!first || !second) throw new Error(`${what} have no box`);
  if (width >= 1024) {
    expect(Math.abs(second.y - first.y)).toBeLessThan(1);
    expect(second.x).toBeGreaterThan(first.x + first.width);
  } else {
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
  }
  return first;
}

/** The questionnaire's result as /onboard stores it for the tab (recommend-storage-keys.ts), from the real API. */
export async function storeRecommendation(page: Page, request: APIRequestContext) {
  const answer = await request.post('/v1/job/recommend', { data: { answers: [] } });
  expect(answer.status()).toBe(200);
  const result = (await answer.json()).data;
  await page.goto('/terms');
  await page.evaluate(
    (value) => sessionStorage.setItem('dasibom:recommendResult', value),
    JSON.stringify(result),
  );
}

/** Every polite live-region text from the first paint, so a 1.5 s toast is checked without racing its timer. */
function recordAnnouncements() {
  const seen: string[] = [];
  (window as unknown as { __announced: string[] }).__announced = seen;
  new MutationObserver(() => {
    // Scan the regions themselves: a region may mount together with its first message.
    for (const region of document.querySelectorAll('[role="status"], [aria-live="polite"]')) {
      const text = region.textContent?.trim();
      if (text && !seen.includes(text)) seen.push(text);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Passes once `text` has been shown in a live region since the page started loading. */
export async function expectAnnounced(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __announced?: string[] }).__announced ?? []))
    .toEqual(expect.arrayContaining([expect.stringContaining(text)]));
}

/** A server-drawn page ignores presses until its script takes over (ADR 040): wait for `html[data-app-ready]`. */
export async function untilAppRuns(page: Page, response: Awaited<ReturnType<Page['goto']>>) {
  // Only the app's own pages (a test's routed stand-in page has no #root).
  if (
    response?.headers()['content-type']?.startsWith('text/html') &&
    (await page.locator('#root').count()) > 0
  ) {
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  }
  return response;
}

type ErrorWatch = { unexpected: string[]; expected: { pattern: RegExp; seen: boolean }[] };

/** The running test's watch (a worker runs one test at a time). */
let currentWatch: ErrorWatch | undefined;

/** Console errors or throws the current test causes on purpose; each must appear. */
export function expectConsoleErrors(...patterns: RegExp[]) {
  if (!currentWatch) throw new Error('expectConsoleErrors is for a test that runs with the fixtures’ test');
  currentWatch.expected.push(...patterns.map((pattern) => ({ pattern, seen: false })));
}

/** Chromium's console error for a response with `status` from `path` on this site (the message names no address). */
export function failedResponse(status: number, path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`status of ${status} \\(.*\\) \\(https?://[^/]+${escaped}(\\?[^)]*)?\\)$`);
}

function note(watch: ErrorWatch, message: string) {
  const expected = watch.expected.find(({ pattern }) => pattern.test(message));
  if (expected) expected.seen = true;
  else watch.unexpected.push(message);
}

const watched = new WeakSet<BrowserContext>();

/** Every page of the context: its console errors and uncaught errors go to the watch. */
function watchContext(watch: ErrorWatch, context: BrowserContext) {
  if (watched.has(context)) return context;
  watched.add(context);
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A failed request's message names no address; its location does.
    const url = message.location().url;
    note(watch, `console.error: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    note(watch, `uncaught ${error.name}: ${error.message} (${webError.page()?.url() ?? 'no page'})`);
  });
  return context;
}

export const test = base.extend<{ errorWatch: ErrorWatch }>({
  // Auto: also a test that only opens its own contexts (browser.newContext, browser.newPage) is watched.
  errorWatch: [
    async ({ browser }, use) => {
      const watch: ErrorWatch = { unexpected: [], expected: [] };
      currentWatch = watch;
      const newContext = browser.newContext;
      browser.newContext = async (options) => watchContext(watch, await newContext.call(browser, options));
      try {
        await use(watch);
      } finally {
        browser.newContext = newContext;
        currentWatch = undefined;
      }
      // Torn down after the test's own context (which depends on this): its pages have logged all they will.
      expect(watch.unexpected, 'console errors, uncaught errors (expectConsoleErrors if meant)').toEqual([]);
      const missing = watch.expected.filter(({ seen }) => !seen).map(({ pattern }) => String(pattern));
      expect(missing, 'expected console errors that never came').toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, errorWatch }, use) => {
    await use(watchContext(errorWatch, context));
  },
  page: async ({ page }, use) => {
    await page.addInitScript(recordAnnouncements);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => untilAppRuns(page, await goto(url, options));
    page.reload = async (options) => untilAppRuns(page, await reload(options));
    await use(page);
  },
});
export { expect };
