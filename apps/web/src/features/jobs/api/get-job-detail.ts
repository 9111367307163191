import type { JobDetail } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';

const jobDetailResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.JobDetailResponseSchema),
);

/**
 * GET /v1/job/detail/{id}. Public, so no token is sent. Unknown id → 404 JOB_NOT_FOUND.
 */
export function getJobDetail(jobId: number, signal?: AbortSignal): Promise<JobDetail> {
  return apiGet(`/v1/job/detail/${jobId}`, jobDetailResponseSchema, undefined, {
    auth: false,
    signal,
  });
}

export function getJobDetailQueryOptions(jobId: number) {
  return queryOptions({
    queryKey: ['jobs', 'detail', jobId] as const,
    queryFn: ({ signal }) => getJobDetail(jobId, signal),
    staleTime: LIMITS.staleTimeMs,
  });
}

/** `jobId` null (an id that is not a positive number) asks nothing: the page says the job does not exist. */
export function useJobDetail(jobId: number | null) {
  return useQuery({
    ...getJobDetailQueryOptions(jobId ?? 0),
    enabled: jobId !== null,
  });
}
