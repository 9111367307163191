import type { RecruitList, RecruitListResponseSchema, RecruitSort } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { apiGet, unchecked } from '../../../lib/api-client.ts';
import { useLightQuery } from '../../../lib/light-query.ts';

/** What one list request asks for; `pageNum` is zero-based, absent `keyWord` = every occupation. */
export type RecruitListRequest = {
  pageNum: number;
  sortBy: RecruitSort;
  keyWord?: string | undefined;
  locationName?: string | undefined;
};

/** GET /v1/recruit/list: one page (12) of open postings. Public, so no token is sent. */
export function getRecruitList(query: RecruitListRequest, signal?: AbortSignal): Promise<RecruitList> {
  const { pageNum, sortBy, keyWord, locationName } = query;
  return apiGet(
    '/v1/recruit/list',
    unchecked<typeof RecruitListResponseSchema>(),
    { pageNum, sortBy, keyWord, locationName },
    { auth: false, signal },
  );
}

/**
 * Home's latest postings, read without TanStack Query (lib/light-query.ts, ADR 012): the first page loads no query
 * library. Spec §9: the recruitment list is cached 5 minutes and retried once. Other screens use
 * `useRecruitList` (use-recruit-list.ts), which this module must not import: a module shared with the first page
 * brings everything it imports along.
 */
export function useRecruitListLight(query: RecruitListRequest) {
  const { pageNum, sortBy, keyWord, locationName } = query;
  const key = `recruit/list/${JSON.stringify([pageNum, sortBy, keyWord ?? null, locationName ?? null])}`;
  return useLightQuery(key, () => getRecruitList(query), { staleTimeMs: LIMITS.staleTimeMs, retries: 1 });
}
