import type { NearSort, RecruitNear } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';
import { shouldRetryQuery } from '../../../lib/query-retry.ts';

/**
 * What one "near" request asks for: `jobName` absent = every occupation; `place` absent = the member's residence
 * (the token is sent when there is one), nationwide for visitors.
 */
export type RecruitNearRequest = {
  jobName?: string | undefined;
  place?: string | undefined;
  size: number;
  sortBy: NearSort;
};

const recruitNearResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.RecruitNearResponseSchema),
);

/**
 * GET /v1/recruit/near (optional auth, ADR 021): up to `size` open postings — the place's district, then its city,
 * then nationwide — each tagged with its tier.
 */
export function getRecruitNear(query: RecruitNearRequest, signal?: AbortSignal): Promise<RecruitNear> {
  const { jobName, place, size, sortBy } = query;
  return apiGet(
    '/v1/recruit/near',
    recruitNearResponseSchema,
    { jobName, place, size, sortBy },
    signal ? { signal } : undefined,
  );
}

/**
 * Home's latest postings and a job's postings. Who asks is in `place` (the member's residence, sent as the place),
 * never in the token. Spec §9: cached 5 minutes and retried once, like the list.
 */
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
