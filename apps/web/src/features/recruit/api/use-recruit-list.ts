import { LIMITS } from '@dasibom/contract/plain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shouldRetryQuery } from '../../../lib/query-retry.ts';
import { getRecruitList, type RecruitListRequest } from './get-recruit-list.ts';

/** GET /v1/recruit/list through TanStack Query (/jobsearch, a job's postings); home reads it light (get-recruit-list.ts). */
export function getRecruitListRequestOptions(query: RecruitListRequest) {
  return queryOptions({
    queryKey: [
      'recruit',
      'list',
      {
        pageNum: query.pageNum,
        sortBy: query.sortBy,
        keyWord: query.keyWord ?? null,
        locationName: query.locationName ?? null,
      },
    ] as const,
    queryFn: ({ signal }) => getRecruitList(query, signal),
    // Spec §9: the recruitment list is cached 5 minutes and retried once.
    staleTime: LIMITS.staleTimeMs,
    retry: (failureCount, error) => failureCount < 1 && shouldRetryQuery(failureCount, error),
  });
}

export function useRecruitList(
  query: RecruitListRequest,
  options: { keepPrevious?: boolean; enabled?: boolean } = {},
) {
  return useQuery({
    ...getRecruitListRequestOptions(query),
    enabled: options.enabled ?? true,
    // On /jobsearch the previous page stays on screen while the next one loads, so the grid does not collapse.
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
