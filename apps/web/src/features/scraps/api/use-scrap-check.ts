import type { ScrapCategory } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../../../stores/session-store.ts';
import { checkIds, getScrapCheck } from './get-scrap-check.ts';

/** Every scrap query (checks and lists) starts with this key: saving or removing one invalidates them all. */
export const SCRAPS_KEY = ['scraps'] as const;

export function scrapCheckKey(category: ScrapCategory, ids?: readonly string[]) {
  return ids === undefined
    ? ([...SCRAPS_KEY, 'check', category] as const)
    : ([...SCRAPS_KEY, 'check', category, ids.join(',')] as const);
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
 * GET /v1/scrap/checked through TanStack Query (the list pages, job detail, the modals): one call per page of cards
 * — every heart of the page asks with the page's ids, so they share the one answer — only for a member and only
 * when there are ids (spec §9). Home reads it light (get-scrap-check.ts).
 */
export function useScrapCheck(category: ScrapCategory, ids: readonly string[]) {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  return useQuery({ ...getScrapCheckQueryOptions(category, ids), enabled: isLoggedIn && ids.length > 0 });
}
