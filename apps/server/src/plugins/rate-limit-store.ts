import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type StoreResult = { current: number; ttl: number };
type StoreCallback = (error: Error | null, result?: StoreResult) => void;
type StoreMethod = (key: string, callback: StoreCallback, timeWindow: number, max: number) => void;

/** The store contract of @fastify/rate-limit 11 (`incr`, the non-mutating `read`, and a per-route `child`). */
export type RateLimitStore = {
  incr: StoreMethod;
  read: StoreMethod;
  child(routeOptions: unknown): RateLimitStore;
};

// The plugin's own two stores, which it does not export by name: Redis keeps the same keys and Lua script as before
// (instances of two releases count together during a rolling deploy), memory the same window arithmetic.
const requirePackage = createRequire(import.meta.url);
const LocalStore = requirePackage('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => RateLimitStore;
const RedisStore = requirePackage('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => RateLimitStore;

export type RedisState = 'up' | 'down';

/** What the fallback store needs to know about Redis, and what /healthz shows. */
export type RedisLink = {
  state(): RedisState;
  answered(): void;
  failed(error: unknown): void;
  stop(): void;
};

/**
 * Redis up or down, from its client's events and from the rate-limit commands themselves. Each change is logged once:
 * a client retrying a dead Redis reports an error every few hundred milliseconds, and every request would meet it.
 * While down, requests do not ask Redis at all (none waits for a timeout): a reconnect ('ready') or, when the
 * connection stayed open but stopped answering, a ping every `probeIntervalMs` says when it is back.
 */
export function watchRedis(redis: Redis, log: FastifyBaseLogger, probeIntervalMs = 1000): RedisLink {
  let state: RedisState = 'up';
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const markUp = () => {
    if (state === 'up' || stopped) return;
    state = 'up';
    log.warn('redis available again: rate limits shared across instances');
  };
  const probe = async () => {
    timer = undefined;
    // Not connected: the client is reconnecting on its own and its 'ready' ends the outage.
    if (state === 'up' || stopped || redis.status !== 'ready') return;
    try {
      await redis.ping();
      markUp();
    } catch {
      scheduleProbe();
    }
  };
  const scheduleProbe = () => {
    if (timer || stopped) return;
    // unref: a pending probe must never keep a closing process (or a test run) alive.
    timer = setTimeout(probe, probeIntervalMs);
    timer.unref();
  };
  const markDown = (error: unknown) => {
    if (stopped) return;
    scheduleProbe();
    if (state === 'down') return;
    state = 'down';
    log.warn({ err: error }, 'redis unavailable: rate limits count per process until it is back');
  };

  redis.on('error', markDown);
  redis.on('ready', markUp);
  return {
    state: () => state,
    answered: markUp,
    failed(error) {
      // A command refused while the first connection is still being made is no outage yet: the client's 'error'
      // event tells if the connection fails.
      if (redis.status === 'wait' || redis.status === 'connecting' || redis.status === 'connect') return;
      markDown(error);
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * Counts in Redis and, whenever Redis cannot answer, in this process's memory instead: limits keep holding per
 * instance during an outage (fail open to a local limit, never to no limit) and are shared again once Redis answers.
 * Never reports an error to the plugin.
 */
class FallbackStore implements RateLimitStore {
  constructor(
    private readonly shared: RateLimitStore,
    private readonly local: RateLimitStore,
    private readonly link: RedisLink,
  ) {}

  incr(key: string, callback: StoreCallback, timeWindow: number, max: number) {
    this.count('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: StoreCallback, timeWindow: number, max: number) {
    this.count('read', key, callback, timeWindow, max);
  }

  child(routeOptions: unknown): RateLimitStore {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.link);
  }

  private count(
    method: 'incr' | 'read',
    key: string,
    callback: StoreCallback,
    timeWindow: number,
    max: number,
  ) {
    if (this.link.state() === 'down') {
      this.local[method](key, callback, timeWindow, max);
      return;
    }
    this.shared[method](
      key,
      (error, result) => {
        if (error || !result) {
          this.link.failed(error);
          this.local[method](key, callback, timeWindow, max);
          return;
        }
        this.link.answered();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }
}

/** The `store` option for @fastify/rate-limit: Redis under `nameSpace`, with the memory fallback. */
export function fallbackStoreClass(
  redis: Redis,
  nameSpace: string,
  link: RedisLink,
): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    // The plugin hands its resolved options (typed as an empty interface) to the store.
    constructor(params: RateLimitOptions) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        link,
      );
    }
  };
}
