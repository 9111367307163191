import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_LOCK_KEY } from '../sync/lock.ts';
import { freePort } from '../test/free-port.ts';
import { call, dataOf, logIn, type Session, signUp, todoForm } from './harness/api.ts';
import { recordFigures } from './harness/figures.ts';
import { type PgCluster, startPgCluster } from './harness/pg-cluster.ts';
import { type ServerProcess, startServer } from './harness/server-process.ts';

/**
 * Faults on a PostgreSQL cluster of the test's own, under concurrent writes, against the compiled server in its own
 * process: a clean stop, a crash (immediate stop) and a killed backend. The server must survive each, answer 503
 * with Retry-After while the database is away, come back by itself, log the outage once each way, and never lose a
 * write it acknowledged (issue 25).
 */

const DATABASE = 'dasibom';
/** The bounds: a 503 within 1 s during the outage, service within 5 s of the database's return. */
const OUTAGE_ANSWER_MS = 1000;
const RECOVERY_MS = 5000;

let cluster: PgCluster;
let server: ServerProcess;
let session: Session;
let groupId: number;
const figures = { faultsInjected: 0, writesAcknowledged: 0, acknowledgedWritesLost: 0 };

beforeAll(async () => {
  cluster = await startPgCluster();
  await cluster.query(`create database ${DATABASE}`);
  server = await startServer({ DATABASE_URL: cluster.url(DATABASE) });
  const member = await signUp(server.url, server.outboxDir);
  session = await logIn(server.url, member);
  groupId = dataOf<{ todoGroupId: number }>(
    await call(server.url, 'POST', '/v1/my-dream/job/1', { token: session.accessToken }),
  ).todoGroupId;
});

afterAll(async () => {
  await server?.stop();
  cluster?.remove();
  recordFigures('databaseFaults', figures);
});

/** Loops creating to-dos until stopped; records every id the server acknowledged and every status it answered. */
function writeLoops(count: number, label: string) {
  const acknowledged: number[] = [];
  const statuses = new Map<number, number>();
  let running = true;
  const loops = Array.from({ length: count }, async (_, loop) => {
    for (let i = 0; running; i++) {
      const answer = await call(server.url, 'POST', `/v1/my-dream/todo-group/${groupId}`, {
        token: session.accessToken,
        form: todoForm(`${label} ${loop}-${i}`),
      }).catch(() => ({ status: 0, body: null }) as const);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status === 200) acknowledged.push((answer.body as { data: { todoId: number } }).data.todoId);
      // A refused request answers at once; do not spin on it.
      if (answer.status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return {
    acknowledged,
    statuses,
    async waitFor(predicate: () => boolean, what: string, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > deadline)
          throw new Error(`timed out waiting for ${what}: ${JSON.stringify([...statuses])}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

const logCount = (msg: string) => server.logs().filter((line) => line.msg === msg).length;

async function expectAnswered503() {
  const answer = await call(server.url, 'GET', '/v1/my-dream/todo/jobs', {
    token: session.accessToken,
    timeoutMs: OUTAGE_ANSWER_MS,
  });
  expect(answer.status).toBe(503);
  expect((answer.body as { code: string }).code).toBe('SERVICE_UNAVAILABLE');
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

async function expectRecoveredWithin(ms: number) {
  const started = Date.now();
  for (;;) {
    const answer = await call(server.url, 'GET', '/v1/my-dream/todo/jobs', {
      token: session.accessToken,
    }).catch(() => null);
    if (answer?.status === 200) break;
    if (Date.now() - started > ms) throw new Error(`not recovered ${ms} ms after the database came back`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function expectAllPresent(ids: number[]) {
  const rows = await cluster.query<{ id: number }>(
    'select id from todos where id = any($1::int[])',
    [ids],
    DATABASE,
  );
  const present = new Set(rows.map((row) => row.id));
  const lost = ids.filter((id) => !present.has(id));
  figures.writesAcknowledged += ids.length;
  figures.acknowledgedWritesLost += lost.length;
  expect(lost, 'acknowledged to-dos missing after the fault').toEqual([]);
}

/** After a fault: `more` writes go through, the loops stop, the server lives and no acknowledged write is lost. */
async function expectWritesResumed(loops: ReturnType<typeof writeLoops>, more: number, what: string) {
  const acknowledgedBefore = loops.acknowledged.length;
  await loops.waitFor(() => loops.acknowledged.length >= acknowledgedBefore + more, what);
  await loops.stop();
  expect(server.exited(), server.rawOutput()).toBeNull();
  await expectAllPresent(loops.acknowledged);
  expect([...loops.statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
}

describe.each([
  { mode: 'fast' as const, name: 'a clean stop' },
  { mode: 'immediate' as const, name: 'a crash (immediate stop)' },
])('PostgreSQL goes away by $name under concurrent writes', ({ mode }) => {
  it('keeps the server alive, answers 503 with Retry-After, recovers by itself and loses no acknowledged write', async () => {
    const linesBefore = server.logs().length;
    const upBefore = logCount('database available again');
    const loops = writeLoops(4, mode);
    await loops.waitFor(() => loops.acknowledged.length >= 10, 'writes before the fault');

    cluster.stop(mode);
    figures.faultsInjected++;
    await loops.waitFor(() => (loops.statuses.get(503) ?? 0) >= 4, '503s during the outage');
    await expectAnswered503();
    expect(server.exited(), server.rawOutput()).toBeNull();

    cluster.start();
    await expectRecoveredWithin(RECOVERY_MS);
    await expectWritesResumed(loops, 5, 'writes after recovery');
    // Once when the outage starts, once when the database is back: no line per request, per dropped connection
    // or per queue poll, and nothing at error level.
    await loops.waitFor(() => logCount('database available again') === upBefore + 1, 'the recovery log line');
    const warnings = server
      .logs()
      .slice(linesBefore)
      .filter((line) => line.level >= 40)
      .map((line) => line.msg);
    expect(warnings).toEqual(['database unavailable', 'database available again']);
  });
});

describe('a killed backend under concurrent writes', () => {
  it('keeps the server alive and every acknowledged write', async () => {
    const loops = writeLoops(4, 'kill');
    await loops.waitFor(() => loops.acknowledged.length >= 10, 'writes before the fault');
    await cluster.killBackend(DATABASE);
    figures.faultsInjected++;
    // The postmaster resets every connection and recovers; writes resume without a restart of the server.
    await expectWritesResumed(loops, 10, 'writes after the reset');
  });
});

/** A TCP peer that accepts and never answers: an SMTP server or an API that hangs. */
async function hangingPeer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const peer: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => peer.listen(port, '127.0.0.1', resolve));
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        peer.close(() => resolve());
      }),
  };
}

describe('a crash while the sync holds its lock and a queue job runs', () => {
  it('survives, recovers, and leaves no stale lock behind', async () => {
    const hang = await hangingPeer();
    await cluster.query('create database dasibom_sync');
    // A second server whose sync fetches from an API that never answers (the lock is held through the fetch) and
    // whose mail goes to an SMTP server that never greets (the mail job stays active).
    const busy = await startServer({
      DATABASE_URL: cluster.url('dasibom_sync'),
      SYNC_ON_BOOT: 'true',
      SARAMIN_ACCESS_KEY: 'resilience',
      SARAMIN_BASE_URL: `http://127.0.0.1:${hang.port}`,
      SMTP_URL: `smtp://127.0.0.1:${hang.port}`,
    });
    try {
      const lockHeld = async () =>
        (
          await cluster.query(
            `select 1 from pg_locks where locktype = 'advisory' and objid = $1 and granted`,
            [SYNC_LOCK_KEY],
            'dasibom_sync',
          )
        ).length > 0;
      const activeJobs = async () =>
        (
          await cluster.query<{ n: number }>(
            `select count(*)::int as n from pgboss.job where state = 'active'`,
            [],
            'dasibom_sync',
          )
        )[0]?.n ?? 0;
      await call(busy.url, 'POST', '/v1/member/auth/email/verifications', {
        json: { email: 'hang@example.com', type: 'SIGN_UP' },
      });
      const deadline = Date.now() + 30_000;
      while (!((await lockHeld()) && (await activeJobs()) >= 2)) {
        if (Date.now() > deadline) throw new Error('the sync lock and the mail job never became active');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      cluster.stop('immediate');
      figures.faultsInjected++;
      const outage = await call(busy.url, 'GET', '/v1/job/list', { timeoutMs: OUTAGE_ANSWER_MS });
      expect(outage.status).toBe(503);
      expect(busy.exited(), busy.rawOutput()).toBeNull();
      cluster.start();
      const started = Date.now();
      for (;;) {
        const answer = await call(busy.url, 'GET', '/healthz').catch((error: Error) => error);
        if (!(answer instanceof Error) && answer.status === 200) break;
        if (Date.now() - started > RECOVERY_MS) {
          throw new Error(
            `not recovered: ${String(answer instanceof Error ? answer.cause : JSON.stringify(answer.body))}, exited ${busy.exited()}\n${busy.rawOutput()}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(busy.exited(), busy.rawOutput()).toBeNull();
      // The lock's session died with the crash, so no lock outlives the run that held it.
      const stale = await cluster.query(
        `select 1 from pg_locks l join pg_stat_activity a using (pid)
          where l.locktype = 'advisory' and l.objid = $1 and a.backend_start < now() - interval '1 minute'`,
        [SYNC_LOCK_KEY],
        'dasibom_sync',
      );
      expect(stale).toEqual([]);
      expect(busy.logs().filter((line) => line.level >= 60)).toEqual([]);
    } finally {
      await busy.stop();
      await hang.close();
    }
  });
});
