import { type Logger, pino } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { applyDemoSetting } from './db/demo-members.ts';
import { migrateDb } from './db/migrate.ts';
import { openDb } from './db/open-db.ts';
import { seedReferenceData } from './db/seed-reference.ts';
import { DB_TEMPLATE_DIR } from './db/template.ts';
import { isDatabaseUnavailable } from './errors.ts';
import { systemClock } from './platform/clock.ts';
import { createOutboxMailer, createSmtpMailer } from './platform/mailer.ts';
import { createStorage } from './platform/storage.ts';
import { loggerOptions } from './plugins/request-id.ts';
import { selectSources } from './sources/index.ts';
import { createSyncRunner, planBootSync, requestSync } from './sync/schedule.ts';

/** How long after listening a sync asked for at boot may start. */
const BOOT_SYNC_DELAY_SECONDS = 5;

type Config = ReturnType<typeof loadConfig>;
type Log = Logger;
type App = Awaited<ReturnType<typeof buildApp>>;

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Opens, migrates and seeds the database; `booted()` hands the watch for lost connections over to the app. */
async function prepareDatabase(config: Config, log: Log) {
  const database = await openDb(config.DATABASE_URL, { template: DB_TEMPLATE_DIR });
  // Until the app watches for outages (buildApp), a dropped connection is logged here; it never ends the process.
  let booted = false;
  database.onConnectionError((error) => {
    if (!booted) log.warn({ err: error }, 'database connection lost during start');
  });
  log.info({ database: database.label, origin: database.origin }, 'database opened');
  await migrateDb(database);
  const seeded = await seedReferenceData(database.db);
  log.info(seeded, 'reference data ready');
  // Sample members (ADR 019): added when missing with SEED_DEMO on (a new embedded directory has them from the
  // template already), removed when it is off.
  const demo = await applyDemoSetting({ db: database.db, now: systemClock.now(), enabled: config.SEED_DEMO });
  log.info(demo, 'sample members');
  return {
    database,
    booted: () => {
      booted = true;
    },
  };
}

/** Loaded only when configured (its module costs ~20 MB resident). */
async function connectRedis(config: Config, log: Log) {
  if (!config.REDIS_URL) return undefined;
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.REDIS_URL, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // A Redis that accepts connections but stops answering must not hold requests: the limit counts in memory.
    commandTimeout: 500,
    lazyConnect: false,
  });
  // The client reports every failed reconnect; the rate-limit plugin logs the outage once when it starts and ends.
  redis.on('error', (error) => log.debug({ err: error }, 'redis error'));
  return redis;
}

/**
 * Postings, courses and exam rounds: synced by a queued job on SYNC_CRON, one instance at a time (advisory lock). An
 * empty or stale database (including a new embedded one copied from a template older than an hour) gets a first run
 * enqueued right after listening; until it finishes the lists answer from what is there.
 */
async function prepareSync(config: Config, log: Log, database: Awaited<ReturnType<typeof openDb>>) {
  const sources = selectSources(config);
  for (const warning of sources.warnings) log.warn(warning);
  const syncRunner = createSyncRunner({ db: database.db, clock: systemClock, sources, log });
  const bootSync = await planBootSync({
    db: database.db,
    clock: systemClock,
    sources,
    onBoot: config.SYNC_ON_BOOT,
  });
  log.info(
    {
      postings: sources.postings.kind,
      courses: sources.courses.kind,
      exams: sources.exams.kind,
      boot: bootSync,
    },
    'data sources',
  );
  return { syncRunner, bootSync };
}

/**
 * pg-boss 10 records a job's outcome without awaiting it (manager.js: `this.complete(…)` / `this.fail(…)` after the
 * handler), so a database that goes away as a job ends rejects a promise nobody holds, and Node ends the process for
 * it. Such a rejection is one more sign of the outage (the job stays active and expires into a retry, as after a
 * crash); anything else keeps Node's default and ends the process.
 */
function reportOutageRejections(app: App) {
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      app.databaseOutage.report(reason);
      return;
    }
    throw reason;
  });
}

function closeOnSignals(app: App) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      // app.close stops the sync (its writes roll back), the queue's workers, then the database.
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * Boot: config → db (a new embedded directory starts as a copy of the build's template) → migrate → seed reference
 * data and sample members (SEED_DEMO) → buildApp (job queue, workers, schedules) → listen → enqueue a first sync if
 * the data needs one → graceful close. Nothing slow runs before listening: background work belongs to the queue
 * (ADR 008, 015).
 */
async function main() {
  const config = loadConfigOrExit();
  const log = pino(loggerOptions(config.LOG_LEVEL));
  const { database, booted } = await prepareDatabase(config, log);
  const redis = await connectRedis(config, log);
  const mailer = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMailer(config.outboxDir, log);
  const storage = createStorage(config);
  log.info({ storage: storage.kind }, 'file storage ready');
  const { syncRunner, bootSync } = await prepareSync(config, log, database);

  const app = await buildApp({
    config,
    database,
    clock: systemClock,
    mailer,
    storage,
    redis,
    sync: syncRunner,
    health: new Map(),
  });
  booted();
  reportOutageRejections(app);
  closeOnSignals(app);

  await app.listen({ host: config.HOST, port: config.PORT });
  // A few seconds' grace: on PGlite (one connection) the run's writes would otherwise hold up the first requests
  // of a fresh start; the lists answer from the template's copy meanwhile.
  if (bootSync.mode === 'queue') {
    await requestSync(app.deps.queue, bootSync.reason, {
      startAfterSeconds: BOOT_SYNC_DELAY_SECONDS,
    });
  }
  app.log.info(
    `다시봄 is ready at http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${config.PORT}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
