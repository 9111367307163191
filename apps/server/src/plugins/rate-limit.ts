import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * A global per-IP limit on the API only: static assets, uploaded files, /docs and /healthz are exempt
 * (STACK-NOTES trap 12). Counters live in Redis when `REDIS_URL` is set so limits hold across instances;
 * auth routes add stricter per-route limits. A Redis outage skips limiting rather than taking the site down.
 */
export async function registerRateLimit(app: FastifyInstance) {
  const { config, redis } = app.deps;
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    ...(redis ? { redis, nameSpace: `${config.REDIS_PREFIX}rl:` } : {}),
    skipOnError: true,
    allowList: (request) => !request.url.startsWith('/v1/'),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}
