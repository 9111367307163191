import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/open-db.ts';
import { authRoutes } from './features/auth/routes.ts';
import { calendarRoutes } from './features/calendar/routes.ts';
import { dropCalendarFeed } from './features/calendar/service.ts';
import { careerRoutes } from './features/career/routes.ts';
import { communityRoutes } from './features/community/routes.ts';
import { certificatesOfJobs } from './features/exams/certificates.ts';
import { healthRoutes } from './features/health/routes.ts';
import { jobRoutes } from './features/jobs/routes.ts';
import { memberRoutes } from './features/members/routes.ts';
import { recommendRoutes } from './features/recommend/routes.ts';
import { recruitRoutes } from './features/recruit/routes.ts';
import { regionRoutes } from './features/regions/routes.ts';
import { reminderRoutes } from './features/reminders/routes.ts';
import { REMINDER_SCAN_QUEUE } from './features/reminders/service.ts';
import { scrapRoutes } from './features/scraps/routes.ts';
import { testHookRoutes } from './features/test-hooks/routes.ts';
import { timelineRoutes } from './features/timeline/routes.ts';
import { getTimeline } from './features/timeline/service.ts';
import { todoRoutes } from './features/todos/routes.ts';
import { trainingRoutes } from './features/training/routes.ts';
import { registerJobs } from './jobs.ts';
import type { Clock } from './platform/clock.ts';
import { createHashGate, type HashGate } from './platform/hash-gate.ts';
import { createListReads, type ListReads } from './platform/list-reads.ts';
import type { Mailer } from './platform/mailer.ts';
import { createJobQueue, type JobQueue } from './platform/queue.ts';
import type { Storage } from './platform/storage.ts';
import { resolveJwtSecret } from './platform/tokens.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { watchDatabaseOutage } from './plugins/database-outage.ts';
import { registerErrorHandler, sendError } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { generateRequestId, loggerOptions, registerRequestId } from './plugins/request-id.ts';
import { registerRoutePolicy } from './plugins/route-policy.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';
import { registerUploads } from './plugins/uploads.ts';
import type { SyncRunner } from './sync/schedule.ts';
import { readSyncHealth } from './sync/state.ts';

/** Everything the app needs from outside; tests pass other implementations (memory DB, captured mail, fake clock). */
export type AppDeps = {
  config: Config;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  /** Uploaded images: local disk (served at /files) or S3. */
  storage: Storage;
  redis?: Redis;
  /** The job queue (mail, purges, the sync); made on the database when not given. */
  queue?: JobQueue;
  /** The sync (postings, courses, exam rounds), worked by the queue on SYNC_CRON (the server; tests that need it). */
  sync?: SyncRunner;
  /** For two test apps that accept each other's tokens; else `JWT_SECRET`, or random outside production. */
  jwtSecret?: Uint8Array;
  /** Named readers whose values appear in /healthz details (e.g. the sync job's lastSyncAt and source). */
  health: Map<string, () => unknown>;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: Omit<AppDeps, 'jwtSecret' | 'queue'> & { db: Db; jwtSecret: Uint8Array; queue: JobQueue };
    /** Reference data, cached answers and prepared statements of the list endpoints (ADR 014). */
    listReads: ListReads;
    /** This process's bound on concurrent password hashing (a login storm gets 503, not a queue). */
    hashGate: HashGate;
  }
}

/** Timeline, calendar feed and reminders read plan items through here, so they agree (issue 29). */
export async function planItemsOf(deps: { db: Db; now: Date }, memberId: number) {
  return (await getTimeline({ ...deps, certificatesOf: certificatesOfJobs }, { memberId })).items;
}

// Korean default messages for any zod issue a schema does not word itself.
z.config(z.locales.ko());

export async function buildApp(
  deps: AppDeps,
  // logStream: where log lines go instead of stdout (tests read them).
  options: { logger?: boolean; logStream?: DestinationStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            ...loggerOptions(deps.config.LOG_LEVEL),
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    genReqId: generateRequestId,
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // An undecodable URL or a path parameter over 200 characters is answered before any hook: same error shape.
    frameworkErrors: (_error, request, reply) => {
      reply.header('x-request-id', request.id).header('cache-control', 'no-store');
      sendError(app, reply, 'BAD_REQUEST', {
        message: '요청한 주소가 올바르지 않아요. 주소를 다시 확인해 주세요.',
      });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const jwtSecret = deps.jwtSecret ?? resolveJwtSecret(deps.config.JWT_SECRET, deps.config.isProduction);
  // One watcher of database outages for everything, so an outage is logged once at start and once at end.
  const outage = watchDatabaseOutage({ ping: () => deps.database.ping(), log: app.log });
  app.decorate('databaseOutage', outage);
  app.addHook('onClose', async () => outage.stop());
  deps.database.onConnectionError((error) => outage.report(error));
  const queue =
    deps.queue ??
    (await createJobQueue({
      database: deps.database,
      log: app.log,
      onDatabaseUnavailable: (error) => outage.report(error),
    }));
  app.decorate('deps', { ...deps, db: deps.database.db, jwtSecret, queue });
  app.decorate('listReads', createListReads(deps.database, { maxAnswers: deps.config.LIST_CACHE_ANSWERS }));
  app.decorate('hashGate', createHashGate({ concurrency: deps.config.PASSWORD_HASH_CONCURRENCY }));
  if (!deps.health.has('queue')) {
    deps.health.set('queue', () => queue.counts().catch(() => ({ unavailable: true })));
  }
  // Freshness of postings and courses, read from the database so every instance reports the same.
  if (!deps.health.has('sync')) {
    deps.health.set('sync', () => readSyncHealth(deps.database.db).catch(() => ({ unavailable: true })));
  }

  // 0. policies decided per route (no-store by default on the API), seen by every route and response
  registerRoutePolicy(app);
  // 1. request id on every response · 2. logging (pino, configured above) · 3. one error shape
  registerRequestId(app);
  registerErrorHandler(app);
  // Text PostgreSQL cannot hold (NUL) is refused for every route before validation.
  registerInputGuard(app);
  // Brotli/gzip by Accept-Encoding; before any route, since it attaches to routes as they are registered
  await registerCompression(app);
  // 4. security headers + CORS · 5. rate limits · 6. OpenAPI at /docs
  await registerSecurity(app);
  await registerRateLimit(app);
  await registerOpenApi(app);
  // 7. bearer authentication (app.authenticate) · 8. multipart limits and /files
  registerAuth(app);
  await registerUploads(app);

  // 9. features
  await app.register(healthRoutes);
  await app.register(regionRoutes);
  await app.register(authRoutes, { dropCalendarFeed });
  await app.register(memberRoutes, { dropCalendarFeed });
  await app.register(jobRoutes);
  await app.register(recommendRoutes);
  await app.register(careerRoutes);
  await app.register(todoRoutes);
  await app.register(communityRoutes);
  await app.register(recruitRoutes);
  await app.register(trainingRoutes);
  await app.register(scrapRoutes);
  await app.register(timelineRoutes, { certificatesOf: certificatesOfJobs });
  await app.register(calendarRoutes, { planItemsOf });
  await app.register(reminderRoutes);
  // Only for the browser journeys (TEST_HOOKS=on, refused in production): ADR 026.
  if (deps.config.TEST_HOOKS === 'on' && !deps.config.isProduction) {
    await app.register(testHookRoutes, { reminderScanQueue: REMINDER_SCAN_QUEUE.name });
  }

  // 10. the web app with SPA fallback; JSON 404 for unknown API paths
  await registerSpa(app);

  // 11. background work on the job queue (workers and schedules)
  await registerJobs(app, queue, { planItemsOf });

  app.addHook('onClose', async () => {
    // A running sync is aborted (rolls back); workers finish or hand back jobs while the database is still there.
    await deps.sync?.stop();
    await queue.stop();
    await deps.database.close();
    if (deps.redis) await deps.redis.quit().catch(() => undefined);
  });
  return app;
}
