#!/usr/bin/env node
// Adds up the count files that the vitest and Playwright reporters write and prints the plain CI line
// "N passed, N failed" (STACK-NOTES trap 16). A missing file means that step never reported: one failure.
import { existsSync, readFileSync } from 'node:fs';

export function sumCounts(files) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const file of files) {
    if (!existsSync(file)) {
      console.error(`[tests] no results from ${file}: counted as a failure`);
      total.failed += 1;
      continue;
    }
    const counts = JSON.parse(readFileSync(file, 'utf8'));
    total.passed += counts.passed ?? 0;
    total.failed += counts.failed ?? 0;
    total.skipped += counts.skipped ?? 0;
  }
  return total;
}

export function summaryLine(total) {
  return `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const total = sumCounts(process.argv.slice(2));
  console.log(summaryLine(total));
  process.exit(total.failed > 0 ? 1 : 0);
}
