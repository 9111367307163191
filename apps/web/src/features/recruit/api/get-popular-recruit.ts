import { LIMITS, type PopularRecruit, PopularRecruitResponseSchema } from '@dasibom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * GET /v1/recruit/popular (optional auth): visitors get the 3 most chosen occupations counted nationwide, members
 * their own occupations counted in their residence city — so the token is sent when there is one.
 */
export function getPopularRecruit(signal?: AbortSignal): Promise<PopularRecruit[]> {
  return apiGet(
    '/v1/recruit/popular',
    PopularRecruitResponseSchema,
    undefined,
    signal ? { signal } : undefined,
  );
}

/** `viewer` keeps a visitor's and each member's answers apart in the cache (the answer depends on who asks). */
export function getPopularRecruitQueryOptions(viewer: number | 'visitor') {
  return queryOptions({
    queryKey: ['recruit', 'popular', viewer] as const,
    queryFn: ({ signal }) => getPopularRecruit(signal),
    staleTime: LIMITS.staleTimeMs,
  });
}

export function usePopularRecruit(viewer: number | 'visitor') {
  return useQuery(getPopularRecruitQueryOptions(viewer));
}
