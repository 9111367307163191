import type { PopularRecruit } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';

const popularRecruitResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.PopularRecruitResponseSchema),
);

/**
 * GET /v1/recruit/popular (optional auth): without a token the 3 most chosen occupations counted nationwide, with
 * one the member's own occupations counted in their residence city. `asMember` decides which is asked for: home
 * shows members without a plan the nationwide card, as it shows visitors (spec: Home).
 */
export function getPopularRecruit(asMember: boolean, signal?: AbortSignal): Promise<PopularRecruit[]> {
  return apiGet('/v1/recruit/popular', popularRecruitResponseSchema, undefined, {
    auth: asMember,
    ...(signal ? { signal } : {}),
  });
}

/**
 * Home's hiring status. The answer depends on who asks and where they live, so both are in the key: the nationwide
 * answer (`memberId` null, asked without a token) and each member's stay apart, and a member who moves to another
 * city gets counts for the new one. What changes a member's answer (their jobs) invalidates `['recruit', 'popular']`.
 */
export function getPopularRecruitQueryOptions(memberId: number | null, city: string | null) {
  return queryOptions({
    queryKey: ['recruit', 'popular', memberId ?? 'visitor', city ?? ''] as const,
    queryFn: ({ signal }) => getPopularRecruit(memberId !== null, signal),
    staleTime: LIMITS.staleTimeMs,
  });
}

/** Nothing is asked while `enabled` is false (home before it knows whether a member has a plan). */
export function usePopularRecruit(memberId: number | null, city: string | null, enabled = true) {
  return useQuery({ ...getPopularRecruitQueryOptions(memberId, city), enabled });
}
