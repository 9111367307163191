#!/usr/bin/env node
/**
 * Ours beside the original DoDream web client, measured by the anchor's read-only script
 * `../shared/anchors/original-web/side-by-side.sh`; ports (:3204, :8790, :3205) and phases: docs/performance.md.
 *   npm run bench:side-by-side -- [--runs 3] [--phases gzip|"plain gzip"] [--routes /,/login,/a=/b] [--no-build] [--out DIR]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromePath, serverEnv, stopAndRemove, waitForLists } from './run-kit.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const anchor = resolve(root, '..', 'shared', 'anchors', 'original-web');
const OURS_PORT = 3204;
const PROXY_PORT = 3205;
const ORIGINAL_PORT = 8790;
// All seven bench:web routes: the original's router has each of them and its stub answers the calls they make.
const DEFAULT_ROUTES = '/,/jobfound,/jobinfo/1,/jobsearch,/learning,/onboard,/login';
const usage =
  'usage: npm run bench:side-by-side -- [--runs N] [--phases gzip|"plain gzip"] [--routes /,/login,/ours=/orig] [--no-build] [--out DIR]';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    phases: { type: 'string', default: 'gzip' },
    routes: { type: 'string', default: DEFAULT_ROUTES },
    'no-build': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});

function fail(message) {
  console.error(`bench:side-by-side: ${message}`);
  process.exit(1);
}

const runs = Number(values.runs);
const phases = values.phases.split(/[\s,]+/).filter(Boolean);
const pairs = values.routes
  .split(',')
  .filter(Boolean)
  .map((entry) => {
    const [ours, original = ours] = entry.split('=');
    return { ours, original };
  });
if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a whole number ≥ 1\n${usage}`);
if (phases.length === 0 || phases.some((phase) => phase !== 'plain' && phase !== 'gzip'))
  fail(`--phases takes "gzip", "plain" or "plain gzip"\n${usage}`);
// The script takes space-separated lists and names its files after the path.
if (pairs.length === 0 || pairs.some((pair) => [pair.ours, pair.original].some((r) => !/^\/\S*$/.test(r))))
  fail(`--routes takes paths starting with / (no spaces), comma-separated\n${usage}`);

const stamp = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, 'Z')
  .replaceAll(':', '');
const out = resolve(values.out ?? join(root, '.bench', 'side-by-side', stamp));
// summarize.mjs reads every run file in the folder: an old run would be mixed into the medians.
if (existsSync(out) && readdirSync(out).length > 0) fail(`${out} is not empty`);

const lighthouseCli = join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
const script = join(anchor, 'side-by-side.sh');
for (const [file, what] of [
  [script, 'the anchor script'],
  [lighthouseCli, 'Lighthouse (run npm install)'],
  [chromePath, 'Chromium (set CHROME_PATH)'],
]) {
  if (!existsSync(file)) fail(`${what} is missing: ${file}`);
}

function portIsFree(port) {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.once('error', () => resolvePort(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolvePort(true)));
  });
}

const interrupted = new AbortController();

let current; // the build or the script, whichever runs now

function run(command, args, options) {
  const child = spawn(command, args, options);
  current = child;
  return new Promise((resolveRun, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolveRun({ code, signal }));
  });
}

async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), 'dasibom-bench-side-'));
  const child = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...serverEnv(OURS_PORT, dir), RATE_LIMIT_MAX: '100000' },
  });
  const server = {
    child,
    stopping: false,
    stop: async () => {
      server.stopping = true;
      await stopAndRemove(child, dir);
    },
  };
  try {
    await waitForLists(`http://127.0.0.1:${OURS_PORT}/v1/recruit/list`, child, {
      name: 'our server',
      signal: interrupted.signal,
    });
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

function stopCurrent() {
  if (!current || current.exitCode !== null || current.signalCode !== null) return;
  // SIGINT lets Lighthouse close its Chromium; SIGTERM then runs the script's exit trap (stub and proxy).
  const signals = current.spawnargs[0] === 'bash' ? [[-current.pid, 'SIGINT']] : [];
  for (const [target, signal] of [...signals, [current.pid, 'SIGTERM']]) {
    try {
      process.kill(target, signal);
    } catch {
      // already gone
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted.signal.aborted) return;
    console.error(`\nbench:side-by-side: ${signal}, stopping`);
    interrupted.abort();
    stopCurrent();
  });
}

let server;
try {
  const needed = phases.includes('gzip')
    ? [OURS_PORT, PROXY_PORT, ORIGINAL_PORT]
    : [OURS_PORT, ORIGINAL_PORT];
  const taken = [];
  for (const port of needed) if (!(await portIsFree(port))) taken.push(port);
  // The script would measure whatever already answers there.
  if (taken.length > 0) throw new Error(`port ${taken.join(', ')} on 127.0.0.1 is in use; free it first`);

  if (!values['no-build']) {
    const built = await run('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (interrupted.signal.aborted) throw new Error('interrupted');
    if (built.code !== 0) throw new Error('npm run build failed');
  }
  if (!existsSync(join(root, 'apps/server/dist/server.mjs')) || !existsSync(join(root, 'apps/web/dist')))
    throw new Error('no build: run npm run build (or leave out --no-build)');

  server = await startServer();
  console.log(`ours: http://127.0.0.1:${OURS_PORT} (compiled server, new embedded database)`);
  server.child.once('exit', (code) => {
    if (server.stopping) return;
    console.error(`bench:side-by-side: our server stopped during the run (exit ${code})`);
    interrupted.abort();
    stopCurrent();
  });

  mkdirSync(out, { recursive: true });
  const result = await run('bash', [script, out], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      OURS_PORT: String(OURS_PORT),
      LH: lighthouseCli,
      RUNS: String(runs),
      PHASES: phases.join(' '),
      ROUTES_OURS: pairs.map((pair) => pair.ours).join(' '),
      ROUTES_ORIG: pairs.map((pair) => pair.original).join(' '),
      CHROME_PATH: chromePath,
    },
  });
  if (interrupted.signal.aborted) throw new Error('interrupted');
  if (result.code !== 0) throw new Error(`side-by-side.sh failed (exit ${result.code ?? result.signal})`);

  const summary = join(out, 'summary.md');
  if (!existsSync(summary) || readFileSync(summary, 'utf8').trim() === '')
    throw new Error(`side-by-side.sh wrote no summary in ${out}`);
  const failedRuns = readFileSync(join(out, 'runs.log'), 'utf8')
    .split('\n')
    .filter((line) => line.includes('lighthouse rc='));
  if (failedRuns.length > 0) {
    console.error(`bench:side-by-side: ${failedRuns.length} Lighthouse run(s) failed (see runs.log)`);
    process.exitCode = 1;
  }
  console.log(`\nsummary: ${summary}`);
} catch (error) {
  console.error(`bench:side-by-side failed: ${error.message}`);
  process.exitCode = interrupted.signal.aborted ? 130 : 1;
} finally {
  stopCurrent();
  await server?.stop();
}
