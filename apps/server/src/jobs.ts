import type { FastifyInstance } from 'fastify';
import { publicUrlOf } from './config.ts';
import { purgeRefreshTokens } from './features/auth/session-service.ts';
import {
  CODE_MAIL_QUEUE,
  type CodeMailJob,
  deliverCodeMail,
  purgeVerificationState,
} from './features/auth/verification-service.ts';
import { purgeRateCounters } from './platform/counters.ts';
import { purgeLoginThrottles } from './platform/login-throttle.ts';
import type { JobQueue, QueueDefinition } from './platform/queue.ts';
import { registerSyncJob, SYNC_QUEUE } from './sync/schedule.ts';

/** Hourly clean-up of state that has stopped meaning anything. */
export const PURGE_QUEUE: QueueDefinition = {
  name: 'maintenance-purge',
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 10 * 60,
};

/**
 * Every queue registerJobs works. The build's database template creates them (ADR 016), so a new embedded database
 * does not run pg-boss's partition DDL at its first start; `jobs.test.ts` checks this list against registerJobs.
 */
export const SERVER_QUEUES: readonly QueueDefinition[] = [CODE_MAIL_QUEUE, PURGE_QUEUE, SYNC_QUEUE];

/** Longer than any rate-counter window in use (the longest is an hour). */
const COUNTER_RETENTION_MS = 24 * 60 * 60 * 1000;

/** Everything the server does in the background after a response, in one place (the features own the work). */
export async function registerJobs(app: FastifyInstance, queue: JobQueue) {
  const { db, mailer, clock, config } = app.deps;
  const publicUrl = publicUrlOf(config);

  await queue.work<CodeMailJob>(CODE_MAIL_QUEUE, async (data, job) => {
    try {
      const outcome = await deliverCodeMail({ db, mailer, now: clock.now(), publicUrl }, data);
      // Never the address or the body: the outcome says enough to follow a job through the logs.
      app.log.info({ job: job.id, queue: CODE_MAIL_QUEUE.name, outcome }, 'mail job done');
    } catch (error) {
      app.log.warn(
        { job: job.id, queue: CODE_MAIL_QUEUE.name, retry: job.retryCount, reason: (error as Error).message },
        'mail job failed; the queue retries it',
      );
      throw error;
    }
  });

  await queue.work(PURGE_QUEUE, async () => {
    const now = clock.now();
    const purged = {
      ...(await purgeVerificationState({ db, now })),
      ...(await purgeRefreshTokens({ db, now })),
      ...(await purgeRateCounters({ db, now, olderThanMs: COUNTER_RETENTION_MS })),
      loginThrottles: (await purgeLoginThrottles({ db, now })).deleted,
    };
    app.log.info({ queue: PURGE_QUEUE.name, purged }, 'purge done');
  });
  if (config.PURGE_CRON === 'off') await queue.unschedule(PURGE_QUEUE.name);
  else await queue.schedule(PURGE_QUEUE.name, config.PURGE_CRON);

  // Postings and courses (ADR 005, 015): SYNC_CRON through the queue, one run at a time across all instances.
  const { sync, health } = app.deps;
  if (sync) {
    const schedule = await registerSyncJob({ queue, runner: sync, cron: config.SYNC_CRON, log: app.log });
    health.set('syncSchedule', () => ({
      cron: schedule?.cron ?? 'off',
      nextRunAt: schedule?.nextRunAt()?.toISOString() ?? null,
      running: sync.isRunning(),
    }));
  }
}
