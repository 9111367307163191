import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Fails a test that logs console.error; absolute, as each project resolves its setup files from its own root.
const consoleErrors = fileURLToPath(new URL('./vitest.console-errors.ts', import.meta.url));

/**
 * One vitest run with three projects. Server tests share one PGlite per file (STACK-NOTES trap 5), loaded from a
 * template the server project's globalSetup migrates once, so they run with limited parallelism; the count reporter
 * writes a summary that scripts/run-tests.mjs adds up.
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/count-reporter.ts'],
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [consoleErrors],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          // The resilience suite (faults, two instances, access matrix, fuzzing, load) runs on its own:
          // `npm run test:resilience`, called by .ci/run.
          exclude: ['src/resilience/**'],
          environment: 'node',
          setupFiles: [consoleErrors],
          pool: 'forks',
          // Files of one worker share its loaded modules: importing the server anew for each file cost more than
          // the tests themselves (5.2 → 2.6 min for the project). Every file builds its own app and database.
          isolate: false,
          // Migrates and seeds once per run; files start from copies (src/test/test-database.ts).
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'resilience',
          root: './apps/server',
          include: ['src/resilience/**/*.test.ts'],
          // One file at a time: the fault and load files time answers and spawn servers of their own.
          fileParallelism: false,
          environment: 'node',
          setupFiles: [consoleErrors],
          pool: 'forks',
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
