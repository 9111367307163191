#!/usr/bin/env node
/**
 * Bytes a phone downloads per route and Lighthouse's mobile scores (docs/performance.md). Without --url it builds and
 * starts its own server; with --url, start that one with RATE_LIMIT_MAX=100000 or Lighthouse may see 429s.
 *   npm run bench:web -- [--runs 3] [--routes /,/login] [--url http://127.0.0.1:3000] [--no-build] [--json FILE]
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromePath, chromiumArgs, freePort, serverEnv, stopAndRemove, waitForLists } from './run-kit.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string', default: '/,/jobfound,/jobinfo/1,/jobsearch,/learning,/onboard,/login' },
    url: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'string', default: join(root, '.bench', 'web.json') },
  },
});
const runs = Number(values.runs);
const routes = values.routes.split(',').filter(Boolean);
if (!(runs >= 1) || routes.length === 0) {
  console.error(
    'usage: npm run bench:web -- [--runs N] [--routes /,/login] [--url URL] [--no-build] [--json FILE]',
  );
  process.exit(1);
}
async function startServer() {
  if (!values['no-build']) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build failed');
  }
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'dasibom-bench-web-'));
  const child = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...serverEnv(port, dir), RATE_LIMIT_MAX: '100000' },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForLists(`${base}/v1/recruit/list`, child);
  return { base, stop: () => stopAndRemove(child, dir) };
}

async function startChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'dasibom-bench-chrome-'));
  const child = spawn(
    chromePath,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...chromiumArgs,
      '--disable-extensions',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (res.ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error(`Chromium (${chromePath}) did not open its debugging port`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, stop: () => stopAndRemove(child, profile) };
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Bytes of the same scripts when sent gzip-encoded (the unit of the JS budget), fetched once per URL. */
const gzipSizes = new Map();
async function gzipBytes(url) {
  if (!gzipSizes.has(url)) {
    const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    // fetch decodes the body, so the header gives the length; no .gz sibling means it is sent as it is.
    const body = await res.arrayBuffer();
    const length = Number(res.headers.get('content-length'));
    gzipSizes.set(url, length > 0 ? length : body.byteLength);
  }
  return gzipSizes.get(url);
}

async function bytesOf(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const sum = { js: 0, jsGzip: 0, css: 0, font: 0, total: 0, requests: items.length, fontFiles: 0 };
  for (const item of items) {
    const size = item.transferSize ?? 0;
    sum.total += size;
    if (item.resourceType === 'Script') {
      sum.js += size;
      sum.jsGzip += await gzipBytes(item.url);
    } else if (item.resourceType === 'Stylesheet') sum.css += size;
    else if (item.resourceType === 'Font') {
      sum.font += size;
      sum.fontFiles += 1;
    }
  }
  return sum;
}

async function measure(base, chromePort) {
  const results = [];
  for (const route of routes) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const result = await lighthouse(`${base}${route}`, {
        port: chromePort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result.lhr;
      if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      samples.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        bytes: await bytesOf(lhr),
      });
      process.stderr.write(`  ${route} run ${i + 1}/${runs}: performance ${samples.at(-1).performance}\n`);
    }
    const pick = (key) => median(samples.map((s) => s[key]));
    const pickBytes = (key) => median(samples.map((s) => s.bytes[key]));
    results.push({
      route,
      performance: pick('performance'),
      accessibility: Math.min(...samples.map((s) => s.accessibility)),
      lcpMs: pick('lcpMs'),
      fcpMs: pick('fcpMs'),
      tbtMs: pick('tbtMs'),
      cls: Math.max(...samples.map((s) => s.cls)),
      bytes: {
        js: pickBytes('js'),
        jsGzip: pickBytes('jsGzip'),
        css: pickBytes('css'),
        font: pickBytes('font'),
        fontFiles: pickBytes('fontFiles'),
        total: pickBytes('total'),
      },
      samples,
    });
  }
  return results;
}

// KB = 1,024 bytes, the unit of the budgets in issue 10 (its 242.8 KB was 248,640 B)
const kb = (bytes) => (bytes / 1024).toFixed(1);

function printTable(results) {
  const rows = [
    [
      'route',
      'perf',
      'a11y',
      'LCP s',
      'FCP s',
      'TBT ms',
      'CLS max',
      'JS KB',
      'JS gzip KB',
      'CSS KB',
      'font KB',
      'all KB',
    ],
    ...results.map((r) => [
      r.route,
      String(r.performance),
      String(r.accessibility),
      (r.lcpMs / 1000).toFixed(2),
      (r.fcpMs / 1000).toFixed(2),
      String(r.tbtMs),
      r.cls.toFixed(3),
      kb(r.bytes.js),
      kb(r.bytes.jsGzip),
      kb(r.bytes.css),
      kb(r.bytes.font),
      kb(r.bytes.total),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
}

const loadBefore = loadavg();
let server;
let chromium;
try {
  server = values.url ? { base: values.url.replace(/\/$/, ''), stop: async () => {} } : await startServer();
  chromium = await startChromium();
  const results = await measure(server.base, chromium.port);
  const report = {
    measuredAt: new Date().toISOString(),
    lighthouse: 'mobile defaults (simulated slow 4G, 4× CPU slowdown), cold cache',
    runsPerRoute: runs,
    note: 'performance, LCP, FCP, TBT and bytes are medians; CLS is the worst run; accessibility the lowest run',
    loadAverageBefore: loadBefore.map((n) => Number(n.toFixed(2))),
    loadAverageAfter: loadavg().map((n) => Number(n.toFixed(2))),
    results,
  };
  mkdirSync(dirname(values.json), { recursive: true });
  writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\nLighthouse ${report.lighthouse}; median of ${runs} per route; bytes as sent (brotli); JS gzip = the same scripts gzip-encoded; KB = 1,024 B`,
  );
  printTable(results);
  console.log(
    `load average before ${report.loadAverageBefore.join(' ')}, after ${report.loadAverageAfter.join(' ')}`,
  );
  console.log(`JSON: ${values.json}`);
} catch (error) {
  console.error(`bench:web failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await chromium?.stop();
  await server?.stop();
}
