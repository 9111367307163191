#!/usr/bin/env node
/**
 * Plain-fetch load on the two list endpoints of a running server (start it with RATE_LIMIT_MAX=1000000, else 429s).
 *   npm run bench:lists -- [--url http://127.0.0.1:3000] [--concurrency 16] [--seconds 10] [--only text]
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { LIST_SCENARIOS } from './list-scenarios.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    concurrency: { type: 'string', default: '16' },
    seconds: { type: 'string', default: '10' },
    only: { type: 'string', default: '' },
  },
});
const base = values.url.replace(/\/$/, '');
const concurrency = Number(values.concurrency);
const seconds = Number(values.seconds);
if (!(concurrency > 0) || !(seconds > 0)) {
  console.error('usage: npm run bench:lists -- [--url URL] [--concurrency N] [--seconds S] [--only TEXT]');
  process.exit(1);
}

const scenarios = LIST_SCENARIOS.filter(([name]) => name.includes(values.only));

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function run(path) {
  const deadline = performance.now() + seconds * 1000;
  const latencies = [];
  const failures = new Map();
  async function worker() {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const res = await fetch(base + path);
        await res.arrayBuffer();
        if (res.status === 200) latencies.push(performance.now() - started);
        else failures.set(res.status, (failures.get(res.status) ?? 0) + 1);
      } catch (error) {
        failures.set(error.code ?? 'network', (failures.get(error.code ?? 'network') ?? 0) + 1);
      }
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { ok: latencies.length, rps: latencies.length / elapsed, latencies, failures };
}

const health = await fetch(`${base}/healthz`).then(
  (res) => res.json(),
  () => null,
);
if (!health) {
  console.error(`no server at ${base}`);
  process.exit(1);
}
const rows = health.details?.sync?.postings?.rows;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(
  `${base} · ${health.details?.database ?? '?'} · ${rows ?? '?'} postings · ${concurrency} workers · ${seconds} s each`,
);
console.log(`load average before: ${load()}\n`);
console.log(
  `${'scenario'.padEnd(32)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}  errors`,
);
let anyFailure = false;
for (const [name, path] of scenarios) {
  const result = await run(path);
  const errors = [...result.failures].map(([code, n]) => `${code}×${n}`).join(' ');
  if (errors) anyFailure = true;
  console.log(
    `${name.padEnd(32)}${result.rps.toFixed(0).padStart(9)}${percentile(result.latencies, 50).toFixed(1).padStart(9)}${percentile(result.latencies, 95).toFixed(1).padStart(9)}  ${errors || '-'}`,
  );
}
console.log(`\nload average after: ${load()}`);
if (anyFailure) {
  console.log(
    '\n429 = the rate limit is on (restart the server with RATE_LIMIT_MAX=1000000); 503 = the database',
  );
  console.log('could not answer in time (connection pool queue or a slow query under this concurrency).');
}
