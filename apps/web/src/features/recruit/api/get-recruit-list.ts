import type { RecruitList, RecruitSort } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';
import { shouldRetryQuery } from '../../../lib/query-retry.ts';

/** What one list request asks for; `pageNum` is zero-based, absent `keyWord` = every occupation. */
export type RecruitListRequest = {
  pageNum: number;
  sortBy: RecruitSort;
  keyWord?: string | undefined;
  locationName?: string | undefined;
};

const recruitListResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.RecruitListResponseSchema),
);

/** GET /v1/recruit/list: one page (12) of open postings. Public, so no token is sent. */
export function getRecruitList(query: RecruitListRequest, signal?: AbortSignal): Promise<RecruitList> {
  const { pageNum, sortBy, keyWord, locationName } = query;
  return apiGet(
    '/v1/recruit/list',
    recruitListResponseSchema,
    { pageNum, sortBy, keyWord, locationName },
    { auth: false, signal },
  );
}

/** /jobsearch and a job's postings. Spec §9: the recruitment list is cached 5 minutes and retried once. */
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
