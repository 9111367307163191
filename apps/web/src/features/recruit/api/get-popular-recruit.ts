import type { PopularRecruit, PopularRecruitResponseSchema } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, unchecked } from '../../../lib/api-client.ts';

/**
 * GET /v1/recruit/popular (optional auth): visitors get the 3 most chosen occupations counted nationwide, members
 * their own occupations counted in their residence city — so the token is sent when there is one.
 */
export function getPopularRecruit(signal?: AbortSignal): Promise<PopularRecruit[]> {
  return apiGet(
    '/v1/recruit/popular',
    unchecked<typeof PopularRecruitResponseSchema>(),
    undefined,
    signal ? { signal } : undefined,
  );
}

/** Every viewer's entry: what changes a member's answer (their jobs) invalidates this prefix. */
export const popularRecruitQueryKey = ['recruit', 'popular'] as const;

/**
 * The answer depends on who asks and where they live, so both are in the key: a visitor's and each member's
 * answers stay apart, and a member who moves to another city gets counts for the new one.
 */
export function getPopularRecruitQueryOptions(memberId: number | null, city: string | null) {
  return queryOptions({
    queryKey: [...popularRecruitQueryKey, memberId ?? 'visitor', city] as const,
    queryFn: ({ signal }) => getPopularRecruit(signal),
    staleTime: LIMITS.staleTimeMs,
  });
}

export function usePopularRecruit(memberId: number | null, city: string | null) {
  return useQuery(getPopularRecruitQueryOptions(memberId, city));
}
