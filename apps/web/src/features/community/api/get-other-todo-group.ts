import type { OtherTodoGroup } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';
import { communityKeys, useViewerKey } from './community-keys.ts';

const otherTodoGroupSchema = lazySchema(() =>
  import('@dasibom/contract').then((m) => m.OtherTodoGroupSchema),
);

/**
 * GET /v1/todo/{todoGroupId}: one member's group as others see it (public to-dos only; the view is counted once per
 * viewer per day). Missing, or nothing public → 404 TODO_GROUP_NOT_FOUND.
 */
export function getOtherTodoGroup(todoGroupId: number, signal?: AbortSignal): Promise<OtherTodoGroup> {
  return apiGet(`/v1/todo/${todoGroupId}`, otherTodoGroupSchema, undefined, { signal });
}

export function getOtherTodoGroupQueryOptions(viewer: string, todoGroupId: number) {
  return queryOptions({
    queryKey: communityKeys.group(viewer, todoGroupId),
    queryFn: ({ signal }) => getOtherTodoGroup(todoGroupId, signal),
    staleTime: LIMITS.staleTimeMs,
  });
}

/** `todoGroupId` null (not a positive number) asks nothing. */
export function useOtherTodoGroup(todoGroupId: number | null) {
  return useQuery({
    ...getOtherTodoGroupQueryOptions(useViewerKey(), todoGroupId ?? 0),
    enabled: todoGroupId !== null,
  });
}
