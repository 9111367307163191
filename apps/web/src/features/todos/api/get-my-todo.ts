import type { MyTodoGroup, MyTodoGroupSchema } from '@dasibom/contract';
import { apiGet, unchecked } from '../../../lib/api-client.ts';
import { updateLightQueries, useLightQuery } from '../../../lib/light-query.ts';

/**
 * GET /v1/my-dream/todo for home: the group the member worked on last (without any group every value is null and
 * `todos` is empty). Read unchecked and without TanStack Query (lib/light-query.ts, ADR 012): home loads neither.
 * The other screens read the same call through TanStack Query.
 */
export function getMyTodo(signal?: AbortSignal): Promise<MyTodoGroup> {
  return apiGet(
    '/v1/my-dream/todo',
    unchecked<typeof MyTodoGroupSchema>(),
    undefined,
    signal ? { signal } : undefined,
  );
}

/** Every light read of the member's to-dos starts with this (what changes them on home updates them in place). */
export const MY_TODO_LIGHT_PREFIX = 'todos/my/';

export const myTodoLightKey = (memberId: number) => `${MY_TODO_LIGHT_PREFIX}${memberId}`;

/**
 * Home's read of the member's active group. Fresh on every visit (stale at once): the member checks things off on
 * /mytodo too, and home must show what is left, not what was left. Until a new answer arrives, the last one stays.
 * `memberId` null (a visitor) reads nothing.
 */
export function useMyTodoLight(memberId: number | null) {
  return useLightQuery(memberId === null ? '' : myTodoLightKey(memberId), () => getMyTodo(), {
    staleTimeMs: 0,
    enabled: memberId !== null,
  });
}

/**
 * Sets one to-do's checked state in home's light read, at once (the banner lists only the open ones): a ticked
 * to-do leaves the list before its request is even sent, and an undo puts it back in its place.
 */
export function markHomeTodo(todoId: number, completed: boolean) {
  updateLightQueries<MyTodoGroup>(MY_TODO_LIGHT_PREFIX, (group) =>
    group.todos.some((todo) => todo.todoId === todoId)
      ? {
          ...group,
          todos: group.todos.map((todo) => (todo.todoId === todoId ? { ...todo, completed } : todo)),
        }
      : group,
  );
}
