import { type CircuitBreaker, createCircuitBreaker } from './circuit-breaker.ts';
import { type Clock, systemClock } from './clock.ts';

/** pino-compatible subset; adapters log through it. */
export type SourceLog = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
};

export const silentLog: SourceLog = { info: () => {}, warn: () => {} };

export type HttpClientOptions = {
  provider: string;
  fetch?: typeof fetch;
  /** Per attempt, including reading the body. */
  timeoutMs?: number;
  /** Extra attempts after the first. */
  retries?: number;
  /** First back-off step; doubles each retry, with jitter, capped by maxDelayMs. */
  retryDelayMs?: number;
  maxDelayMs?: number;
  breaker?: CircuitBreaker;
  clock?: Clock;
  /** Secrets to scrub from every message (the access key itself). */
  secrets?: string[];
  log?: SourceLog;
  /** Injected so tests need not wait. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
};

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export type ClientSettings = {
  provider: string;
  doFetch: typeof fetch;
  timeoutMs: number;
  retries: number;
  baseDelay: number;
  maxDelay: number;
  clock: Clock;
  breaker: CircuitBreaker;
  secrets: string[];
  log: SourceLog;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
};

export function settingsOf(options: HttpClientOptions): ClientSettings {
  const clock = options.clock ?? systemClock;
  return {
    provider: options.provider,
    doFetch: options.fetch ?? ((input, init) => fetch(input, init)),
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: Math.max(0, options.retries ?? 2),
    baseDelay: options.retryDelayMs ?? 500,
    maxDelay: options.maxDelayMs ?? 10_000,
    clock,
    breaker: options.breaker ?? createCircuitBreaker({ clock }),
    secrets: (options.secrets ?? []).filter(Boolean),
    log: options.log ?? silentLog,
    sleep: options.sleep ?? abortableSleep,
    random: options.random ?? Math.random,
  };
}

export type SourceAdapterOptions = {
  baseUrl?: string;
  fetch?: typeof fetch;
  clock?: Clock;
  log?: SourceLog;
  /** Pages per search (per occupation for 사람인, per NCS category for 고용24). */
  maxPagesPerOccupation?: number;
  timeoutMs?: number;
  retries?: number;
  /** First back-off step in ms (tests make it tiny). */
  retryDelayMs?: number;
  breaker?: CircuitBreaker;
};
