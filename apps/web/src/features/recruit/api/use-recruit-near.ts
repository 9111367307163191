import { LIMITS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shouldRetryQuery } from '../../../lib/query-retry.ts';
import { getRecruitNear, type RecruitNearRequest } from './get-recruit-near.ts';

/** GET /v1/recruit/near through TanStack Query (a job's postings); home reads it light (get-recruit-near.ts). */
export function getRecruitNearRequestOptions(query: RecruitNearRequest) {
  return queryOptions({
    queryKey: [
      'recruit',
      'near',
      { jobName: query.jobName ?? null, place: query.place ?? null, size: query.size, sortBy: query.sortBy },
    ] as const,
    queryFn: ({ signal }) => getRecruitNear(query, signal),
    staleTime: LIMITS.staleTimeMs,
    retry: (failureCount, error) => failureCount < 1 && shouldRetryQuery(failureCount, error),
  });
}

export function useRecruitNear(query: RecruitNearRequest) {
  return useQuery(getRecruitNearRequestOptions(query));
}
