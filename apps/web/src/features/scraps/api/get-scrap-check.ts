import type { ScrapCategory, ScrapCheckResponseSchema } from '@dasibom/contract';
import { LIMITS, SCRAP_CHECK_MAX_IDS } from '@dasibom/contract/plain';
import { apiGet, unchecked } from '../../../lib/api-client.ts';
import { useLightQuery } from '../../../lib/light-query.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** Which of the asked ids the member has saved. */
export type ScrapChecks = Record<string, boolean>;

/** Ids in a stable order without repeats, at most the call's 100 (a page never shows more). */
export function checkIds(ids: readonly string[]): string[] {
  return [...new Set(ids)].slice(0, SCRAP_CHECK_MAX_IDS);
}

/**
 * GET /v1/scrap/checked?category&idList: one call for every card of a page. The answer lists `{ index, isScrap }` in
 * idList order; it is kept as id → saved, so an optimistic change can find its id in every cached answer. Read
 * unchecked (ADR 012: home and the list pages load no zod).
 */
export async function getScrapCheck(
  category: ScrapCategory,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<ScrapChecks> {
  const answer = await apiGet(
    '/v1/scrap/checked',
    unchecked<typeof ScrapCheckResponseSchema>(),
    { category, idList: ids },
    { signal },
  );
  const checks: ScrapChecks = {};
  ids.forEach((id, index) => {
    checks[id] = answer.find((item) => item.index === index)?.isScrap === true;
  });
  return checks;
}

/** The light cache's key prefix of every check (forgotten when a scrap changes elsewhere). */
export const LIGHT_SCRAP_CHECK_PREFIX = 'scraps/check/';

export function lightScrapCheckKey(category: ScrapCategory, ids: readonly string[]): string {
  return `${LIGHT_SCRAP_CHECK_PREFIX}${category}/${ids.join(',')}`;
}

/**
 * Home's check, without TanStack Query (lib/light-query.ts, ADR 012): only for a member and a non-empty list,
 * fresh for 5 minutes (spec §9). Other screens use `useScrapCheck` (use-scrap-check.ts), which this module must not
 * import.
 */
export function useScrapCheckLight(category: ScrapCategory, ids: readonly string[]) {
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const asked = checkIds(ids);
  const isAsking = isLoggedIn && asked.length > 0;
  // A visitor's key is never read: the hook must run on every render, so it gets a key that is never loaded.
  const key = isAsking ? lightScrapCheckKey(category, asked) : '';
  return useLightQuery(
    key,
    () => (isAsking ? getScrapCheck(category, asked) : Promise.resolve<ScrapChecks>({})),
    {
      staleTimeMs: LIMITS.staleTimeMs,
      retries: 1,
    },
  );
}
