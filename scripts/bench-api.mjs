#!/usr/bin/env node
/**
 * API load benchmark (issues 10 and 26): `npm run bench:api -- [--scale 100] [--seconds 5] [--connections 16]
 * [--port 3830] [--members 50] [--seed 26] [--only TEXT] [--skip-fill] [--warmup 3] [--json FILE]`.
 * Cache on and cache off servers, scenarios, warm-up and the `/healthz` ratio: docs/performance.md, ADRs 014 and 035.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { seededRandom, seedFor, variedRecruitPath, variedTrainingPath } from './list-scenarios.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const USAGE =
  'usage: npm run bench:api -- [--scale N] [--seconds S] [--connections N] [--port P] [--members N] [--seed N] [--only TEXT] [--skip-fill] [--warmup S] [--json FILE]';
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    port: { type: 'string', default: '3830' },
    members: { type: 'string', default: '50' },
    seed: { type: 'string', default: '26' },
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
const memberCount = Number(values.members);
const seed = Number(values.seed);
if (
  !(seconds > 0) ||
  !(connections > 0) ||
  !(port > 0) ||
  !(warmup >= 0) ||
  !Number.isInteger(memberCount) ||
  memberCount < 1 ||
  memberCount > 999 ||
  !Number.isInteger(seed)
) {
  console.error(USAGE);
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL || 'pglite://.data/bench-api';
const shownUrl = databaseUrl.replace(/\/\/[^@/]*@/, '//…@');
const base = `http://127.0.0.1:${port}`;
// Not a secret: bench members exist only in bench databases.
const BENCH_PASSWORD = 'bench-api-Spring24!';
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function run(command, args, { env = {}, cwd = root, capture = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });
}

// HTTP for the setup (not measured)

async function api(method, path, { token, json, form } = {}) {
  const headers = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let body;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    body = new FormData();
    for (const [name, value] of Object.entries(form)) body.append(name, value);
  }
  const res = await fetch(base + path, { method, headers, body });
  const text = await res.text();
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return parsed?.data;
}

/** Every bench member through the login route (access tokens live 15 minutes). */
async function logIn(ctx) {
  const tokens = [];
  for (const loginId of ctx.loginIds) {
    const session = await api('POST', '/v1/member/auth/login', {
      json: { loginId, password: BENCH_PASSWORD },
    });
    tokens.push(session.accessToken);
  }
  ctx.tokens = tokens;
  ctx.tokensAt = Date.now();
}

/** Occupations (id and name) and regions as the server lists them: what the varied requests choose from. */
async function readReference() {
  const occupations = [];
  for (let page = 0; page < 20; page++) {
    const data = await api('GET', `/v1/job/list?pageNum=${page}`);
    occupations.push(...data.content.map((job) => ({ id: job.jobId, name: job.jobName })));
    if (data.last) break;
  }
  const regionNames = (await api('GET', '/v1/region/all')).map((region) => region.regionName);
  const districts = regionNames.filter((name) => name.trim().includes(' '));
  const cities = [...new Set(regionNames.map((name) => name.trim().split(/\s+/)[0]))];
  if (occupations.length === 0 || cities.length === 0)
    throw new Error('the server lists no occupations or regions');
  return {
    jobs: occupations,
    occupations: occupations.map((job) => job.name),
    cities,
    districts: districts.length > 0 ? districts : cities,
  };
}

/** Pages of posting ids (as the web's scrap check sends) and a few courses, some saved so the check finds them. */
async function readPools(ref) {
  const rng = seededRandom(seedFor(seed, 'pools'));
  const postingPages = [];
  for (let i = 0; i < 40 && postingPages.length < 24; i++) {
    const path =
      i < 4
        ? `/v1/recruit/list?pageNum=${i}`
        : variedRecruitPath(rng, ref).replace(/pageNum=\d+/, 'pageNum=0');
    const ids = (await api('GET', path)).job.map((posting) => posting.id);
    if (ids.length > 0) postingPages.push(ids);
  }
  const courses = [];
  for (const type of ['이론 위주', '실습 위주']) {
    const data = await api('GET', `/v1/training/list?${new URLSearchParams({ type })}`);
    courses.push(...data.srchList);
  }
  if (postingPages.length === 0) throw new Error('no open postings: fill the data first (drop --skip-fill)');
  return { postingPages, courses };
}

function seoulDate(daysFromNow) {
  return new Date(Date.now() + 9 * 3600_000 + daysFromNow * 86_400_000).toISOString().slice(0, 10);
}

/** Furnishes a bench member like a real one (groups, dated and checked to-dos, scraps); a second run adds nothing. */
async function furnishMember(n, token, ref, pools) {
  const jobs = ref.jobs;
  let mine = await api('GET', '/v1/my-dream/todo/jobs', { token });
  if (mine.length === 0) {
    const chosen = [jobs[n % jobs.length]];
    if (n % 3 === 0) chosen.push(jobs[(n * 7 + 3) % jobs.length]);
    for (const [i, job] of [...new Set(chosen)].entries()) {
      const { todoGroupId } = await api('POST', `/v1/my-dream/job/${job.id}`, { token });
      for (const [k, title] of ['자격증 시험 접수하기', '면접 준비 정리하기'].entries()) {
        await api('POST', `/v1/my-dream/todo-group/${todoGroupId}`, {
          token,
          form: {
            todoTitle: title,
            isPublic: 'true',
            memoText: '벤치마크 회원의 메모: 준비한 내용을 차근차근 정리해요.',
            targetDate: seoulDate(7 + ((n * 5 + i * 11 + k * 17) % 80)),
          },
        });
      }
      const group = await api('GET', `/v1/my-dream/todo-group/${todoGroupId}`, { token });
      for (const todo of group.todos.slice(0, n % 5)) {
        await api('PATCH', `/v1/my-dream/todo/${todo.todoId}/complete-state`, {
          token,
          json: { completed: true },
        });
      }
      // One in five keeps the plan private: others' cards leave it out, the member's own pages do not.
      await api('PATCH', `/v1/my-dream/todo/${todoGroupId}/public-state`, {
        token,
        json: { isPublic: n % 5 !== 0 },
      });
    }
    mine = await api('GET', '/v1/my-dream/todo/jobs', { token });
  }
  if ((await api('GET', '/v1/scrap/recruit/list', { token })).totalElements === 0) {
    // Every third card of a full page, so the scrap check of that page finds some saved and some not.
    const full = pools.postingPages.filter((page) => page.length >= 10);
    const page = (full.length > 0 ? full : pools.postingPages)[n % Math.max(1, full.length)];
    for (const id of page.filter((_, i) => (i + n) % 3 === 0).slice(0, 4)) {
      await api('POST', `/v1/scrap/recruit/${encodeURIComponent(id)}`, { token });
    }
  }
  const course = pools.courses[n % Math.max(1, pools.courses.length)];
  if (course && (await api('GET', '/v1/scrap/training/list', { token })).totalElements === 0) {
    await api('POST', '/v1/scrap/training', {
      token,
      json: {
        trprId: course.trprId,
        trprDegr: course.trprDegr,
        trainstCstId: course.trainstCstId,
        traStartDate: course.traStartDate,
        traEndDate: course.traEndDate,
      },
    });
  }
  return mine.map((group) => group.jobId);
}

// Scenarios

/**
 * `cache`: `hit` (answer cache after the first), `none` (route has none), `off` (LIST_CACHE_ANSWERS=0). `path`: one
 * URL, or `next(rng, ctx)` → `{ path, token }`. `connections` overrides `--connections` (then no /healthz ratio).
 */
function scenarios(ctx) {
  const job = (rng) => rng.pick(ctx.ref.jobs).id;
  const member = (rng) => rng.int(ctx.members.length - 1);
  const token = (i) => ctx.tokens[i];
  const maybeMember = (rng, p) => (rng.chance(p) ? token(member(rng)) : undefined);
  return [
    // cache on: one URL over and over
    {
      server: 'on',
      kind: 'same URL',
      cache: 'hit',
      name: 'recruit list · same URL',
      path: '/v1/recruit/list',
    },
    {
      server: 'on',
      kind: 'same URL',
      cache: 'hit',
      name: 'popular · same URL (visitor)',
      path: '/v1/recruit/popular',
    },
    {
      server: 'on',
      kind: 'same URL',
      cache: 'hit',
      name: 'training list · same URL',
      path: '/v1/training/list',
    },
    {
      server: 'on',
      kind: 'same URL',
      cache: 'none',
      name: 'others public · same URL (visitor)',
      path: '/v1/todo/other/public',
    },
    {
      server: 'on',
      kind: 'same URL',
      cache: 'none',
      name: 'others of a job · same URL (visitor)',
      path: `/v1/todo/other/simple/${ctx.ref.jobs[0].id}`,
    },
    // cache off: the nationwide defaults, every request read from the database
    {
      server: 'off',
      kind: 'cold',
      cache: 'off',
      name: 'recruit list · default, cold',
      path: '/v1/recruit/list',
    },
    {
      server: 'off',
      kind: 'cold',
      cache: 'off',
      name: 'recruit list · 여유순, cold',
      path: `/v1/recruit/list?${new URLSearchParams({ sortBy: '마감 여유순' })}`,
    },
    {
      server: 'off',
      kind: 'cold',
      cache: 'off',
      name: 'training list · default, cold',
      path: '/v1/training/list',
    },
    {
      server: 'off',
      kind: 'cold',
      cache: 'off',
      name: 'popular · visitor, cold',
      path: '/v1/recruit/popular',
    },
    // cache off: varied requests
    {
      server: 'off',
      kind: 'varied',
      cache: 'off',
      name: 'recruit list · varied',
      next: (rng) => ({ path: variedRecruitPath(rng, ctx.ref) }),
    },
    {
      server: 'off',
      kind: 'varied',
      cache: 'off',
      name: 'recruit list · varied, 1 connection',
      connections: 1,
      next: (rng) => ({ path: variedRecruitPath(rng, ctx.ref) }),
    },
    {
      server: 'off',
      kind: 'varied',
      cache: 'off',
      name: 'popular · varied viewers',
      // Three in four are members (their own jobs and region); the rest visitors.
      next: (rng) => ({ path: '/v1/recruit/popular', token: maybeMember(rng, 0.75) }),
    },
    {
      server: 'off',
      kind: 'varied',
      cache: 'off',
      name: 'training list · varied',
      next: (rng) => ({ path: variedTrainingPath(rng, ctx.ref) }),
    },
    {
      server: 'off',
      kind: 'varied',
      cache: 'none',
      name: 'others public · varied viewers',
      next: (rng) => ({ path: '/v1/todo/other/public', token: maybeMember(rng, 0.5) }),
    },
    {
      server: 'off',
      kind: 'varied',
      cache: 'none',
      name: 'others of a job · varied',
      next: (rng) => ({ path: `/v1/todo/other/simple/${job(rng)}`, token: maybeMember(rng, 0.5) }),
    },
    // cache off: member routes, a bench member's token per request
    {
      server: 'off',
      kind: 'member',
      cache: 'none',
      name: 'member · my to-do list',
      next: (rng) => ({ path: '/v1/my-dream/todo', token: token(member(rng)) }),
    },
    {
      server: 'off',
      kind: 'member',
      cache: 'none',
      name: 'member · scrap check (a page)',
      next: (rng) => ({
        path: `/v1/scrap/checked?${new URLSearchParams({ category: 'RECRUIT', idList: rng.pick(ctx.pools.postingPages).join(',') })}`,
        token: token(member(rng)),
      }),
    },
    {
      server: 'off',
      kind: 'member',
      cache: 'none',
      name: 'member · others of my jobs',
      next: (rng) => ({ path: '/v1/todo/other', token: token(member(rng)) }),
    },
    {
      server: 'off',
      kind: 'member',
      cache: 'none',
      name: 'member · timeline',
      // As the web: the whole timeline first, one job's when the member picks it.
      next: (rng) => {
        const i = member(rng);
        const jobs = ctx.members[i].jobIds;
        const path =
          rng.chance(0.35) && jobs.length > 0
            ? `/v1/my-dream/timeline?jobId=${rng.pick(jobs)}`
            : '/v1/my-dream/timeline';
        return { path, token: token(i) };
      },
    },
  ];
}

const usesTokens = (s) =>
  s.kind === 'member' || s.name.includes('viewers') || s.name.startsWith('others of a job · varied');

function requestOptions(scenario, rng) {
  if (scenario.path) return { url: base + scenario.path };
  return {
    url: base,
    requests: [
      {
        setupRequest: (req) => {
          const { path, token } = scenario.next(rng);
          return {
            ...req,
            path,
            headers: token ? { ...req.headers, authorization: `Bearer ${token}` } : req.headers,
          };
        },
      },
    ],
  };
}

function cannon(scenario, duration = seconds) {
  const rng = seededRandom(seedFor(seed, scenario.name));
  return new Promise((resolve, reject) => {
    autocannon(
      {
        ...requestOptions(scenario, rng),
        connections: scenario.connections ?? connections,
        duration,
        headers: { accept: 'application/json' },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** A few requests of each scenario, one at a time: a non-2xx one is shown with its path before any load. */
async function probe(list) {
  let failed = 0;
  for (const scenario of list) {
    const rng = seededRandom(seedFor(seed + 1, scenario.name));
    const requests = scenario.path
      ? [{ path: scenario.path }]
      : Array.from({ length: 8 }, () => scenario.next(rng));
    for (const { path, token } of requests) {
      const headers = { accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetch(base + path, { headers });
      const text = await res.text();
      if (!res.ok) {
        failed++;
        console.log(`  ✗ ${scenario.name}: ${res.status} ${decodeURIComponent(path)} ${text.slice(0, 200)}`);
      }
    }
  }
  return failed;
}

// Servers

const serverEnv = { DATABASE_URL: databaseUrl };
const SERVER_LOG = join(tmpdir(), `bench-api-server-${process.pid}.log`);
/** The server's error lines; the log is kept only when there are some (also when the bench stops on an error). */
function serverErrors() {
  let text = '';
  try {
    text = readFileSync(SERVER_LOG, 'utf8');
  } catch {
    return [];
  }
  return text.split('\n').filter((line) => /"level":(50|60)/.test(line));
}
process.on('exit', () => {
  if (serverErrors().length === 0) rmSync(SERVER_LOG, { force: true });
  else console.error(`the server's errors are in ${SERVER_LOG}`);
});

function startServer(extraEnv) {
  const env = {
    ...process.env,
    ...serverEnv,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000000',
    AUTH_RATE_LIMIT_MAX: '1000000000',
    SYNC_ON_BOOT: 'false',
    SYNC_CRON: 'off',
    ...extraEnv,
  };
  // The server as it ships, unless this run turns its cache off.
  if (!extraEnv.LIST_CACHE_ANSWERS) delete env.LIST_CACHE_ANSWERS;
  // The server's log (warnings and errors) goes to a file: under load, one failing route can log thousands of lines.
  const logFd = openSync(SERVER_LOG, 'a');
  const child = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    cwd: root,
    stdio: ['ignore', logFd, 'inherit'],
    env,
  });
  closeSync(logFd);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  };
  return { child, stop };
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

let current;
/** Anything besides non-2xx answers under load that makes the figures invalid (printed at the end; exit code 1). */
const problems = [];
process.on('SIGINT', () => {
  current?.child.kill('SIGTERM');
  process.exit(130);
});

function measuredOf(scenario, r) {
  return {
    scenario: scenario.name,
    server: scenario.server === 'on' ? 'cache on' : 'cache off',
    kind: scenario.kind,
    cache: scenario.cache,
    path: scenario.path ?? null,
    connections: scenario.connections ?? connections,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    status4xx: r['4xx'],
    status5xx: r['5xx'],
    errors: r.errors + r.timeouts,
  };
}

async function measureServer(which, names, ctx) {
  console.log(`\n── server with the list answer cache ${which} ──`);
  const server = startServer(which === 'off' ? { LIST_CACHE_ANSWERS: '0' } : {});
  current = server;
  try {
    await waitForServer(server.child);
    const health = await fetch(`${base}/healthz`).then((res) => res.json());
    ctx.health ??= health;
    ctx.ref ??= await readReference();
    ctx.pools ??= await readPools(ctx.ref);
    const list = scenarios(ctx).filter((s) => s.server === which && names.has(s.name));
    // Furnished once so both servers see the same data; fresh tokens per server (they live 15 minutes).
    if (ctx.loginIds && (!ctx.members || list.some(usesTokens))) {
      await logIn(ctx);
      if (!ctx.members) {
        ctx.members = [];
        for (const [n, token] of ctx.tokens.entries()) {
          ctx.members.push({ jobIds: await furnishMember(n + 1, token, ctx.ref, ctx.pools) });
        }
        await reportContent(ctx);
      }
    }
    const failures = await probe(list);
    if (failures > 0)
      console.log(`  ${failures} probe request(s) failed: the load below will count them as non-2xx`);
    if (warmup > 0) await cannon(list[0], warmup);
    const loadBefore = load();
    console.log(`load average before: ${loadBefore}`);
    console.log(HEADER);
    const healthScenario = (name) => ({
      server: which,
      kind: 'healthz',
      cache: 'none',
      name,
      path: '/healthz',
    });
    const rows = [];
    for (const scenario of [healthScenario('/healthz (first)'), ...list, healthScenario('/healthz (last)')]) {
      // Long runs (--seconds): new tokens before the old ones can expire during a scenario.
      if (usesTokens(scenario) && Date.now() - ctx.tokensAt > 10 * 60_000 - seconds * 1000) await logIn(ctx);
      const row = measuredOf(scenario, await cannon(scenario));
      rows.push(row);
      printRow(row);
    }
    const loadAfter = load();
    console.log(`load average after: ${loadAfter}`);
    const healthRuns = rows.filter((m) => m.kind === 'healthz');
    const healthRps = healthRuns.reduce((sum, m) => sum + m.rps, 0) / healthRuns.length;
    for (const row of rows) {
      row.ratio = row.connections === connections ? Number((row.rps / healthRps).toFixed(2)) : null;
    }
    return {
      server: which === 'on' ? 'cache on' : 'cache off',
      loadAverage: { before: loadBefore, after: loadAfter },
      healthzRps: Math.round(healthRps),
      rows,
    };
  } finally {
    await server.stop();
    current = undefined;
  }
}

/** Member routes must return content: a bench of empty answers would say nothing. Missing content fails the run. */
async function reportContent(ctx) {
  const totals = { todos: 0, withTodos: 0, cards: 0, lines: 0 };
  const failed = new Map();
  const read = async (path, token, add) => {
    try {
      add(await api('GET', path, { token }));
    } catch (error) {
      if (!failed.has(path)) failed.set(path, error.message);
    }
  };
  for (const token of ctx.tokens) {
    await read('/v1/my-dream/todo', token, (mine) => {
      totals.todos += mine.todos.length;
      if (mine.todos.length > 0) totals.withTodos++;
    });
    await read('/v1/todo/other', token, (cards) => {
      totals.cards += cards.length;
    });
    await read('/v1/my-dream/timeline', token, (timeline) => {
      totals.lines += timeline.items.length;
    });
  }
  const n = ctx.tokens.length;
  const avg = (x) => (x / n).toFixed(1);
  console.log(
    `bench members: ${n}; ${totals.withTodos} with a to-do list (${avg(totals.todos)} to-dos each), ${avg(totals.cards)} cards of others of their jobs, ${avg(totals.lines)} timeline lines each`,
  );
  for (const message of failed.values()) {
    console.log(`  ✗ ${message}`);
    problems.push(`content check: ${message.slice(0, 120)}`);
  }
  if (failed.size === 0 && (totals.withTodos < n || totals.cards === 0 || totals.lines === 0)) {
    problems.push('content check: the bench members have empty to-do lists, cards or timelines');
  }
}

/** Columns in a terminal: Hangul takes two cells. */
const cells = (text) =>
  [...String(text)].reduce(
    (sum, ch) => sum + (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/.test(ch) ? 2 : 1),
    0,
  );
const pad = (text, n) => String(text) + ' '.repeat(Math.max(0, n - cells(text)));
const num = (value, n) => String(value).padStart(n);
const HEADER = `${pad('scenario', 40)}${pad('cache', 6)}${num('req/s', 8)}${num('p50 ms', 8)}${num('p99 ms', 8)}  non-2xx / errors`;
function printRow(m) {
  const trouble = [];
  if (m.non2xx) trouble.push(`non-2xx ${m.non2xx} (4xx ${m.status4xx}, 5xx ${m.status5xx})`);
  if (m.errors) trouble.push(`errors ${m.errors}`);
  console.log(
    `${pad(m.scenario, 40)}${pad(m.cache, 6)}${num(m.rps, 8)}${num(m.p50, 8)}${num(m.p99, 8)}  ${trouble.join(', ') || '-'}`,
  );
}

// Run

// With --skip-fill the data is whatever was filled before: its size is the postings count the server reports.
const scaleShown = values['skip-fill'] ? 'as filled before' : `scale ${values.scale}`;
console.log(`bench:api · ${shownUrl} · ${scaleShown}`);
if (!values['skip-fill'])
  await run('npm', ['run', 'sync', '--', '--scale', values.scale], { env: serverEnv });
await run('npm', ['run', '-w', '@dasibom/server', 'build']);

// A stand-in context to list the scenarios before any server answers (names and kinds only).
const listed = scenarios({ ref: { jobs: [{ id: 1 }] }, members: [], tokens: [] }).filter((s) =>
  s.name.includes(values.only),
);
if (listed.length === 0) {
  console.error(`no scenario name contains "${values.only}"`);
  process.exit(1);
}
const ctx = {};
if (listed.some(usesTokens)) {
  const out = await run(
    process.execPath,
    [
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      'src/scripts/bench-members.ts',
      '--count',
      String(memberCount),
    ],
    {
      env: { ...serverEnv, BENCH_PASSWORD, LOG_LEVEL: 'warn' },
      cwd: join(root, 'apps/server'),
      capture: true,
    },
  );
  const made = JSON.parse(out.trim().split('\n').at(-1));
  ctx.loginIds = made.loginIds;
  console.log(`bench members: ${made.loginIds.length} (${made.added} added now)`);
}

const phases = [];
const names = new Set(listed.map((s) => s.name));
for (const which of ['on', 'off']) {
  if (listed.some((s) => s.server === which)) phases.push(await measureServer(which, names, ctx));
}

const results = phases.flatMap((phase) => phase.rows);
const health = ctx.health;
const postings = health.details?.sync?.postings?.rows ?? '?';
console.log(
  `\n${health.details?.database ?? '?'} · ${postings} postings · ${scaleShown} · ${connections} connections · ${seconds} s each · seed ${seed}`,
);
console.log(
  'cache: hit = every request after the first is an answer-cache hit; none = the route has no answer cache;\n' +
    '       off = the server kept no answers (LIST_CACHE_ANSWERS=0). ÷ healthz: of the same server.\n',
);
console.log(
  `${pad('scenario', 40)}${pad('server', 11)}${pad('cache', 6)}${num('req/s', 8)}${num('p50 ms', 8)}${num('p99 ms', 8)}${num('÷ healthz', 11)}  non-2xx / errors`,
);
for (const phase of phases) {
  for (const m of phase.rows) {
    const trouble = m.non2xx || m.errors ? `${m.non2xx} / ${m.errors}` : '-';
    console.log(
      `${pad(m.scenario, 40)}${pad(m.server, 11)}${pad(m.cache, 6)}${num(m.rps, 8)}${num(m.p50, 8)}${num(m.p99, 8)}${num(m.ratio === null ? '-' : m.ratio.toFixed(2), 11)}  ${trouble}`,
    );
  }
  console.log(
    `  ${phase.server}: /healthz ${phase.healthzRps} req/s · load average ${phase.loadAverage.before} → ${phase.loadAverage.after}`,
  );
}
const report = {
  database: health.details?.database ?? null,
  databaseUrl: shownUrl,
  scale: values['skip-fill'] ? null : Number(values.scale),
  postings,
  connections,
  seconds,
  warmupSeconds: warmup,
  seed,
  members: ctx.loginIds?.length ?? 0,
  servers: phases.map(({ rows, ...phase }) => phase),
  results,
};
console.log(`\n${JSON.stringify(report)}`);
if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
const failed = results.filter((m) => m.non2xx || m.errors);
const errorLines = serverErrors();
if (errorLines.length > 0) {
  const first = JSON.parse(errorLines[0]);
  problems.push(
    `the server logged ${errorLines.length} error(s), the first: ${first.err?.message ?? first.msg} (log: ${SERVER_LOG})`,
  );
}
if (problems.length > 0) {
  console.error(`\n✗ FAILED: ${problems.join('; ')}`);
  process.exitCode = 1;
}
if (failed.length > 0) {
  console.error(
    `\n✗ FAILED: ${failed.length} scenario(s) had non-2xx answers or errors — their figures are not valid:`,
  );
  for (const m of failed) {
    console.error(
      `  ${m.scenario} (${m.server}): non-2xx ${m.non2xx} (4xx ${m.status4xx}, 5xx ${m.status5xx}), errors ${m.errors}`,
    );
  }
  process.exitCode = 1;
}
