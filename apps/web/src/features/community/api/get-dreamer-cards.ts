import type { OtherTodoCard } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';
import { communityKeys } from './community-keys.ts';

/**
 * Which dreamers home shows (spec: Home): `hardest` — the most active public lists, for visitors and members
 * without a to-do group (GET /v1/todo/other/public); `same` — public lists of the jobs the member chose
 * (GET /v1/todo/other).
 */
export type DreamersKind = 'hardest' | 'same';

const otherTodoCardsSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.OtherTodoCardsSchema),
);

/** Up to 3 cards. */
export function getDreamerCards(kind: DreamersKind, signal?: AbortSignal): Promise<OtherTodoCard[]> {
  return apiGet(
    kind === 'same' ? '/v1/todo/other' : '/v1/todo/other/public',
    otherTodoCardsSchema,
    undefined,
    signal ? { signal } : undefined,
  );
}

/** The viewer is in the key: a member never sees their own lists, a visitor does (ADR 019). */
export function getDreamerCardsQueryOptions(viewer: string, kind: DreamersKind) {
  return queryOptions({
    queryKey: communityKeys.dreamers(viewer, kind),
    queryFn: ({ signal }) => getDreamerCards(kind, signal),
    staleTime: LIMITS.staleTimeMs,
  });
}

export function useDreamerCards(viewer: string, kind: DreamersKind) {
  return useQuery(getDreamerCardsQueryOptions(viewer, kind));
}
