import { type MyTodoGroup, MyTodoGroupSchema } from '@dasibom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { todoKeys } from './todo-keys.ts';

/**
 * GET /v1/my-dream/todo-group/{id} (one of the member's groups; someone else's is 404 TODO_GROUP_NOT_FOUND), or
 * with `'active'` GET /v1/my-dream/todo (the group worked on last; without any group every value is null).
 */
export function getTodoGroup(todoGroupId: number | 'active', signal?: AbortSignal): Promise<MyTodoGroup> {
  const path = todoGroupId === 'active' ? '/v1/my-dream/todo' : `/v1/my-dream/todo-group/${todoGroupId}`;
  return apiGet(path, MyTodoGroupSchema, undefined, signal ? { signal } : undefined);
}

export function getTodoGroupQueryOptions(todoGroupId: number | 'active') {
  return queryOptions({
    queryKey: todoKeys.group(todoGroupId),
    queryFn: ({ signal }) => getTodoGroup(todoGroupId, signal),
    // The list is where the member checks things off: always show the server's latest on arrival.
    staleTime: 0,
  });
}

export function useTodoGroup(todoGroupId: number | 'active', options: { enabled?: boolean } = {}) {
  return useQuery({ ...getTodoGroupQueryOptions(todoGroupId), enabled: options.enabled ?? true });
}
