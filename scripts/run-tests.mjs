#!/usr/bin/env node
// `npm test`: every test a reviewer needs, offline. The static checks (Biome lint and format, knip's dependency
// check and the layering check; TypeScript in every workspace: each counts as one test), unit and API tests (vitest:
// contract, server, web), then the web build, then the Playwright journeys in Chromium against the built app
// and a real server. Ends with the plain summary line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sumCounts, summaryLine } from './sum-counts.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n[tests] ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const unitFile = join(results, 'vitest.json');
const e2eFile = join(results, 'e2e.json');
const checksFile = join(results, 'static-checks.json');
const files = [checksFile, unitFile];

// A change that breaks lint or the types is not one a reviewer can trust, however its tests end.
const checks = [
  run('lint, format, dependencies and layers (Biome, knip, check-layers)', 'npm', ['run', 'lint']),
  run('types', 'npm', ['run', 'typecheck']),
];
writeFileSync(
  checksFile,
  JSON.stringify({ passed: checks.filter(Boolean).length, failed: checks.filter((ok) => !ok).length }),
);

const unitPassed = run(
  'unit and API tests',
  'npx',
  ['vitest', 'run', '--project', 'contract', '--project', 'server', '--project', 'web'],
  { COUNTS_FILE: unitFile },
);

const built = run('web build', 'npm', ['run', 'build']);
if (built) {
  run('browser journeys', 'npx', ['playwright', 'test'], { COUNTS_FILE: e2eFile });
  files.push(e2eFile);
} else {
  console.error('[tests] the web build failed: browser journeys not run');
  files.push(join(results, 'build-failed.json'));
}

const total = sumCounts(files);
// vitest failing (exit code) with no failed test counted — e.g. a crash after the reporter ran — still fails.
if (!unitPassed && total.failed === 0) total.failed = 1;
console.log(`\n${summaryLine(total)}`);
process.exit(total.failed > 0 ? 1 : 0);
