import { chromium } from '@playwright/test';
const [loginId, password] = process.argv.slice(2);
const base = 'http://127.0.0.1:3960';
async function shot(page, path) {
  const width = page.viewportSize().width;
  if (width > 500) return page.screenshot({ path, fullPage: true });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 0; y < height; y += 1000, i++)
    await page.screenshot({ path: path.replace('.png', `-${i}.png`), fullPage: true, clip: { x: 0, y, width, height: Math.min(1000, height - y) } });
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [width, height] of [[390, 844], [1440, 900]]) {
  for (const size of ['normal', 'xlarge']) {
    const ctx = await browser.newContext({ viewport: { width, height }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
    const page = await ctx.newPage();
    await page.addInitScript((s) => localStorage.setItem('dasibom:textSize', s), size);
    await page.goto(`${base}/login`);
    await page.getByRole('textbox', { name: /^아이디/ }).fill(loginId);
    await page.locator('input[type=password]').first().fill(password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const tag = `${width}-${size}`;
    await page.goto(`${base}/mytodo/list`);
    await page.getByRole('list', { name: /할일$/ }).waitFor();
    await shot(page, `.shots/list-${tag}.png`);
    await page.goto(`${base}/mytodo/timeline`);
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await page.getByText(/지난 일정/).click().catch(() => {});
    await shot(page, `.shots/timeline-${tag}.png`);
    if (size === 'normal') {
      await page.evaluate(() => { window.print = () => {}; });
      await page.getByRole('button', { name: '인쇄하기' }).click();
      await page.locator('[data-print-plan]').waitFor({ state: 'attached' });
      await page.emulateMedia({ media: 'print' });
      await shot(page, `.shots/print-${tag}.png`);
      if (width === 1440) {
        await page.setViewportSize({ width: 794, height: 1123 });
        await page.screenshot({ path: '.shots/print-a4width.png', fullPage: true });
        await page.setViewportSize({ width, height });
      }
      if (width === 1440) await page.pdf({ path: '.shots/plan.pdf', format: 'A4', preferCSSPageSize: true });
      await page.emulateMedia({ media: 'screen' });
      const edit = await page.goto(`${base}/mytodo/list`);
      await page.getByRole('link', { name: /메모 쓰기|메모 보기/ }).first().click();
      await page.getByLabel(/^목표일 \(선택\)$/).waitFor();
      await page.screenshot({ path: `.shots/editor-${tag}.png`, fullPage: false });
      await page.goto(`${base}/mytodo/list`);
      await page.getByRole('list', { name: /할일$/ }).waitFor();
      await page.getByRole('button', { name: '바로 할일 추가' }).click();
      await page.getByLabel(/^목표일 \(선택\)$/).waitFor();
      await page.screenshot({ path: `.shots/quickadd-${tag}.png` });
    }
    await ctx.close();
  }
}
await browser.close();
