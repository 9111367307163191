import type { JobListItem, Page } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';
import type { JobFilters } from '../job-list-params.ts';

const jobListResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.JobListResponseSchema),
);

/** What one list request asks for: the filters (Korean labels) and a zero-based page. */
export type JobListRequest = JobFilters & { pageNum: number };

/** GET /v1/job/list: 9 jobs per page in the server's Korean order. Public, so no token is sent. */
export function getJobs(request: JobListRequest, signal?: AbortSignal): Promise<Page<JobListItem>> {
  const { pageNum, require, workTime, physical } = request;
  return apiGet(
    '/v1/job/list',
    jobListResponseSchema,
    { pageNum, require, workTime, physical },
    { auth: false, signal },
  );
}

export function getJobsQueryOptions(request: JobListRequest) {
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

export function useJobs(request: JobListRequest) {
  // The previous page stays on screen while the next one loads, so the grid does not collapse to a spinner.
  return useQuery({ ...getJobsQueryOptions(request), placeholderData: keepPreviousData });
}
