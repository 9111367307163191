import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { postings } from '../features/recruit/schema.ts';
import { courses } from '../features/training/schema.ts';
import type { Clock } from '../platform/clock.ts';
import { runSync, type SyncLog, type SyncResult, type SyncSources } from './run-sync.ts';
import { readSyncStates, SYNC_KINDS } from './state.ts';

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

/** SYNC_CRON values that turn the schedule off. */
const OFF = new Set(['', 'off', 'false', 'no', 'none', 'disabled']);

export type SyncSchedule = { stop(): void; nextRunAt(): Date | null };

/**
 * Runs the sync on SYNC_CRON (croner syntax, read in Asia/Seoul). Returns null when the schedule is off. A bad
 * pattern throws at boot with the pattern in the message. Every instance schedules; the advisory lock lets one run.
 */
export function startSyncSchedule(
  pattern: string,
  runner: SyncRunner,
  log: SyncLog,
  timezone = 'Asia/Seoul',
): SyncSchedule | null {
  if (OFF.has(pattern.trim().toLowerCase())) return null;
  let job: Cron;
  try {
    job = new Cron(
      pattern.trim(),
      {
        name: 'dasibom-sync',
        timezone,
        protect: true,
        unref: true,
        catch: (error) => log.error({ error: String(error) }, 'scheduled sync threw'),
      },
      async () => {
        await runner.run();
      },
    );
  } catch (error) {
    throw new Error(`SYNC_CRON "${pattern}" is not a valid cron pattern: ${(error as Error).message}`);
  }
  return { stop: () => job.stop(), nextRunAt: () => job.nextRun() };
}

export type BootSyncPlan = {
  /** blocking: finish before listening (no data yet) · background: after listening · none. */
  mode: 'blocking' | 'background' | 'none';
  reason: string;
};

/** How old the last success may be before a boot refreshes in the background (other instances may just have). */
const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Decides what a booting instance does: with no rows at all it syncs before listening, so a fresh `npm start`
 * shows data at once; with rows from another source, or older than an hour, it refreshes in the background;
 * otherwise the schedule is enough (several instances booting together do not each call the provider).
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
  if (!postingRow || !courseRow) return { mode: 'blocking', reason: 'no data yet' };
  const states = await readSyncStates(db);
  const now = clock.now().getTime();
  for (const kind of SYNC_KINDS) {
    const state = states.get(kind);
    const wanted = kind === 'postings' ? sources.postings.kind : sources.courses.kind;
    if (!state?.lastSuccessAt) return { mode: 'background', reason: `${kind} never synced` };
    if (state.source !== wanted) return { mode: 'background', reason: `${kind} source changed to ${wanted}` };
    if (now - state.lastSuccessAt.getTime() > STALE_AFTER_MS) {
      return { mode: 'background', reason: `${kind} older than an hour` };
    }
  }
  return { mode: 'none', reason: 'data is fresh' };
}
