import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { AppError } from '../errors.ts';
import { fallbackStoreClass, watchRedis } from './rate-limit-store.ts';
import { isApiRoute } from './route-policy.ts';

type OnRequestHooks = NonNullable<RouteOptions['onRequest']>;
type OnRequestHook = Extract<OnRequestHooks, readonly unknown[]>[number];

function hooksOf(value: RouteOptions['onRequest']): OnRequestHook[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? [...value] : [value as OnRequestHook];
}

/**
 * A per-IP limit on every API route: the global one (`RATE_LIMIT_MAX` per `RATE_LIMIT_WINDOW_MS`) unless the route's
 * config sets a stricter one (auth routes). Limits belong to routes, not URLs: the plugin attaches its counter to each
 * route, keyed by IP (global) or by IP and route pattern (per-route, also in Redis), so every spelling of a path that
 * reaches a route — percent-encoded, a trailing slash — counts against the same limit. Routes outside /v1 (static
 * assets, /files, /docs, /healthz) are exempt by their pattern (STACK-NOTES trap 12). Counters live in Redis when
 * `REDIS_URL` is set so limits hold across instances. While Redis is down they count in this process's memory
 * instead (rate-limit-store.ts): each instance keeps limiting on its own, requests never fail for it, and /healthz
 * shows `details.redis`; the outage is logged once when it starts and once when it ends.
 */
export async function registerRateLimit(app: FastifyInstance) {
  const { config, redis } = app.deps;
  const ownHooks = new WeakMap<object, OnRequestHook[]>();
  const getLimiters = new Map<string, OnRequestHook[]>();
  let store: FastifyRateLimitStoreCtor | undefined;
  if (redis) {
    const link = watchRedis(redis, app.log);
    app.addHook('onClose', async () => link.stop());
    store = fallbackStoreClass(redis, `${config.REDIS_PREFIX}rl:`, link);
    app.deps.health.set('redis', () => ({ state: link.state(), fallback: 'memory' }));
  }

  // Runs before the plugin's own onRoute hook, which reads `config.rateLimit` to decide per route.
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) {
      if (route.config?.rateLimit === undefined) route.config = { ...route.config, rateLimit: false };
      return;
    }
    ownHooks.set(route, hooksOf(route.onRequest));
  });

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    ...(store ? { store } : {}),
    // The fallback store never reports an error; this only keeps a fault in it from turning into 500s.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });

  app.addHook('onRoute', (route) => {
    const own = ownHooks.get(route);
    if (!own) return;
    let limiters = hooksOf(route.onRequest).filter((hook) => !own.includes(hook));
    // Fastify adds HEAD to every GET route. A per-route limit keeps one counter per method, so HEAD would double
    // the budget of, say, check-id (and its Content-Length tells the answer): HEAD counts against the GET's counter.
    if (route.method === 'GET') getLimiters.set(route.url, limiters);
    else if (route.method === 'HEAD') limiters = getLimiters.get(route.url) ?? limiters;
    // The limiter first: a request refused by the route's own hooks (a missing or forged token) still counts.
    route.onRequest = [...limiters, ...own];
  });
}
