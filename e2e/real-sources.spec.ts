import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../apps/server/src/test/free-port.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * The real adapters end to end: a local stand-in answers as 사람인, 고용24 and Q-Net document (quirks included), a
 * second compiled server is pointed at it with keys set, syncs after it starts, and the screens show what came
 * from the sources under their own names (docs/decisions/031).
 */

type SyncHealth = Record<
  'postings' | 'courses' | 'exams',
  { source: string | null; lastSyncAt: string | null }
>;

let standIn: ChildProcess | undefined;
let server: ChildProcess | undefined;
let dataDir = '';
let base = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const standInPort = await freePort();
  const serverPort = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'dasibom-e2e-sources-'));
  standIn = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/scripts/sources-stand-in.ts', '--port', String(standInPort)],
    { stdio: 'ignore' },
  );
  const standInUrl = `http://127.0.0.1:${standInPort}`;
  server = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `pglite://${join(dataDir, 'pglite')}`,
      OUTBOX_DIR: join(dataDir, 'outbox'),
      UPLOAD_DIR: join(dataDir, 'uploads'),
      SARAMIN_ACCESS_KEY: 'stand-in',
      WORK24_AUTH_KEY: 'stand-in',
      QNET_SERVICE_KEY: 'stand-in',
      SARAMIN_BASE_URL: standInUrl,
      WORK24_BASE_URL: standInUrl,
      QNET_BASE_URL: standInUrl,
    },
  });
  base = `http://127.0.0.1:${serverPort}`;
  // The server starts on the build's sample template and syncs from the configured sources right after listening.
  await expect
    .poll(
      async () => {
        try {
          const health = await request.get(`${base}/healthz`);
          if (!health.ok()) return null;
          const sync = (await health.json()).details.sync as SyncHealth;
          return Object.fromEntries(
            Object.entries(sync).map(([kind, state]) => [kind, state.lastSyncAt ? state.source : null]),
          );
        } catch {
          return null;
        }
      },
      { timeout: 150_000, intervals: [500] },
    )
    .toEqual({ postings: 'SARAMIN', courses: 'WORK24', exams: 'QNET' });
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  standIn?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('postings from 사람인 say where they come from, with no 예시 badge', async ({ page }) => {
  await page.goto(`${base}/jobsearch?job=`);
  await expect(page.getByText(/^사람인 · .*기준$/).first()).toBeVisible();
  await expect(page.getByText('예시 데이터')).toHaveCount(0);
  await expect(page.getByText(/^[\d,]+개의 일자리가 구인 중이에요$/)).toBeVisible();
  await expectAccessible(page, '/jobsearch on 사람인 data');
});

test('courses from 고용24 show 본인부담액 where the course detail gave it, and name each fee as 고용24 does', async ({
  page,
}) => {
  await page.goto(`${base}/learning`);
  await expect(page.getByText(/^고용24 · .*기준$/).first()).toBeVisible();
  await expect(page.getByText('예시 데이터')).toHaveCount(0);
  const main = page.getByRole('main');
  await expect(main.getByText(/본인부담액/).first()).toBeVisible();
  // The old, false label for 실제 훈련비.
  await expect(main.getByText(/본인이 내는 금액/)).toHaveCount(0);
  await expectAccessible(page, '/learning on 고용24 data');
});
