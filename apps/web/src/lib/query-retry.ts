import { isApiError } from './api-error.ts';

/** How reads retry (query-client.ts), also for the queries that retry less (spec §9: the recruitment lists). */
export const MAX_QUERY_RETRIES = 3;
export const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Retry only what may succeed next time: no connection (status 0) and server errors (5xx). A 4xx answer (validation,
 * auth, not found, rate limit) and a malformed response would fail the same way again.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (error.code === 'BAD_RESPONSE') return false;
  return error.status === 0 || error.status >= 500;
}

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}
