import type { RecruitNear, RecruitNearQueryInput } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';
import { shouldRetryQuery } from '../../../lib/query-retry.ts';

const recruitNearResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.RecruitNearResponseSchema),
);

/**
 * GET /v1/recruit/near (optional auth, ADR 021): up to `size` open postings — the place's district, then its city,
 * then nationwide — each tagged with its tier. `jobName` absent = every occupation; `place` absent = the member's
 * residence (the token is sent when there is one), nationwide for visitors.
 */
export function getRecruitNear(query: RecruitNearQueryInput, signal?: AbortSignal): Promise<RecruitNear> {
  const { jobName, place, size, sortBy } = query;
  return apiGet(
    '/v1/recruit/near',
    recruitNearResponseSchema,
    { jobName, place, size, sortBy } satisfies RecruitNearQueryInput,
    signal ? { signal } : undefined,
  );
}

/**
 * Home's latest postings and a job's postings. Who asks is in `place` (the member's residence, sent as the place),
 * never in the token. Spec §9: cached 5 minutes and retried once, like the list.
 */
export function getRecruitNearRequestOptions(query: RecruitNearQueryInput) {
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

export function useRecruitNear(query: RecruitNearQueryInput) {
  return useQuery(getRecruitNearRequestOptions(query));
}
