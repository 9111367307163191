import type { ScrapCategory, ScrapCheckQueryInput } from '@dasibom/contract';
import { LIMITS, SCRAP_CHECK_MAX_IDS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** Which of the asked ids the member has saved. */
export type ScrapChecks = Record<string, boolean>;

/** Every scrap query (checks and lists) starts with this key: saving or removing one invalidates them all. */
export const SCRAPS_KEY = ['scraps'] as const;

export function scrapCheckKey(category: ScrapCategory, ids?: readonly string[]) {
  return ids === undefined
    ? ([...SCRAPS_KEY, 'check', category] as const)
    : ([...SCRAPS_KEY, 'check', category, ids.join(',')] as const);
}

/** Ids in a stable order without repeats, at most the call's 100 (a page never shows more). */
export function checkIds(ids: readonly string[]): string[] {
  return [...new Set(ids)].slice(0, SCRAP_CHECK_MAX_IDS);
}

const scrapCheckResponseSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.ScrapCheckResponseSchema),
);

/**
 * GET /v1/scrap/checked?category&idList: one call for every card of a page. The answer lists `{ index, isScrap }` in
 * idList order; it is kept as id → saved, so an optimistic change can find its id in every cached answer.
 */
export async function getScrapCheck(
  category: ScrapCategory,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<ScrapChecks> {
  const answer = await apiGet(
    '/v1/scrap/checked',
    scrapCheckResponseSchema,
    { category, idList: ids.join(',') } satisfies ScrapCheckQueryInput,
    { signal },
  );
  const checks: ScrapChecks = {};
  ids.forEach((id, index) => {
    checks[id] = answer.find((item) => item.index === index)?.isScrap === true;
  });
  return checks;
}

export function getScrapCheckQueryOptions(category: ScrapCategory, ids: readonly string[]) {
  const asked = checkIds(ids);
  return queryOptions({
    queryKey: scrapCheckKey(category, asked),
    queryFn: ({ signal }) => getScrapCheck(category, asked, signal),
    // Spec §9: the scrap check is cached for 5 minutes.
    staleTime: LIMITS.staleTimeMs,
  });
}

/**
 * The hearts' check (home, the list pages, job detail, the modals): one call per page of cards — every heart of the
 * page asks with the page's ids, so they share the one answer — only for a member and only when there are ids
 * (spec §9).
 */
export function useScrapCheck(category: ScrapCategory, ids: readonly string[]) {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  return useQuery({ ...getScrapCheckQueryOptions(category, ids), enabled: isLoggedIn && ids.length > 0 });
}
