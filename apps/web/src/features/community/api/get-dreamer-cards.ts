import type { OtherTodoCard, OtherTodoCardsSchema } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { apiGet, unchecked } from '../../../lib/api-client.ts';
import { useLightQuery } from '../../../lib/light-query.ts';

/**
 * Which dreamers home shows (spec: Home): `hardest` — the most active public lists, for visitors and members
 * without a to-do group (GET /v1/todo/other/public); `same` — public lists of the jobs the member chose
 * (GET /v1/todo/other).
 */
export type DreamersKind = 'hardest' | 'same';

/** Up to 3 cards. Read unchecked: home loads no zod (ADR 012). */
export function getDreamerCards(kind: DreamersKind, signal?: AbortSignal): Promise<OtherTodoCard[]> {
  return apiGet(
    kind === 'same' ? '/v1/todo/other' : '/v1/todo/other/public',
    unchecked<typeof OtherTodoCardsSchema>(),
    undefined,
    signal ? { signal } : undefined,
  );
}

export const DREAMERS_LIGHT_PREFIX = 'community/dreamers/';

/**
 * Home's dreamers, read without TanStack Query (lib/light-query.ts). The viewer is in the key: a member never sees
 * their own lists, a visitor does (ADR 019).
 */
export function useDreamerCardsLight(viewer: string, kind: DreamersKind) {
  return useLightQuery(`${DREAMERS_LIGHT_PREFIX}${viewer}/${kind}`, () => getDreamerCards(kind), {
    staleTimeMs: LIMITS.staleTimeMs,
  });
}
