#!/usr/bin/env node
/**
 * API load benchmark that anyone can rerun (issue 10, ADR 014):
 *
 *   npm run bench:api -- [--scale 100] [--seconds 5] [--connections 16] [--port 3830] [--skip-fill] [--json FILE]
 *                        [--warmup 3]
 *
 * 1. Fills the sample data at `--scale` (`npm run sync -- --scale N`) into `DATABASE_URL`, or without it into an
 *    embedded PGlite directory of its own (`.data/bench-api`, so a developer's `.data/pglite` is left alone).
 * 2. Builds the server (`apps/server/dist/server.mjs`) and starts it on 127.0.0.1:`--port` with a rate limit high
 *    enough never to answer 429, no boot sync and no schedule (nothing else touches the data during the run).
 * 3. Warms up: one request per scenario (statements prepared, reference data and answers read), then `--warmup`
 *    seconds of load on the first list scenario, not measured (a process that has just started runs its request
 *    path unoptimised for its first few thousand requests: on a busy 2-core machine that took seconds and landed on
 *    whichever scenario came first; 0 turns it off).
 * 4. Runs autocannon (`--connections`, `--seconds` each) on `/healthz`, every list scenario, and `/healthz` again,
 *    and prints req/s, p50, p99 and the ratio to `/healthz` (the mean of its two runs) as a table and as JSON.
 * 5. Stops the server.
 *
 * What `/healthz` does, for reading the ratio: a `select 1`, the job queue's counts (pg-boss, one statement over
 * its job table) and the sync state (one statement) — three round trips to the database.
 *
 * The machine's load average is printed before and after: on a shared machine, figures are only comparable at a
 * similar load.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { LIST_SCENARIOS } from './list-scenarios.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    port: { type: 'string', default: '3830' },
    only: { type: 'string', default: '' },
    warmup: { type: 'string', default: '3' },
    'skip-fill': { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const port = Number(values.port);
const warmup = Number(values.warmup);
if (!(seconds > 0) || !(connections > 0) || !(port > 0) || !(warmup >= 0)) {
  console.error(
    'usage: npm run bench:api -- [--scale N] [--seconds S] [--connections N] [--port P] [--skip-fill] [--warmup S]',
  );
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL || 'pglite://.data/bench-api';
const base = `http://127.0.0.1:${port}`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });
}

const HEALTH = ['/healthz', '/healthz'];
const SCENARIOS = LIST_SCENARIOS.filter(([name]) => name.includes(values.only));

function cannon(path, duration = seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: base + path, connections, duration, headers: { accept: 'application/json' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function waitForServer(child) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`${base}/healthz`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not answer /healthz within 300 s');
}

const env = { DATABASE_URL: databaseUrl };
console.log(`bench:api · ${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')} · scale ${values.scale}`);
if (!values['skip-fill']) await run('npm', ['run', 'sync', '--', '--scale', values.scale], env);
await run('npm', ['run', '-w', '@dasibom/server', 'build']);

const server = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000000',
    SYNC_ON_BOOT: 'false',
    SYNC_CRON: 'off',
  },
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const results = [];
try {
  await waitForServer(server);
  const health = await fetch(`${base}/healthz`).then((res) => res.json());
  const rows = health.details?.sync?.postings?.rows ?? '?';
  const loadBefore = load();
  console.log(
    `\n${base} · ${health.details?.database ?? '?'} · ${rows} postings · ${connections} connections · ${seconds} s each`,
  );
  console.log(`load average before: ${loadBefore}\n`);
  // Warm-up: the first requests prepare statements and read reference data.
  for (const [, path] of SCENARIOS) await fetch(base + path).then((res) => res.arrayBuffer());
  if (warmup > 0 && SCENARIOS[0]) await cannon(SCENARIOS[0][1], warmup);
  const measured = [];
  const order = [['/healthz (first)', HEALTH[0]], ...SCENARIOS, ['/healthz (last)', HEALTH[1]]];
  for (const [name, path] of order) {
    const r = await cannon(path);
    measured.push({
      scenario: name,
      path,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    });
  }
  const healthRuns = measured.filter((m) => m.path === '/healthz');
  const healthRps = healthRuns.reduce((sum, m) => sum + m.rps, 0) / healthRuns.length;
  for (const m of measured) results.push({ ...m, ratio: Number((m.rps / healthRps).toFixed(2)) });
  const loadAfter = load();

  const header = `${'scenario'.padEnd(34)}${'req/s'.padStart(8)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'÷ healthz'.padStart(11)}  errors`;
  console.log(header);
  for (const m of results) {
    const errors = m.non2xx || m.errors ? `non-2xx ${m.non2xx}, errors ${m.errors}` : '-';
    console.log(
      `${m.scenario.padEnd(34)}${String(m.rps).padStart(8)}${String(m.p50).padStart(8)}${String(m.p99).padStart(8)}${m.ratio.toFixed(2).padStart(11)}  ${errors}`,
    );
  }
  console.log(`\nload average after: ${loadAfter}`);
  const report = {
    database: health.details?.database ?? null,
    databaseUrl: databaseUrl.replace(/\/\/[^@/]*@/, '//…@'),
    scale: Number(values.scale),
    postings: rows,
    connections,
    seconds,
    warmupSeconds: warmup,
    loadAverage: { before: loadBefore, after: loadAfter },
    healthzRps: Math.round(healthRps),
    results,
  };
  console.log(`\n${JSON.stringify(report)}`);
  if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
  if (results.some((m) => m.non2xx || m.errors)) process.exitCode = 1;
} finally {
  stop();
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
}
