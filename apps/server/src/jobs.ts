import type { FastifyInstance } from 'fastify';
import { publicUrlOf } from './config.ts';
import { purgeRefreshTokens } from './features/auth/session-service.ts';
import {
  CODE_MAIL_QUEUE,
  type CodeMailJob,
  deliverCodeMail,
  purgeVerificationState,
} from './features/auth/verification-service.ts';
import { purgeGroupViews } from './features/community/service.ts';
import {
  listMembersToRemind,
  type PlanItemsOf,
  purgeReminderSends,
  REMINDER_MAIL_QUEUE,
  REMINDER_SCAN_QUEUE,
  type ReminderMailJob,
  type ReminderScanJob,
  sendMemberReminders,
} from './features/reminders/service.ts';
import { purgeDeletedTodos } from './features/todos/todo-state.ts';
import { purgeRateCounters } from './platform/counters.ts';
import { purgeLoginThrottles } from './platform/login-throttle.ts';
import type { JobQueue, QueueDefinition } from './platform/queue.ts';
import { seoulDateOf } from './platform/seoul-date.ts';
import { registerSyncJob, SYNC_QUEUE } from './sync/schedule.ts';

/**
 * Hourly clean-up of state that has stopped meaning anything (and of to-dos deleted over an hour ago, ADR 018, and
 * group views over two days old, ADR 019).
 */
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
export const SERVER_QUEUES: readonly QueueDefinition[] = [
  CODE_MAIL_QUEUE,
  PURGE_QUEUE,
  SYNC_QUEUE,
  REMINDER_SCAN_QUEUE,
  REMINDER_MAIL_QUEUE,
];

/** Longer than any rate-counter window in use (the longest is an hour). */
const COUNTER_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Everything the server does in the background after a response, in one place (the features own the work).
 * `planItemsOf`: what the reminders read, from app.ts.
 */
export async function registerJobs(
  app: FastifyInstance,
  queue: JobQueue,
  { planItemsOf }: { planItemsOf: PlanItemsOf },
) {
  const { db, mailer, clock, config, storage, jwtSecret } = app.deps;
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
      ...(await purgeGroupViews({ db, now })),
      // Rows first, in their own transactions; then their image files (a failed file delete is only logged).
      deletedTodos: await purgeDeletedTodos({ db, storage, now, log: app.log }),
      ...(await purgeReminderSends({ db, now })),
    };
    app.log.info({ queue: PURGE_QUEUE.name, purged }, 'purge done');
  });
  if (config.PURGE_CRON === 'off') await queue.unschedule(PURGE_QUEUE.name);
  else await queue.schedule(PURGE_QUEUE.name, config.PURGE_CRON);

  // Reminders (ADR 023): the daily scan queues one job per member; each job mails that member's due lines once.
  // `at` comes only from the journeys' test hook (ADR 026); the cron's runs carry no data and use the clock.
  const nowOf = (data: { at?: string } | undefined) =>
    typeof data?.at === 'string' ? new Date(data.at) : clock.now();
  await queue.work<ReminderMailJob>(REMINDER_MAIL_QUEUE, async (data, job) => {
    const outcome = await sendMemberReminders(
      { db, mailer, now: nowOf(data), publicUrl, secret: jwtSecret, planItemsOf },
      data,
    );
    app.log.info({ job: job.id, queue: REMINDER_MAIL_QUEUE.name, outcome }, 'reminder job done');
  });
  await queue.work<ReminderScanJob>(REMINDER_SCAN_QUEUE, async (data) => {
    const now = nowOf(data);
    const day = seoulDateOf(now);
    const memberIds = await listMembersToRemind({ db });
    for (const memberId of memberIds) {
      const mailJob: ReminderMailJob = { memberId, day, ...(data?.at ? { at: now.toISOString() } : {}) };
      await queue.enqueue(REMINDER_MAIL_QUEUE.name, mailJob);
    }
    app.log.info({ queue: REMINDER_SCAN_QUEUE.name, members: memberIds.length }, 'reminder scan done');
  });
  if (config.REMINDER_CRON === 'off') await queue.unschedule(REMINDER_SCAN_QUEUE.name);
  else await queue.schedule(REMINDER_SCAN_QUEUE.name, config.REMINDER_CRON);

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
