import type { PopularRecruit, PopularRecruitResponseSchema } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { apiGet, unchecked } from '../../../lib/api-client.ts';
import { useLightQuery } from '../../../lib/light-query.ts';

/**
 * GET /v1/recruit/popular (optional auth): without a token the 3 most chosen occupations counted nationwide, with
 * one the member's own occupations counted in their residence city. `asMember` decides which is asked for: home
 * shows members without a plan the nationwide card, as it shows visitors (spec: Home).
 */
export function getPopularRecruit(asMember: boolean, signal?: AbortSignal): Promise<PopularRecruit[]> {
  return apiGet('/v1/recruit/popular', unchecked<typeof PopularRecruitResponseSchema>(), undefined, {
    auth: asMember,
    ...(signal ? { signal } : {}),
  });
}

/**
 * Home's hiring status, read without TanStack Query (lib/light-query.ts, ADR 012): the first page loads no query
 * library. Every viewer's answers share the prefix `popularRecruitReadKey`, which what changes a member's answer
 * (their jobs) forgets.
 */
export const popularRecruitReadKey = 'recruit/popular/';

/**
 * The answer depends on who asks and where they live, so both are in the key: the nationwide answer (`memberId`
 * null, asked without a token) and each member's stay apart, and a member who moves to another city gets counts
 * for the new one. Nothing is asked while `enabled` is false (home before it knows whether a member has a plan).
 */
export function usePopularRecruit(memberId: number | null, city: string | null, enabled = true) {
  return useLightQuery(
    `${popularRecruitReadKey}${memberId ?? 'visitor'}/${city ?? ''}`,
    () => getPopularRecruit(memberId !== null),
    { staleTimeMs: LIMITS.staleTimeMs, enabled },
  );
}
