import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Writes `{ passed, failed, skipped }` of this Playwright run for scripts/run-tests.mjs (final results only). */
export default class E2eCountReporter implements Reporter {
  private readonly outcomes = new Map<string, 'passed' | 'failed' | 'skipped'>();

  onTestEnd(test: TestCase, result: TestResult) {
    const outcome = test.outcome();
    if (result.status === 'skipped' || outcome === 'skipped') this.outcomes.set(test.id, 'skipped');
    else if (outcome === 'expected' || outcome === 'flaky') this.outcomes.set(test.id, 'passed');
    else this.outcomes.set(test.id, 'failed');
  }

  onEnd(result: FullResult) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const outcome of this.outcomes.values()) counts[outcome]++;
    // A run that broke before any test (server did not start, config error) must not look green.
    if (result.status !== 'passed' && counts.failed === 0) counts.failed = 1;
    const file = process.env.COUNTS_FILE;
    if (file) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(counts));
    }
  }
}
