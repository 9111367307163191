import type { MyTodoGroup } from '@dasibom/contract';
import { type QueryClient, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, lazySchema } from '../../../lib/api-client.ts';
import { todoKeys } from './todo-keys.ts';

const myTodoGroupSchema = lazySchema(() => import('@dasibom/contract').then((m) => m.MyTodoGroupSchema));

/**
 * GET /v1/my-dream/todo-group/{id} (one of the member's groups; someone else's is 404 TODO_GROUP_NOT_FOUND), or
 * with `'active'` GET /v1/my-dream/todo (the group worked on last, home's banner; without any group every value is
 * null and `todos` is empty).
 */
export function getTodoGroup(todoGroupId: number | 'active', signal?: AbortSignal): Promise<MyTodoGroup> {
  const path = todoGroupId === 'active' ? '/v1/my-dream/todo' : `/v1/my-dream/todo-group/${todoGroupId}`;
  return apiGet(path, myTodoGroupSchema, undefined, signal ? { signal } : undefined);
}

export function getTodoGroupQueryOptions(todoGroupId: number | 'active') {
  return queryOptions({
    queryKey: todoKeys.group(todoGroupId),
    queryFn: ({ signal }) => getTodoGroup(todoGroupId, signal),
    // The member checks things off here, on home and on /mytodo: always show the server's latest on arrival.
    staleTime: 0,
  });
}

export function useTodoGroup(todoGroupId: number | 'active', options: { enabled?: boolean } = {}) {
  return useQuery({ ...getTodoGroupQueryOptions(todoGroupId), enabled: options.enabled ?? true });
}

/** One to-do's checked state in a cached group, at once (a tick shows before its request is sent). */
export function setCachedTodoCompleted(
  queryClient: QueryClient,
  queryKey: QueryKey,
  todoId: number,
  completed: boolean,
) {
  queryClient.setQueryData<MyTodoGroup>(queryKey, (group) =>
    group?.todos.some((todo) => todo.todoId === todoId)
      ? {
          ...group,
          todos: group.todos.map((todo) => (todo.todoId === todoId ? { ...todo, completed } : todo)),
        }
      : group,
  );
}
