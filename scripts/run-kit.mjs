// What the measuring and screenshot scripts, playwright.config.ts and the journeys share: Debian's Chromium (never a
// downloaded browser: STACK-NOTES trap 15) with the same quiet flags, the compiled server on a data directory of its
// own, and how a layout shift is scored.
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumBaseArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
];
export const chromiumArgs = [...chromiumBaseArgs, '--disable-component-update', '--disable-sync'];

/** The server on 127.0.0.1:`port` with its PGlite, outbox and uploads under `dir`. */
export function serverEnv(port, dir) {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `pglite://${join(dir, 'pglite')}`,
    OUTBOX_DIR: join(dir, 'outbox'),
    UPLOAD_DIR: join(dir, 'uploads'),
    LOG_LEVEL: 'warn',
  };
}

/**
 * For runs that sign up and log in many members from one IP within minutes; the limits themselves are tested by
 * the server's own tests (plugins/rate-limit.test.ts, features/auth).
 */
export const unlimited = {
  RATE_LIMIT_MAX: '100000',
  AUTH_RATE_LIMIT_MAX: '100000',
  CODE_RATE_LIMIT_MAX: '100000',
  CODE_SENDS_PER_HOUR_PER_IP: '100000',
};

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Until a list at `url` holds data (the first sync is done); fails early when `child` exits or `signal` aborts. */
export async function waitForLists(url, child, { seconds = 120, name = 'the server', signal } = {}) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (signal?.aborted) throw new Error('interrupted');
    if (child && child.exitCode !== null) throw new Error(`${name} stopped (exit ${child.exitCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) {
        const body = await res.json();
        if (body.data.total > 0) return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** SIGTERM to `child` unless it has ended, then its directory goes. */
export async function stopAndRemove(child, dir) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
}

/** Through the app's login form, as a person does; resolves once the app has left /login. */
export async function logIn(page, base, member) {
  await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: /^아이디/ }).fill(member.loginId);
  await page
    .locator('input')
    .and(page.getByLabel(/^비밀번호\s*\(필수\)$/))
    .fill(member.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** web-vitals' CLS: shifts less than 1 s apart form a window of at most 5 s; the worst window counts. */
export function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (current > 0 && shift.startTime - last < 1000 && shift.startTime - first < 5000)
      current += shift.value;
    else {
      current = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    worst = Math.max(worst, current);
  }
  return worst;
}
