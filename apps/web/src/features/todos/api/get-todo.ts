import { type TodoDetail, TodoDetailSchema } from '@dasibom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { todoKeys } from './todo-keys.ts';

/** GET /v1/my-dream/todo/{todoId}: the member's own to-do with memo, link (and its video id) and images. */
export function getTodo(todoId: number, signal?: AbortSignal): Promise<TodoDetail> {
  return apiGet(`/v1/my-dream/todo/${todoId}`, TodoDetailSchema, undefined, signal ? { signal } : undefined);
}

export function getTodoQueryOptions(todoId: number) {
  return queryOptions({
    queryKey: todoKeys.detail(todoId),
    queryFn: ({ signal }) => getTodo(todoId, signal),
    // The editor starts from what is stored now (another tab may have changed it).
    staleTime: 0,
  });
}

export function useTodo(todoId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getTodoQueryOptions(todoId), enabled: options.enabled ?? true });
}
