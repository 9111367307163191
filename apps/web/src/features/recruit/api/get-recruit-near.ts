import type { NearSort, RecruitNear, RecruitNearResponseSchema } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { apiGet, unchecked } from '../../../lib/api-client.ts';
import { useLightQuery } from '../../../lib/light-query.ts';

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

/**
 * GET /v1/recruit/near (optional auth, ADR 021): up to `size` open postings — the place's district, then its city,
 * then nationwide — each tagged with its tier.
 */
export function getRecruitNear(query: RecruitNearRequest, signal?: AbortSignal): Promise<RecruitNear> {
  const { jobName, place, size, sortBy } = query;
  return apiGet(
    '/v1/recruit/near',
    unchecked<typeof RecruitNearResponseSchema>(),
    { jobName, place, size, sortBy },
    signal ? { signal } : undefined,
  );
}

/** The key of a request: who asks is in `place` (the member's residence, sent as the place), never in the token. */
export function recruitNearKey(query: RecruitNearRequest): string {
  return `recruit/near/${JSON.stringify([query.jobName ?? null, query.place ?? null, query.size, query.sortBy])}`;
}

/**
 * Home's latest postings, read without TanStack Query (lib/light-query.ts, ADR 012). Spec §9: cached 5 minutes and
 * retried once, like the list.
 */
export function useRecruitNearLight(query: RecruitNearRequest) {
  return useLightQuery(recruitNearKey(query), () => getRecruitNear(query), {
    staleTimeMs: LIMITS.staleTimeMs,
    retries: 1,
  });
}
