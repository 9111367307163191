import type { JobListItem, JobListQueryInput, Page } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';

const jobListResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.JobListResponseSchema),
);

/** GET /v1/job/list: 9 jobs per page (zero-based pageNum) in the server's Korean order. Public, so no token is sent. */
export function getJobs(request: JobListQueryInput, signal?: AbortSignal): Promise<Page<JobListItem>> {
  const { pageNum, require, workTime, physical } = request;
  return apiGet(
    '/v1/job/list',
    jobListResponseSchema,
    { pageNum, require, workTime, physical } satisfies JobListQueryInput,
    { auth: false, signal },
  );
}

export function getJobsQueryOptions(request: JobListQueryInput) {
  return queryOptions({
    // Under ['jobs'] so adding a job (which changes "N명이 준비중") refreshes every cached page.
    queryKey: [
      'jobs',
      'list',
      {
        pageNum: request.pageNum,
        require: request.require ?? null,
        workTime: request.workTime ?? null,
        physical: request.physical ?? null,
      },
    ] as const,
    queryFn: ({ signal }) => getJobs(request, signal),
    staleTime: LIMITS.staleTimeMs,
  });
}

export function useJobs(request: JobListQueryInput) {
  // The previous page stays on screen while the next one loads, so the grid does not collapse to a spinner.
  return useQuery({ ...getJobsQueryOptions(request), placeholderData: keepPreviousData });
}
