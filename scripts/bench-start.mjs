#!/usr/bin/env node
/**
 * Server start as a user meets it (ADR 015, docs/performance.md): the compiled server N times on a new embedded
 * data directory, then N times on one that holds a database; time to `/healthz`, to a list with postings, idle RSS.
 *   npm run bench:start -- [--runs 3] [--port 3840] [--idle 10] [--json] [--server path/to/server.mjs]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3840' },
    idle: { type: 'string', default: '10' },
    json: { type: 'boolean', default: false },
    // Another build of the server to compare with (e.g. an older commit's bundle placed under apps/server/).
    server: { type: 'string', default: join(root, 'apps/server/dist/server.mjs') },
  },
});
const serverFile = resolve(values.server);
const runs = Number(values.runs);
const port = Number(values.port);
const idleSeconds = Number(values.idle);
if (!(runs >= 1) || !(port > 0) || !(idleSeconds >= 0)) {
  console.error(
    'usage: npm run bench:start -- [--runs N] [--port P] [--idle SECONDS] [--json] [--server FILE]',
  );
  process.exit(1);
}
if (!existsSync(serverFile)) {
  console.error(
    'apps/server/dist/server.mjs is missing: run `npm run build` first (npm run bench:start does).',
  );
  process.exit(1);
}

const say = (line) => {
  if (!values.json) console.log(line);
};
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN);
  return { rssMb: Math.round(kib('VmRSS') / 1024), peakMb: Math.round(kib('VmHWM') / 1024) };
}

async function get(path) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(5000) });
    return { status: response.status, body: await response.text() };
  } catch {
    return { status: 0, body: '' };
  }
}

/** True when /healthz shows no job waiting or running and no sync running (the boot's sync is done). */
async function isSettled() {
  const health = await get('/healthz');
  if (health.status !== 200) return false;
  const { queue, syncSchedule } = JSON.parse(health.body).details ?? {};
  return queue?.waiting === 0 && queue?.active === 0 && !syncSchedule?.running;
}

async function measure(dataDir, { waitForSync }) {
  const started = performance.now();
  const child = spawn(process.execPath, [serverFile], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: `pglite://${join(dataDir, 'pglite')}`,
      OUTBOX_DIR: join(dataDir, 'outbox'),
      UPLOAD_DIR: join(dataDir, 'uploads'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const since = () => Math.round(performance.now() - started);
  const result = {
    healthMs: null,
    listMs: null,
    listWithPostingsMs: null,
    syncDoneMs: null,
    rssMb: null,
    peakMb: null,
  };
  const deadline = performance.now() + 240_000;
  try {
    while (result.listWithPostingsMs === null) {
      if (exited) throw new Error(`the server exited before serving lists:\n${stderr}`);
      if (performance.now() > deadline) throw new Error(`no list with postings within 240 s:\n${stderr}`);
      if (result.healthMs === null && (await get('/healthz')).status === 200) result.healthMs = since();
      const list = await get('/v1/recruit/list');
      if (list.status === 200) {
        result.listMs ??= since();
        if ((JSON.parse(list.body).data?.job?.length ?? 0) > 0) result.listWithPostingsMs = since();
      }
      if (result.listWithPostingsMs === null) await sleep(25);
    }
    result.healthMs ??= result.listMs;
    if (waitForSync) {
      while (result.syncDoneMs === null) {
        if (exited || performance.now() > deadline)
          throw new Error(`the boot sync did not finish:\n${stderr}`);
        if (await isSettled()) result.syncDoneMs = since();
        else await sleep(100);
      }
    }
    await sleep(idleSeconds * 1000);
    Object.assign(result, memoryOf(child.pid));
  } finally {
    child.kill('SIGTERM');
    while (!exited) await sleep(20);
  }
  return result;
}

const median = (numbers) => {
  const sorted = numbers.filter((n) => n !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

const FIELDS = ['healthMs', 'listMs', 'listWithPostingsMs', 'syncDoneMs', 'rssMb', 'peakMb'];
const summarise = (list) =>
  Object.fromEntries(FIELDS.map((field) => [field, median(list.map((r) => r[field]))]));

const report = { loadBefore: load(), runs, idleSeconds, newDir: [], existingDir: [] };
say(`load average before: ${report.loadBefore}`);
const dirs = [];
try {
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'dasibom-bench-start-'));
    dirs.push(dir);
    const run = await measure(dir, { waitForSync: true });
    report.newDir.push(run);
    say(`new dir #${i + 1}: ${JSON.stringify(run)}`);
  }
  // The first run's directory now holds a database: the usual second and later `npm start`.
  for (let i = 0; i < runs; i++) {
    const run = await measure(dirs[0], { waitForSync: false });
    report.existingDir.push(run);
    say(`existing dir #${i + 1}: ${JSON.stringify(run)}`);
  }
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
report.loadAfter = load();
report.median = { newDir: summarise(report.newDir), existingDir: summarise(report.existingDir) };

if (values.json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const rows = [];
  for (const kind of ['newDir', 'existingDir']) {
    for (const [index, run] of report[kind].entries())
      rows.push({ data: kind, run: String(index + 1), ...run });
    rows.push({ data: kind, run: 'median', ...report.median[kind] });
  }
  const header = ['data', 'run', ...FIELDS];
  const widths = header.map((h) => Math.max(h.length, ...rows.map((row) => String(row[h] ?? '—').length)));
  const line = (cells) => cells.map((cell, i) => String(cell ?? '—').padStart(widths[i])).join('  ');
  console.log('');
  console.log(line(header));
  for (const row of rows) console.log(line(header.map((h) => row[h])));
  console.log(`\nload average after: ${report.loadAfter}`);
  console.log(JSON.stringify(report));
}
