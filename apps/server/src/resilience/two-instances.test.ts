import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../platform/login-throttle.ts';
import { freePort } from '../test/free-port.ts';
import { type Answer, call, dataOf, logIn, type Session, signUp } from './harness/api.ts';
import { recordFigures } from './harness/figures.ts';
import { type PgCluster, startPgCluster } from './harness/pg-cluster.ts';
import { type ServerProcess, startServer } from './harness/server-process.ts';

/**
 * Two server processes on one PostgreSQL and one Redis behave as one (SECURITY.md, issue 25): per-IP limits and login
 * throttles count across both, a refresh token replayed on the other instance is caught, concurrent add-job and scrap
 * requests split across both leave one row, and each tick of a schedule makes one job that runs once.
 *
 * One pair serves every test. It trusts `x-forwarded-for` (as behind a load balancer), so each test speaks from an
 * address of its own and no test spends another's budget; requests without the header come from 127.0.0.1.
 */

const DATABASE = 'dasibom_pair';
/** Small enough to reach in a few requests; large enough for the sign-ups, logins and refreshes from 127.0.0.1. */
const AUTH_LIMIT = 8;
const GLOBAL_LIMIT = 40;
const PURGE_QUEUE = 'maintenance-purge';
const SEND_IT_QUEUE = '__pgboss__send-it';

let cluster: PgCluster;
let redis: ChildProcess | undefined;
let outboxDir: string;
let a: ServerProcess;
let b: ServerProcess;
const figures: Record<string, unknown> = {};

/** A Redis of the test's own: nothing persisted, loopback only. */
async function startRedis(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const pong = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.setTimeout(500);
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
    });
  const deadline = Date.now() + 10_000;
  while (!(await pong())) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('redis-server did not answer PING');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, url: `redis://127.0.0.1:${port}` };
}

beforeAll(async () => {
  cluster = await startPgCluster();
  await cluster.query(`create database ${DATABASE}`);
  const started = await startRedis();
  redis = started.child;
  // A code mail may be sent by either instance's queue worker: both write to one outbox.
  outboxDir = mkdtempSync(join(tmpdir(), 'dasibom-pair-outbox-'));
  const env = {
    DATABASE_URL: cluster.url(DATABASE),
    REDIS_URL: started.url,
    OUTBOX_DIR: outboxDir,
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT),
    RATE_LIMIT_MAX: String(GLOBAL_LIMIT),
    // Every minute, so a tick falls inside the run (the first one as the schedule starts).
    PURGE_CRON: '* * * * *',
  };
  // One after the other: the first migrates a fresh database.
  a = await startServer(env);
  b = await startServer(env);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  redis?.kill('SIGTERM');
  cluster?.remove();
  if (outboxDir) rmSync(outboxDir, { recursive: true, force: true });
  recordFigures('twoInstances', figures);
});

/** Instance A for even turns, B for odd ones: consecutive requests never meet the same process. */
const alternate = (turn: number) => (turn % 2 === 0 ? a : b);
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const codeOf = (answer: Answer) => (answer.body as { code?: string }).code;

describe('per-IP rate limits', () => {
  it.each([
    {
      limit: 'the stricter limit of an auth route',
      max: AUTH_LIMIT,
      path: '/v1/member/auth/check-id?loginId=pairprobe',
      ip: '10.25.1.1',
    },
    { limit: 'the global limit', max: GLOBAL_LIMIT, path: '/v1/job/list', ip: '10.25.1.2' },
  ])('count $limit across both instances, not per instance', async ({ max, path, ip }) => {
    const statuses: number[] = [];
    for (let turn = 0; turn < max; turn++) {
      statuses.push((await call(alternate(turn).url, 'GET', path, { headers: from(ip) })).status);
    }
    expect(statuses).toEqual(Array(max).fill(200));
    // The limit is reached in total: the next request is refused, whichever instance gets it.
    for (const turn of [max, max + 1]) {
      const refused = await call(alternate(turn).url, 'GET', path, { headers: from(ip) });
      expect(refused.status).toBe(429);
      expect(codeOf(refused)).toBe('RATE_LIMITED');
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    figures[max === AUTH_LIMIT ? 'authLimitReachedAfter' : 'globalLimitReachedAfter'] = max;
  });
});

describe('login throttling', () => {
  /** Wrong passwords for one (unknown) login ID from one address until the answer is LOGIN_THROTTLED. */
  async function failuresUntilThrottled(pick: (turn: number) => ServerProcess, ip: string) {
    const loginId = `ghost${randomBytes(4).toString('hex')}`;
    const codes: (string | undefined)[] = [];
    for (let turn = 0; turn < LOGIN_THROTTLE.backoffFromFailure + 3; turn++) {
      const answer = await call(pick(turn).url, 'POST', '/v1/member/auth/login', {
        json: { loginId, password: 'Wrong!2026xy' },
        headers: from(ip),
      });
      codes.push(codeOf(answer));
      if (answer.status === 429) {
        expect(codes.at(-1)).toBe('LOGIN_THROTTLED');
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        return { attempts: turn + 1, codes, loginId, nextTurn: turn + 1 };
      }
      expect(answer.status).toBe(401);
    }
    throw new Error(`never throttled: ${JSON.stringify(codes)}`);
  }

  it('throttles failures alternating between instances at the same count as on one instance', async () => {
    const single = await failuresUntilThrottled(() => a, '10.25.2.1');
    const pair = await failuresUntilThrottled(alternate, '10.25.2.2');
    expect(single.attempts).toBe(LOGIN_THROTTLE.backoffFromFailure);
    expect(pair.attempts).toBe(single.attempts);
    // The lock is shared too: the other instance refuses the next try without checking the password.
    const next = await call(alternate(pair.nextTurn).url, 'POST', '/v1/member/auth/login', {
      json: { loginId: pair.loginId, password: 'Wrong!2026xy' },
      headers: from('10.25.2.2'),
    });
    expect(next.status).toBe(429);
    expect(codeOf(next)).toBe('LOGIN_THROTTLED');
    figures.loginThrottledAfterFailures = pair.attempts;
  });
});

describe('refresh-token rotation', () => {
  it('catches a replay on the other instance and revokes the family', async () => {
    const member = await signUp(a.url, outboxDir);
    const token0 = (await logIn(a.url, member)).refreshToken;
    const refresh = (server: ServerProcess, refreshToken: string) =>
      call(server.url, 'POST', '/v1/member/auth/refresh', { json: { refreshToken } });
    const token1 = dataOf<Session>(await refresh(a, token0)).refreshToken;
    const token2 = dataOf<Session>(await refresh(b, token1)).refreshToken;

    // Two generations old, and a successor of it has been used: theft, not a race, whatever grace the newest
    // rotation has.
    const replay = await refresh(b, token0);
    expect(replay.status).toBe(401);
    expect(codeOf(replay)).toBe('AUTH_INVALID');

    const afterward = await refresh(a, token2);
    expect(afterward.status).toBe(401);
    expect(codeOf(afterward)).toBe('AUTH_INVALID');
    const live = await cluster.query<{ n: number }>(
      `select count(*)::int as n from refresh_tokens
        where member_id = (select id from members where login_id = $1) and revoked_at is null`,
      [member.loginId],
      DATABASE,
    );
    expect(live[0]?.n).toBe(0);
  });
});

describe('concurrent writes split across instances', () => {
  const CONCURRENT = 10;
  let session: Session;

  beforeAll(async () => {
    const member = await signUp(b.url, outboxDir);
    session = await logIn(b.url, member);
  });

  /** Fires the same request CONCURRENT times at once, half at each instance: exactly one may succeed. */
  async function burst(method: string, path: string, ip: string) {
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, turn) =>
        call(alternate(turn).url, method, path, { token: session.accessToken, headers: from(ip) }),
      ),
    );
    const wins = answers.filter((answer) => answer.status === 200);
    const refusals = answers.filter((answer) => answer.status !== 200).map(codeOf);
    expect(wins).toHaveLength(1);
    return { win: wins[0] as Answer, refusals };
  }

  it('adds a job once: one to-do group, one success, the rest JOB_ALREADY_ADDED', async () => {
    const jobId = 1;
    const { win, refusals } = await burst('POST', `/v1/my-dream/job/${jobId}`, '10.25.4.1');
    expect(refusals).toEqual(Array(CONCURRENT - 1).fill('JOB_ALREADY_ADDED'));
    const won = dataOf<{ todoGroupId: number; todoCount: number }>(win);
    const groups = await cluster.query<{ id: number }>(
      'select id from todo_groups where member_id = $1 and job_id = $2',
      [session.memberId, jobId],
      DATABASE,
    );
    expect(groups.map((group) => group.id)).toEqual([won.todoGroupId]);
    // The starter to-dos came once as well: a losing request left nothing behind.
    const todos = await cluster.query<{ n: number }>(
      'select count(*)::int as n from todos where group_id = $1',
      [won.todoGroupId],
      DATABASE,
    );
    expect(todos[0]?.n).toBe(won.todoCount);
    figures.addJobConcurrent = CONCURRENT;
  });

  it('scraps a posting once: one row, one success, the rest ALREADY_SCRAPPED', async () => {
    const postingId = `pair-${randomBytes(4).toString('hex')}`;
    // The pair does not sync (SYNC_ON_BOOT is off in the harness): one posting as the sync would write it.
    await cluster.query(
      `insert into postings (id, occupation_id, title, company_name, url, job_type_name, experience_level,
         required_education_level, close_type, salary, posted_at, source, synced_at)
       values ($1, 1, '두 인스턴스 공고', '다시봄상사', 'https://example.com/p', '정규직', '경력무관', '학력무관', 3,
         '면접 후 결정', now(), 'sample', now())`,
      [postingId],
      DATABASE,
    );
    const { win, refusals } = await burst('POST', `/v1/scrap/recruit/${postingId}`, '10.25.4.2');
    expect(refusals).toEqual(Array(CONCURRENT - 1).fill('ALREADY_SCRAPPED'));
    const rows = await cluster.query<{ id: number }>(
      'select id from recruit_scraps where member_id = $1 and posting_id = $2',
      [session.memberId, postingId],
      DATABASE,
    );
    expect(rows.map((row) => row.id)).toEqual([dataOf<{ scrapId: number }>(win).scrapId]);
    figures.scrapConcurrent = CONCURRENT;
  });
});

describe('scheduled jobs', () => {
  type Snapshot = { ticks: string[]; sendItPending: number; jobs: { state: string; retry_count: number }[] };

  /**
   * One consistent read of the purge schedule's ticks and jobs. pg-boss turns a tick into a `__pgboss__send-it` job
   * (one per minute: its singleton slot), whose worker then creates the purge job; the two queues are read in one
   * statement so a tick is never counted without its job.
   */
  async function snapshot(): Promise<Snapshot> {
    const [row] = await cluster.query<Snapshot>(
      `select
         coalesce((select array_agg(distinct singleton_on::text) from pgboss.job
                    where name = $2 and singleton_key = $1 and state = 'completed'), '{}') as ticks,
         (select count(*)::int from pgboss.job
           where name = $2 and singleton_key = $1 and state <> 'completed') as "sendItPending",
         coalesce((select json_agg(json_build_object('state', state, 'retry_count', retry_count))
                    from pgboss.job where name = $1), '[]') as jobs`,
      [PURGE_QUEUE, SEND_IT_QUEUE],
      DATABASE,
    );
    if (!row) throw new Error('no snapshot');
    return row;
  }

  it('turns each tick into one job that one instance runs once', async () => {
    const started = Date.now();
    let last: Snapshot | undefined;
    for (;;) {
      last = await snapshot();
      // A tick has fired and everything it (or anything else) queued has finished.
      const settled =
        last.ticks.length > 0 &&
        last.sendItPending === 0 &&
        last.jobs.every((job) => job.state === 'completed');
      if (settled) break;
      if (Date.now() - started > 100_000) throw new Error(`no tick ran: ${JSON.stringify(last)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // As many jobs as ticks (each minute's tick made one job, whichever instance's clock fired it)...
    expect(last.jobs, `purge jobs for ${last.ticks.length} tick(s)`).toHaveLength(last.ticks.length);
    // ...and each ran once: completed at the first try, and done by exactly one of the two processes.
    expect(last.jobs.every((job) => job.retry_count === 0)).toBe(true);
    const runs = () =>
      [a, b].map((server) => server.logs().filter((line) => line.msg === 'purge done').length);
    const deadline = Date.now() + 5000;
    while (runs().reduce((sum, n) => sum + n, 0) < last.jobs.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(runs().reduce((sum, n) => sum + n, 0)).toBe(last.jobs.length);
    figures.scheduleTicks = last.ticks.length;
    figures.scheduledJobsRun = last.jobs.length;
    figures.scheduleWaitMs = Date.now() - started;
  });
});
