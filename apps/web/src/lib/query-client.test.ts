import { LIMITS } from '@dasibom/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client.ts';

const error = (status: number, code: ApiError['code'] = 'INTERNAL') =>
  new ApiError({ status, code, message: 'x' });

describe('query client', () => {
  it('retries network and server errors up to 3 times', () => {
    expect(shouldRetryQuery(0, error(0, 'NETWORK_ERROR'))).toBe(true);
    expect(shouldRetryQuery(2, error(503, 'SERVICE_UNAVAILABLE'))).toBe(true);
    expect(shouldRetryQuery(3, error(500))).toBe(false);
  });

  it('never retries 4xx answers or malformed responses', () => {
    expect(shouldRetryQuery(0, error(404, 'JOB_NOT_FOUND'))).toBe(false);
    expect(shouldRetryQuery(0, error(401, 'AUTH_REQUIRED'))).toBe(false);
    expect(shouldRetryQuery(0, error(429, 'RATE_LIMITED'))).toBe(false);
    expect(shouldRetryQuery(0, error(200, 'BAD_RESPONSE'))).toBe(false);
  });

  it('backs off exponentially, capped at 30 seconds', () => {
    expect([0, 1, 2, 3].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(queryRetryDelay(10)).toBe(30_000);
  });

  it('uses the 5-minute stale time and no refetch on focus', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.staleTime).toBe(LIMITS.staleTimeMs);
    expect(options?.refetchOnWindowFocus).toBe(false);
  });
});
