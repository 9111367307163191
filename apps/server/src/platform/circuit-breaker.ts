import { type Clock, systemClock } from './clock.ts';

export type CircuitState = 'closed' | 'open' | 'half-open';

export type CircuitBreaker = {
  readonly state: CircuitState;
  /** false = fail fast. Half-open lets exactly one trial through until it reports back. */
  tryAcquire(): boolean;
  /** Even a 4xx means the provider is up. */
  recordSuccess(): void;
  /** The provider looked down (network, timeout, 5xx, 429, maintenance). */
  recordFailure(): void;
  /** A caller abort tells nothing; frees the half-open trial. */
  release(): void;
};

export type CircuitBreakerOptions = {
  /** Consecutive failures that open the breaker. */
  failureThreshold?: number;
  /** How long it stays open before one trial is allowed. */
  cooldownMs?: number;
  clock?: Clock;
  onStateChange?: (state: CircuitState) => void;
};

/** Per process: with several instances only the sync-lock holder calls out, so that is enough. */
export function createCircuitBreaker(options: CircuitBreakerOptions = {}): CircuitBreaker {
  const threshold = Math.max(1, options.failureThreshold ?? 5);
  const cooldownMs = options.cooldownMs ?? 60_000;
  const clock = options.clock ?? systemClock;
  let state: CircuitState = 'closed';
  let failures = 0;
  let openedAt = 0;
  let trialInFlight = false;

  const move = (next: CircuitState) => {
    if (next === state) return;
    state = next;
    options.onStateChange?.(next);
  };

  return {
    get state() {
      if (state === 'open' && clock.now().getTime() - openedAt >= cooldownMs) return 'half-open';
      return state;
    },
    tryAcquire() {
      if (state === 'open') {
        if (clock.now().getTime() - openedAt < cooldownMs) return false;
        move('half-open');
      }
      if (state === 'half-open') {
        if (trialInFlight) return false;
        trialInFlight = true;
      }
      return true;
    },
    recordSuccess() {
      failures = 0;
      trialInFlight = false;
      move('closed');
    },
    recordFailure() {
      trialInFlight = false;
      failures += 1;
      if (state === 'half-open' || failures >= threshold) {
        openedAt = clock.now().getTime();
        move('open');
      }
    },
    release() {
      trialInFlight = false;
    },
  };
}
