import type { OtherTodoMemo } from '@dasibom/contract';
import { LIMITS } from '@dasibom/contract/plain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';
import { communityKeys, useViewerKey } from './community-keys.ts';

const otherTodoMemoSchema = lazySchema(() => import('@dasibom/contract').then((m) => m.OtherTodoMemoSchema));

/**
 * GET /v1/todo/{todoId}/memo: a public to-do's memo, read-only. Private → 403 TODO_MEMO_NOT_PUBLIC; missing or
 * deleted → 404 TODO_NOT_FOUND.
 */
export function getOtherTodoMemo(todoId: number, signal?: AbortSignal): Promise<OtherTodoMemo> {
  return apiGet(`/v1/todo/${todoId}/memo`, otherTodoMemoSchema, undefined, { signal });
}

export function getOtherTodoMemoQueryOptions(viewer: string, todoId: number) {
  return queryOptions({
    queryKey: communityKeys.memo(viewer, todoId),
    queryFn: ({ signal }) => getOtherTodoMemo(todoId, signal),
    staleTime: LIMITS.staleTimeMs,
  });
}

/** `todoId` null (not a positive number) asks nothing. */
export function useOtherTodoMemo(todoId: number | null) {
  return useQuery({
    ...getOtherTodoMemoQueryOptions(useViewerKey(), todoId ?? 0),
    enabled: todoId !== null,
  });
}
