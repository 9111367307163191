import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { type AppDeps, buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/open-db.ts';
import { createFakeClock } from '../platform/clock.ts';
import { createMemoryMailer } from '../platform/mailer.ts';
import { createJobQueue } from '../platform/queue.ts';
import { createDiskStorage, type Storage } from '../platform/storage.ts';
import { openTestDatabase } from './test-database.ts';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

type TestAppOptions = {
  /** Extra environment for loadConfig (e.g. RATE_LIMIT_MAX). */
  env?: Record<string, string>;
  /** Reuse a database (e.g. two app instances on one database). */
  database?: Database;
  /** Share a Redis prefix between instances; a random one otherwise. */
  redisPrefix?: string;
  /** Share a JWT secret between instances (tokens from one accepted by the other); a random one otherwise. */
  jwtSecret?: Uint8Array;
  /** Jobs wait until `settle()` instead of running right after the request (tests that measure the request alone). */
  holdJobs?: boolean;
  /** Capture the app's log lines (at `env.LOG_LEVEL`, default info) instead of running silent. */
  logStream?: DestinationStream;
  /** Another file storage than a temporary upload directory (e.g. S3 with a fake client). */
  storage?: Storage;
  /** A Redis client of the test's own (one at a closed port, behind a proxy…); otherwise one on `REDIS_URL` if set. */
  redis?: Redis;
};

/**
 * The same app the server runs, with test deps: a migrated and seeded database, captured mail, a fake clock, and
 * Redis (with a private key prefix) when `REDIS_URL` is set.
 */
export async function buildTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await openTestDatabase());
  const redisPrefix = options.redisPrefix ?? `dasibom-test:${randomBytes(6).toString('hex')}:`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_MAX: '100000',
    CODE_RATE_LIMIT_MAX: '100000',
    WEB_DIST_DIR: join(mkdtempSync(join(tmpdir(), 'dasibom-web-')), 'missing'),
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'dasibom-outbox-')),
    UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'dasibom-uploads-')),
    REDIS_PREFIX: redisPrefix,
    // No scheduled purge in the middle of someone else's test (it runs on the fake clock's "now"); the purge test
    // turns it on.
    PURGE_CRON: 'off',
    REMINDER_CRON: 'off',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...options.env,
  });
  const redis =
    options.redis ??
    (config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined);
  const mailer = createMemoryMailer();
  const clock = createFakeClock();
  const storage = options.storage ?? createDiskStorage(config.uploadDir);
  // The real queue on the test database; failed jobs retry at once so a test of retries and dead letters does not
  // wait out production back-off (the production policy itself is asserted in platform/queue.test.ts).
  const realQueue = await createJobQueue({
    database,
    log: silentLog,
    pollingIntervalSeconds: options.holdJobs ? 3600 : 0.5,
    retryOverride: { retryDelaySeconds: 0, retryBackoff: false },
  });
  const queue = options.holdJobs ? { ...realQueue, nudge: () => undefined } : realQueue;
  const deps: AppDeps = {
    config,
    // A shared database is closed by whoever opened it.
    database: options.database ? { ...database, close: async () => undefined } : database,
    clock,
    mailer,
    storage,
    redis,
    queue,
    health: new Map(),
    ...(options.jwtSecret ? { jwtSecret: options.jwtSecret } : {}),
  };
  const app = await buildApp(deps, options.logStream ? { logStream: options.logStream } : { logger: false });
  return {
    app,
    db: database.db,
    database,
    mailer,
    clock,
    config,
    redis,
    storage,
    jwtSecret: app.deps.jwtSecret,
    queue: app.deps.queue,
    /** Waits until the job queue has nothing waiting or running (mail sent, purges done). */
    settle: () => app.deps.queue.settle(),
    close: () => app.close(),
  };
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** `body` with a second instance on `t`'s database, secret and time (two servers behind one address), closed after. */
export async function withSecondInstance(t: TestApp, body: (second: TestApp) => Promise<void>) {
  const second = await buildTestApp({ database: t.database, jwtSecret: t.jwtSecret });
  second.clock.set(t.clock.now());
  try {
    await body(second);
  } finally {
    await second.close();
  }
}
