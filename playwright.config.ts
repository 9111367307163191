import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { freePort } from './apps/server/src/test/free-port.ts';
import { chromePath, chromiumArgs, serverEnv, unlimited } from './scripts/run-kit.mjs';

// Chosen once in the main process; workers inherit them through the environment.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(await freePort());
if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'dasibom-e2e-'));
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;

/**
 * Journeys in Debian's Chromium (never a downloaded browser: STACK-NOTES trap 15) against the built web app served
 * by the real server, on a spare port with its own PGlite directory and mail outbox.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./scripts/e2e-count-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // Recording a trace (a snapshot per action, a screencast) made a journey take 1.7× as long on a 2-core machine
    // (ADR 036); CI retries a failure once, and that retry records one (locally: --trace on).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromePath, args: chromiumArgs },
  },
  outputDir: '.test-results/playwright',
  webServer: {
    // The compiled production server that `npm start` runs (built by `npm run build` before the journeys).
    command: 'node apps/server/dist/server.mjs',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...serverEnv(port, dataDir),
      // The journeys sign up and log in dozens of members from one IP within minutes.
      ...unlimited,
      NODE_ENV: 'test',
      // The reminder journey "advances the clock" through POST /v1/test-hooks/reminders-scan (ADR 026).
      TEST_HOOKS: 'on',
    },
  },
});
