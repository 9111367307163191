import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Reporter, SerializedError, TestModule, TestRunEndReason } from 'vitest/node';

/** Writes `{ passed, failed, skipped }` of this vitest run for scripts/run-tests.mjs to add up. */
export default class CountReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
    reason: TestRunEndReason,
  ) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      // A file that failed to load has no tests but must not count as green.
      if (mod.state() === 'failed' && [...mod.children.allTests()].length === 0) counts.failed++;
    }
    // Unhandled errors, and a run that failed or was interrupted before any test failed, must not look green.
    counts.failed += unhandledErrors.length;
    if (reason !== 'passed' && counts.failed === 0) counts.failed = 1;
    const file = process.env.COUNTS_FILE;
    if (file) {
      mkdirSync(resolve(file, '..'), { recursive: true });
      writeFileSync(file, JSON.stringify(counts));
    }
  }
}
