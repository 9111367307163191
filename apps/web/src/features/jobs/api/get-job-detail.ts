import type { JobDetail, JobDetailResponseSchema } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unchecked } from '../../../lib/api-client.ts';

/**
 * GET /v1/job/detail/{id}. Public, so no token is sent. Unknown id → 404 JOB_NOT_FOUND. Read unchecked (ADR 012): the
 * detail page submits nothing, so it loads no zod.
 */
export function getJobDetail(jobId: number, signal?: AbortSignal): Promise<JobDetail> {
  return apiGet(`/v1/job/detail/${jobId}`, unchecked<typeof JobDetailResponseSchema>(), undefined, {
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
