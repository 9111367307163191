import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/open-db.ts';
import { rateCounters, refreshTokens, verificationCodes, verificationGrants } from '../db/schema.ts';
import { CODE_MAIL_QUEUE } from '../features/auth/verification-service.ts';
import { PURGE_QUEUE } from '../jobs.ts';
import { createMember } from '../test/accounts.ts';
import { buildTestApp } from '../test/build-test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { loginThrottles } from './login-throttle.ts';
import { createJobQueue, executorOn, type JobQueue } from './queue.ts';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('the job queue on our database', () => {
  let database: Database;
  let queue: JobQueue;
  const handled: { n: number }[] = [];
  const TEST_QUEUE = {
    name: 'test-echo',
    retryLimit: 1,
    retryDelaySeconds: 0,
    retryBackoff: false,
    expireInSeconds: 30,
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    queue = await createJobQueue({ database, log: silent, pollingIntervalSeconds: 0.5 });
    await queue.work<{ n: number }>(TEST_QUEUE, async (data) => {
      handled.push(data);
    });
  });
  afterAll(async () => {
    await queue.stop();
    await database.close();
  });

  it('hands pg-boss’s SQL to the driver as given, on the transaction’s connection: repeated $n, arrays', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        // pg-boss's insert reads its start-after $5 as text, as a timestamp and as an interval.
        await queue.send(tx, TEST_QUEUE.name, { n: 3 }, { startAfterSeconds: 60 });
        const { rows } = await executorOn(tx).executeSql(
          `select count(*)::int as n, $1::text as again, $3::int + $3::int as twice from pgboss.job
            where name = $1 and data->>'n' = any($2::text[]) and start_after > now() + interval '50 seconds'`,
          [TEST_QUEUE.name, ['3'], 21],
        );
        // Uncommitted: only the transaction's own client sees the job.
        expect(rows[0]).toEqual({ n: 1, again: TEST_QUEUE.name, twice: 42 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
  });

  it('enqueues inside the caller’s transaction: a rolled-back change leaves no job, a committed one runs', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queue.send(tx, TEST_QUEUE.name, { n: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await database.db.transaction(async (tx) => {
      await queue.send(tx, TEST_QUEUE.name, { n: 2 });
    });
    queue.nudge(TEST_QUEUE.name);
    await queue.settle();
    expect(handled).toEqual([{ n: 2 }]);
    const { rows } = await database.executeSql(
      `select count(*)::int as n from pgboss.job where name = $1 and data->>'n' = '1'`,
      [TEST_QUEUE.name],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('stores the production retry policy of the mail queue: 4 retries with back-off, then a dead letter', async () => {
    await queue.work(CODE_MAIL_QUEUE, async () => undefined);
    const { rows } = await database.executeSql(
      `select retry_limit, retry_delay, retry_backoff, dead_letter from pgboss.queue where name = $1`,
      [CODE_MAIL_QUEUE.name],
    );
    expect(rows[0]).toEqual({
      retry_limit: 4,
      retry_delay: 5,
      retry_backoff: true,
      dead_letter: 'auth-code-mail-failed',
    });
  });
});

describe('stopping the job queue', () => {
  const SLOW_QUEUE = {
    name: 'test-slow',
    retryLimit: 0,
    retryDelaySeconds: 0,
    retryBackoff: false,
    expireInSeconds: 60,
  };

  it('returns only after a running job has ended and its outcome is stored, so the database can close right after', async () => {
    const database = await openTestDatabase();
    try {
      const queue = await createJobQueue({ database, log: silent, pollingIntervalSeconds: 0.5 });
      let started!: () => void;
      const startedPromise = new Promise<void>((resolve) => {
        started = resolve;
      });
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await queue.work(SLOW_QUEUE, async () => {
        started();
        await gate;
        throw new Error('the job fails after the stop began');
      });
      await queue.enqueue(SLOW_QUEUE.name, {});
      queue.nudge(SLOW_QUEUE.name);
      await startedPromise;
      let stopped = false;
      const stopping = queue.stop().then(() => {
        stopped = true;
      });
      // pg-boss alone would give up after its 5 s grace and report the job as shut down; a handler that ends
      // later still records its outcome, and stop() waits for that statement.
      await new Promise((resolve) => setTimeout(resolve, 5_600));
      expect(stopped).toBe(false);
      release();
      await stopping;
      const { rows } = await database.executeSql(`select state, output from pgboss.job where name = $1`, [
        SLOW_QUEUE.name,
      ]);
      expect(rows).toHaveLength(1);
      expect((rows[0] as { state: string }).state).toBe('failed');
      // A statement pg-boss issues after the stop is dropped, not run on a database about to close.
      await expect(queue.stop()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  }, 20_000);
});

describe('the scheduled purge', () => {
  const t = useTestApp({ app: { env: { PURGE_CRON: '23 * * * *' } } });

  it('is scheduled on the queue (Asia/Seoul)', async () => {
    const { rows } = await t.database.executeSql(
      `select cron, timezone from pgboss.schedule where name = $1`,
      [PURGE_QUEUE.name],
    );
    expect(rows[0]).toEqual({ cron: t.config.PURGE_CRON, timezone: 'Asia/Seoul' });
  });

  it('is removed again when an instance starts with PURGE_CRON=off', async () => {
    const other = await buildTestApp({ database: t.database, env: { PURGE_CRON: 'off' } });
    try {
      const { rows } = await t.database.executeSql(`select name from pgboss.schedule where name = $1`, [
        PURGE_QUEUE.name,
      ]);
      expect(rows).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('removes expired codes, grants, refresh tokens, counters and login throttles; keeps everything still in use', async () => {
    const now = t.clock.now();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const later = (ms: number) => new Date(now.getTime() + ms);
    const HOUR = 60 * 60 * 1000;
    const member = await createMember(t);

    await t.db.insert(verificationCodes).values([
      { email: 'old@example.com', type: 'SIGN_UP', lastSentAt: ago(3 * HOUR), expiresAt: ago(3 * HOUR) },
      // Sent 50 minutes ago: its send window still caps resends.
      {
        email: 'recent@example.com',
        type: 'SIGN_UP',
        lastSentAt: ago(50 * 60 * 1000),
        expiresAt: ago(HOUR / 2),
      },
    ]);
    await t.db.insert(verificationGrants).values([
      { email: 'a@example.com', type: 'SIGN_UP', createdAt: ago(HOUR), expiresAt: ago(HOUR / 2) },
      {
        email: 'b@example.com',
        type: 'SIGN_UP',
        createdAt: ago(60_000),
        expiresAt: later(HOUR),
        consumedAt: now,
      },
      { email: 'c@example.com', type: 'SIGN_UP', createdAt: ago(60_000), expiresAt: later(HOUR) },
    ]);
    const token = (hash: string, values: Partial<typeof refreshTokens.$inferInsert>) => ({
      memberId: member.id,
      familyId: hash,
      tokenHash: hash,
      createdAt: ago(HOUR),
      expiresAt: later(HOUR),
      familyExpiresAt: later(HOUR),
      ...values,
    });
    await t.db
      .insert(refreshTokens)
      .values([
        token('ended', { familyExpiresAt: ago(1000) }),
        token('revoked-long-ago', { revokedAt: ago(25 * HOUR) }),
        token('rotated-live', { rotatedAt: ago(HOUR / 2) }),
        token('live', {}),
      ]);
    await t.db.insert(rateCounters).values([
      { key: 'purge-test:old', count: 3, windowStart: ago(25 * HOUR) },
      { key: 'purge-test:live', count: 3, windowStart: ago(HOUR / 2) },
    ]);

    await t.db.insert(loginThrottles).values([
      { key: 'purge-test:quiet', failures: 3, lastFailureAt: ago(25 * HOUR) },
      { key: 'purge-test:locked', failures: 9, lastFailureAt: ago(25 * HOUR), lockedUntil: later(60_000) },
      { key: 'purge-test:recent', failures: 2, lastFailureAt: ago(60_000) },
    ]);

    await t.database.db.transaction(async (tx) => {
      await t.queue.send(tx, PURGE_QUEUE.name, {});
    });
    await t.settle();

    const codes = await t.db.select({ email: verificationCodes.email }).from(verificationCodes);
    expect(codes.map((c) => c.email)).toEqual(['recent@example.com']);
    const grants = await t.db.select({ email: verificationGrants.email }).from(verificationGrants);
    expect(grants.map((g) => g.email)).toEqual(['c@example.com']);
    const tokens = await t.db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(eq(refreshTokens.memberId, member.id));
    expect(tokens.map((r) => r.hash).sort()).toEqual(['live', 'rotated-live']);
    const counters = await t.db
      .select({ key: rateCounters.key })
      .from(rateCounters)
      .where(sql`${rateCounters.key} like 'purge-test:%'`);
    expect(counters.map((c) => c.key)).toEqual(['purge-test:live']);
    const throttles = await t.db
      .select({ key: loginThrottles.key })
      .from(loginThrottles)
      .where(sql`${loginThrottles.key} like 'purge-test:%'`);
    expect(throttles.map((r) => r.key).sort()).toEqual(['purge-test:locked', 'purge-test:recent']);
  });
});
