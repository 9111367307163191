import PgBoss from 'pg-boss';
import { type Database, type Db, executeSqlOn } from '../db/open-db.ts';
import { isDatabaseUnavailable } from '../errors.ts';

/**
 * pg-boss on our own database, so PGlite runs it too (ADR 008). Jobs are enqueued inside the caller's transaction:
 * a durable outbox, the job exists exactly when the change commits.
 */

export type QueueLog = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

/** Retry policy of one queue. Delays in seconds; with backoff each retry waits about twice as long. */
export type RetryPolicy = { retryLimit: number; retryDelaySeconds: number; retryBackoff: boolean };

export type QueueDefinition = RetryPolicy & {
  name: string;
  /** Where a job goes after its last failed try (kept, never worked): the dead-letter state. */
  deadLetter?: string;
  /** A running job is failed (and retried) after this long. */
  expireInSeconds: number;
  /** pg-boss's queue policy; `stately` keeps at most one job waiting and one running. Default: standard. */
  policy?: 'standard' | 'stately';
};

export type JobHandler<T> = (data: T, job: { id: string; retryCount: number }) => Promise<void>;

type SendOptions = { startAfterSeconds?: number };

export type JobQueue = {
  /** Inside `tx` (or on the plain connection); waits `startAfterSeconds` before a worker may take it. */
  send(tx: Db, name: string, data: object, options?: SendOptions): Promise<void>;
  enqueue(name: string, data: object, options?: SendOptions): Promise<void>;
  /** Wakes this instance's worker for `name` now instead of at its next poll (call after the commit). */
  nudge(name: string): void;
  work<T extends object>(definition: QueueDefinition, handler: JobHandler<T>): Promise<void>;
  /** Creates the queue (and its dead-letter queue) or brings its settings up to date, without working it. */
  declare(definition: QueueDefinition): Promise<void>;
  /** A cron schedule (Asia/Seoul) that enqueues one job per tick across all instances. */
  schedule(name: string, cron: string): Promise<void>;
  /** Removes a schedule (turning one off must not leave the database firing the old one). */
  unschedule(name: string): Promise<void>;
  counts(): Promise<{ waiting: number; active: number; failed: number; deadLettered: number }>;
  /** Resolves when no job is waiting, retrying or running. Tests use it to wait for the state they assert. */
  settle(options?: { timeoutMs?: number }): Promise<void>;
  stop(): Promise<void>;
};

/** pg-boss's statements on `db`'s connection, so a job sent inside a transaction commits or rolls back with it. */
export function executorOn(db: Db): PgBoss.Db {
  return { executeSql: (text, values) => executeSqlOn(db, text, values) };
}

const SCHEMA = 'pgboss';

const silentLog: QueueLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Installs pg-boss's schema and queues (ADR 016), then clears the maintenance and cron timestamps so a copy runs
 * them like a fresh install. A queue missing or defined differently here is only slower: the server updates it.
 */
export async function installJobQueueSchema(
  database: Database,
  { queues = [] }: { queues?: readonly QueueDefinition[] } = {},
): Promise<void> {
  const queue = await createJobQueue({ database, log: silentLog });
  for (const definition of queues) await queue.declare(definition);
  await queue.stop();
  await database.executeSql(
    `update ${SCHEMA}.version set maintained_on = null, cron_on = null, monitored_on = null`,
  );
}
const TIME_ZONE = 'Asia/Seoul';

type CreateOptions = {
  database: Database;
  log: QueueLog;
  /** Seconds between polls when nothing nudges the worker. */
  pollingIntervalSeconds?: number;
  /** Replaces every queue's retry timing (tests retry at once instead of waiting minutes). */
  retryOverride?: Partial<Pick<RetryPolicy, 'retryDelaySeconds' | 'retryBackoff'>>;
  /** Takes the "database unreachable" background errors, so an outage is logged once by whoever watches it. */
  onDatabaseUnavailable?: (error: Error) => void;
};

/**
 * pg-boss records outcomes without awaiting them; stop() waits for these before the database closes (else an
 * unhandled rejection). Later statements are dropped: the job expires into a retry, as after a crash.
 */
function trackedExecutor(database: Database, log: QueueLog) {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  const executeSql: PgBoss.Db['executeSql'] = (text, values) => {
    if (closed) {
      log.warn({}, 'job queue statement after stop dropped');
      return Promise.resolve({ rows: [] });
    }
    const pending = database.executeSql(text, values);
    inFlight.add(pending);
    const forget = () => inFlight.delete(pending);
    pending.then(forget, forget);
    return pending;
  };
  return {
    executeSql,
    get closed() {
      return closed;
    },
    /** Waits for every statement still running, then drops any later one. */
    async drainAndClose() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      closed = true;
    },
  };
}

/** Background errors must never crash; during an outage one line a minute. Message only: job data may be personal. */
function watchErrors(
  boss: PgBoss,
  log: QueueLog,
  onDatabaseUnavailable: CreateOptions['onDatabaseUnavailable'],
) {
  let lastLoggedAt = 0;
  let folded = 0;
  boss.on('error', (error: Error) => {
    if (onDatabaseUnavailable && isDatabaseUnavailable(error)) {
      onDatabaseUnavailable(error);
      return;
    }
    const now = Date.now();
    if (now - lastLoggedAt < 60_000) {
      folded++;
      return;
    }
    log.warn({ queueError: error.message.split('\n')[0], foldedSinceLast: folded }, 'job queue error');
    lastLoggedAt = now;
    folded = 0;
  });
}

function queueOptions(definition: QueueDefinition, retryOverride: CreateOptions['retryOverride'] = {}) {
  return {
    name: definition.name,
    retryLimit: definition.retryLimit,
    retryDelay: retryOverride.retryDelaySeconds ?? definition.retryDelaySeconds,
    retryBackoff: retryOverride.retryBackoff ?? definition.retryBackoff,
    expireInSeconds: definition.expireInSeconds,
    ...(definition.policy ? { policy: definition.policy } : {}),
    ...(definition.deadLetter ? { deadLetter: definition.deadLetter } : {}),
  };
}

type JobCounts = { waiting: number; active: number; failed: number; deadLettered: number };

async function countJobs(database: Database, names: string[], deadLetters: string[]): Promise<JobCounts> {
  if (names.length === 0) return { waiting: 0, active: 0, failed: 0, deadLettered: 0 };
  const { rows } = await database.executeSql(
    `select
       count(*) filter (where state in ('created', 'retry') and not (name = any($2::text[])))::int as waiting,
       count(*) filter (where state = 'active')::int as active,
       count(*) filter (where state = 'failed')::int as failed,
       count(*) filter (where state = 'created' and name = any($2::text[]))::int as "deadLettered"
     from ${SCHEMA}.job where name = any($1::text[])`,
    [names, deadLetters],
  );
  return rows[0] as JobCounts;
}

/** Nudges the workers until none of their jobs waits, retries or runs. */
async function settleJobs(
  database: Database,
  boss: PgBoss,
  workers: ReadonlyMap<string, string>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await database.executeSql(
      `select count(*)::int as pending from ${SCHEMA}.job
        where name = any($1::text[]) and state in ('created', 'retry', 'active')`,
      [[...workers.keys()]],
    );
    if ((rows[0] as { pending: number }).pending === 0) return;
    if (Date.now() > deadline) throw new Error('job queue did not settle');
    for (const id of workers.values()) boss.notifyWorker(id);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function createJobQueue({
  database,
  log,
  pollingIntervalSeconds = 2,
  retryOverride = {},
  onDatabaseUnavailable,
}: CreateOptions): Promise<JobQueue> {
  const executor = trackedExecutor(database, log);
  let handlersRunning = 0;
  const boss = new PgBoss({
    db: { executeSql: executor.executeSql },
    schema: SCHEMA,
    // pg-boss coordinates maintenance and cron through the database, so any number of instances may run this.
    supervise: true,
    schedule: true,
    migrate: true,
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 7,
  });
  watchErrors(boss, log, onDatabaseUnavailable);
  await boss.start();

  const workers = new Map<string, string>();
  const ownQueues = new Set<string>();
  const deadLetterQueues = new Set<string>();

  const ensureQueue = async (definition: QueueDefinition) => {
    if (definition.deadLetter) {
      await boss.createQueue(definition.deadLetter, { name: definition.deadLetter });
      ownQueues.add(definition.deadLetter);
      deadLetterQueues.add(definition.deadLetter);
    }
    const options = queueOptions(definition, retryOverride);
    await boss.createQueue(definition.name, options);
    // createQueue keeps an existing queue's policy; a changed policy must reach the database too.
    await boss.updateQueue(definition.name, options);
    ownQueues.add(definition.name);
  };

  return {
    async send(tx, name, data, { startAfterSeconds } = {}) {
      await boss.send(name, data, {
        db: executorOn(tx),
        ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
      });
    },
    async enqueue(name, data, { startAfterSeconds } = {}) {
      await boss.send(name, data, startAfterSeconds ? { startAfter: startAfterSeconds } : {});
    },
    nudge(name) {
      const id = workers.get(name);
      if (id) boss.notifyWorker(id);
    },
    declare: ensureQueue,
    async work(definition, handler) {
      await ensureQueue(definition);
      const id = await boss.work(
        definition.name,
        { pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
        async (jobs) => {
          handlersRunning++;
          try {
            for (const job of jobs) {
              await handler(job.data as never, { id: job.id, retryCount: job.retryCount });
            }
          } finally {
            handlersRunning--;
          }
        },
      );
      workers.set(definition.name, id);
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron, {}, { tz: TIME_ZONE });
    },
    async unschedule(name) {
      await boss.unschedule(name);
    },
    counts: () => countJobs(database, [...ownQueues], [...deadLetterQueues]),
    settle: ({ timeoutMs = 30_000 } = {}) => settleJobs(database, boss, workers, timeoutMs),
    async stop() {
      if (executor.closed) return;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
      // pg-boss's own wait can end before a handler does: wait for ours, then for their outcome statements.
      const deadline = Date.now() + 30_000;
      while (handlersRunning > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setImmediate(r));
      await executor.drainAndClose();
    },
  };
}
