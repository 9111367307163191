#!/usr/bin/env node
// `npm run test:resilience` (issue 25; .ci/run calls it after `npm test`): faults on a private PostgreSQL cluster,
// two instances on one database and Redis, the access matrix, route-wide fuzzing and a bounded load, against the
// compiled server. Loopback only. Writes its counts to .test-results/resilience.json and its figures (cases fuzzed,
// faults injected, writes lost, load) to .test-results/resilience-figures.json; ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sumCounts, summaryLine } from './sum-counts.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, '.test-results');
mkdirSync(results, { recursive: true });
const countsFile = join(results, 'resilience.json');
rmSync(countsFile, { force: true });
rmSync(join(results, 'resilience-figures.json'), { force: true });

// The suite runs the server as production does, from its bundle: made fresh so it tests this tree, not an old build
// (a fraction of a second; the database template is remade only when its inputs changed).
const built = spawnSync('node', ['apps/server/scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const run = spawnSync('npx', ['vitest', 'run', '--project', 'resilience', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, COUNTS_FILE: countsFile },
});
const total = sumCounts([countsFile]);
if (run.status !== 0 && total.failed === 0) total.failed = 1;
console.log(`\n${summaryLine(total)}`);
process.exit(total.failed > 0 ? 1 : 0);
