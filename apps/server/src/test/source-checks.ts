import { expect } from 'vitest';
import { createCircuitBreaker } from '../platform/circuit-breaker.ts';
import { createFakeClock } from '../platform/clock.ts';
import { SourceError } from '../platform/source-error.ts';

/** Checks the source adapters' tests share: how a call fails, and the circuit breaker's cycle. */

export async function failure(promise: Promise<unknown>): Promise<SourceError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
}

export function testBreaker(failureThreshold: number, cooldownMs: number) {
  const clock = createFakeClock();
  return { clock, cooldownMs, breaker: createCircuitBreaker({ failureThreshold, cooldownMs, clock }) };
}

/**
 * With the breaker open after `sent` requests: the next call fails fast without a request; after the cooldown,
 * one good answer (`answerOk` arranges it) goes through and closes the breaker again.
 */
export async function expectBreakerOpenThenRecovered(
  { clock, cooldownMs, breaker }: ReturnType<typeof testBreaker>,
  check: { call: () => Promise<unknown[]>; requested: readonly URL[]; sent: number; answerOk?: () => void },
) {
  expect(breaker.state).toBe('open');
  await expect(check.call()).rejects.toMatchObject({ kind: 'CIRCUIT_OPEN' });
  expect(check.requested).toHaveLength(check.sent);
  if (!check.answerOk) return;
  clock.advance(cooldownMs);
  check.answerOk();
  await expect(check.call()).resolves.toHaveLength(1);
  expect(breaker.state).toBe('closed');
}
