import { type LatestRecommendation, LatestRecommendationResponseSchema } from '@dasibom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export type { LatestRecommendation };

/** Per member: another member logging in on the same tab must never see this result. */
export function latestRecommendationQueryKey(memberId: number | null) {
  return ['recommend', 'latest', memberId] as const;
}

/**
 * GET /v1/job/recommend/latest (bearer): the result the member was shown after their last submit, as it was then,
 * or `latest: null`. Checked against the contract: /jobrecommend loads zod for its stored result anyway.
 */
export function getLatestRecommendation(signal?: AbortSignal): Promise<LatestRecommendation> {
  return apiGet(
    '/v1/job/recommend/latest',
    LatestRecommendationResponseSchema,
    undefined,
    signal ? { signal } : undefined,
  );
}

export function getLatestRecommendationQueryOptions(memberId: number | null) {
  return queryOptions({
    queryKey: latestRecommendationQueryKey(memberId),
    queryFn: ({ signal }) => getLatestRecommendation(signal),
    // A submit elsewhere (another device) replaces it: read again on every visit.
    staleTime: 0,
  });
}

export function useLatestRecommendation(memberId: number | null, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getLatestRecommendationQueryOptions(memberId), enabled: options.enabled ?? true });
}
