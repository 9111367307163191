import type { PopularRecruit, PopularRecruitResponseSchema } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { apiGet, unchecked } from '../../../lib/api-client.ts';
import { useLightQuery } from '../../../lib/light-query.ts';

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

/**
 * Home's hiring status, read without TanStack Query (lib/light-query.ts, ADR 012): the first page loads no query
 * library. Every viewer's answers share the prefix `popularRecruitReadKey`, which what changes a member's answer
 * (their jobs) forgets.
 */
export const popularRecruitReadKey = 'recruit/popular/';

/**
 * The answer depends on who asks and where they live, so both are in the key: a visitor's and each member's
 * answers stay apart, and a member who moves to another city gets counts for the new one.
 */
export function usePopularRecruit(memberId: number | null, city: string | null) {
  return useLightQuery(
    `${popularRecruitReadKey}${memberId ?? 'visitor'}/${city ?? ''}`,
    () => getPopularRecruit(),
    {
      staleTimeMs: LIMITS.staleTimeMs,
    },
  );
}
