import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { postings } from '../features/recruit/schema.ts';
import { courses } from '../features/training/schema.ts';
import type { Clock } from '../platform/clock.ts';
import type { JobQueue, QueueDefinition } from '../platform/queue.ts';
import {
  runSync,
  type SyncLog,
  type SyncResult,
  type SyncSources,
  sourceOfKind,
  syncableKinds,
} from './run-sync.ts';
import { readSyncStates } from './state.ts';

/** One sync at a time per process, stoppable on shutdown (the fetch is told to abort; writes roll back). */
export type SyncRunner = {
  run(): Promise<SyncResult>;
  isRunning(): boolean;
  stop(): Promise<void>;
};

export function createSyncRunner(options: {
  db: Db;
  clock: Clock;
  sources: SyncSources;
  log: SyncLog;
}): SyncRunner {
  let current: Promise<SyncResult> | null = null;
  let controller: AbortController | null = null;
  let stopped = false;
  return {
    run() {
      if (stopped) return Promise.resolve({ status: 'skipped' as const });
      if (current) return current;
      controller = new AbortController();
      current = runSync({ ...options, signal: controller.signal }).finally(() => {
        current = null;
        controller = null;
      });
      return current;
    },
    isRunning: () => current !== null,
    async stop() {
      stopped = true;
      controller?.abort(new Error('the server is shutting down'));
      await current?.catch(() => undefined);
    },
  };
}

const OFF = new Set(['', 'off', 'false', 'no', 'none', 'disabled']);
const TIME_ZONE = 'Asia/Seoul';

/**
 * pg-boss fires SYNC_CRON once per tick across instances; `stately` keeps one waiting and one running, and the
 * advisory lock (lock.ts) one at a time. runSync never throws: the next tick is the retry.
 */
export const SYNC_QUEUE: QueueDefinition = {
  name: 'data-sync',
  policy: 'stately',
  retryLimit: 0,
  retryDelaySeconds: 60,
  retryBackoff: false,
  expireInSeconds: 60 * 60,
};

export type SyncJob = { reason: string };

/** Croner syntax, Asia/Seoul; a bad pattern throws at boot, naming it. */
export function parseSyncCron(pattern: string): { pattern: string; nextRunAt(): Date | null } | null {
  if (OFF.has(pattern.trim().toLowerCase())) return null;
  let cron: Cron;
  try {
    // Paused: this instance only reads the next tick (for /healthz); the queue fires the schedule.
    cron = new Cron(pattern.trim(), { timezone: TIME_ZONE, paused: true });
  } catch (error) {
    throw new Error(`SYNC_CRON "${pattern}" is not a valid cron pattern: ${(error as Error).message}`);
  }
  return { pattern: pattern.trim(), nextRunAt: () => cron.nextRun() };
}

export type SyncSchedule = { cron: string; nextRunAt(): Date | null } | null;

/** Also removes the schedule when off, so the database never keeps firing the old pattern. */
export async function registerSyncJob(options: {
  queue: JobQueue;
  runner: SyncRunner;
  cron: string;
  log: SyncLog;
}): Promise<SyncSchedule> {
  const { queue, runner, log } = options;
  const cron = parseSyncCron(options.cron);
  await queue.work<SyncJob>(SYNC_QUEUE, async (data, job) => {
    const result = await runner.run();
    log.info(
      { job: job.id, queue: SYNC_QUEUE.name, reason: data.reason, status: result.status },
      'sync job done',
    );
  });
  if (!cron) {
    await queue.unschedule(SYNC_QUEUE.name);
    return null;
  }
  try {
    await queue.schedule(SYNC_QUEUE.name, cron.pattern);
  } catch (error) {
    throw new Error(`SYNC_CRON "${cron.pattern}" is not a valid cron pattern: ${(error as Error).message}`);
  }
  return { cron: cron.pattern, nextRunAt: cron.nextRunAt };
}

/** `startAfterSeconds` lets a booting server answer first requests before the run takes PGlite's one connection. */
export async function requestSync(
  queue: JobQueue,
  reason: string,
  { startAfterSeconds = 0 }: { startAfterSeconds?: number } = {},
): Promise<void> {
  await queue.enqueue(SYNC_QUEUE.name, { reason } satisfies SyncJob, { startAfterSeconds });
  if (startAfterSeconds === 0) queue.nudge(SYNC_QUEUE.name);
}

export type BootSyncPlan = {
  /** queue: enqueue a sync right after listening · none: the schedule is enough. Never before listening. */
  mode: 'queue' | 'none';
  reason: string;
};

/** How old the last success may be before a boot asks for a refresh (other instances may just have). */
const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Sync at boot only for no rows, another source's rows or rows over an hour old. A fresh template copy counts as
 * fresh, so a start after `npm run build` does not repeat its sync (~3 s CPU, ~50 MB PGlite memory kept).
 */
export async function planBootSync(options: {
  db: Db;
  clock: Clock;
  sources: SyncSources;
  onBoot: boolean;
}): Promise<BootSyncPlan> {
  const { db, clock, sources, onBoot } = options;
  if (!onBoot) return { mode: 'none', reason: 'SYNC_ON_BOOT is off' };
  const [postingRow] = await db.select({ present: sql<boolean>`true` }).from(postings).limit(1);
  const [courseRow] = await db.select({ present: sql<boolean>`true` }).from(courses).limit(1);
  if (!postingRow || !courseRow) return { mode: 'queue', reason: 'no data yet' };
  const states = await readSyncStates(db);
  const now = clock.now().getTime();
  for (const kind of syncableKinds(sources)) {
    const state = states.get(kind);
    const wanted = sourceOfKind(kind, sources);
    if (!state?.lastSuccessAt) return { mode: 'queue', reason: `${kind} never synced` };
    if (state.source !== wanted) return { mode: 'queue', reason: `${kind} source changed to ${wanted}` };
    if (now - state.lastSuccessAt.getTime() > STALE_AFTER_MS) {
      return { mode: 'queue', reason: `${kind} older than an hour` };
    }
  }
  return { mode: 'none', reason: 'data is fresh' };
}
