import type { MyJobListResponseSchema } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';

const myJobListResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.MyJobListResponseSchema),
);

export type MyJob = z.infer<typeof MyJobListResponseSchema>[number];

export const myJobsQueryKey = ['members', 'jobs'] as const;

/** GET /v1/my-dream/todo/jobs: the member's chosen jobs. Per the spec, a failure reads as an empty list. */
export async function getMyJobs(signal?: AbortSignal): Promise<MyJob[]> {
  try {
    return await apiGet(
      '/v1/my-dream/todo/jobs',
      myJobListResponseSchema,
      undefined,
      signal ? { signal } : undefined,
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function getMyJobsQueryOptions() {
  return queryOptions({
    queryKey: myJobsQueryKey,
    queryFn: ({ signal }) => getMyJobs(signal),
    staleTime: LIMITS.staleTimeMs,
  });
}

export function useMyJobs() {
  return useQuery(getMyJobsQueryOptions());
}
