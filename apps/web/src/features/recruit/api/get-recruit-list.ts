import type { RecruitList, RecruitListQueryInput } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';
import { shouldRetryQuery } from '../../../lib/query-retry.ts';

const recruitListResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.RecruitListResponseSchema),
);

/**
 * GET /v1/recruit/list: one page (12) of open postings; `pageNum` is zero-based, absent `keyWord` = every
 * occupation. Public, so no token is sent.
 */
export function getRecruitList(query: RecruitListQueryInput, signal?: AbortSignal): Promise<RecruitList> {
  const { pageNum, sortBy, keyWord, locationName } = query;
  return apiGet(
    '/v1/recruit/list',
    recruitListResponseSchema,
    { pageNum, sortBy, keyWord, locationName } satisfies RecruitListQueryInput,
    { auth: false, signal },
  );
}

/** /jobsearch and a job's postings. Spec §9: the recruitment list is cached 5 minutes and retried once. */
export function getRecruitListRequestOptions(query: RecruitListQueryInput) {
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
  query: RecruitListQueryInput,
  options: { keepPrevious?: boolean; enabled?: boolean } = {},
) {
  return useQuery({
    ...getRecruitListRequestOptions(query),
    enabled: options.enabled ?? true,
    // On /jobsearch the previous page stays on screen while the next one loads, so the grid does not collapse.
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
