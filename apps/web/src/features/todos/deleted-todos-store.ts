import type { TodoItem } from '@dasibom/contract';
import { create } from 'zustand';

/**
 * To-dos deleted in this tab that can still be brought back (PRODUCT.md 7: undo in the toast and inline in the list
 * for 10 minutes). Kept outside the page so the inline undo survives a visit to another screen; the server is the
 * judge of the window (`restorableUntil`, 404 TODO_RESTORE_EXPIRED after it).
 */
export type DeletedTodo = {
  todo: TodoItem;
  todoGroupId: number;
  /** The to-do it followed when it was deleted (null: it was first), so the undo row stands in its place. */
  afterTodoId: number | null;
  /** Epoch milliseconds. */
  restorableUntil: number;
};

type DeletedTodosState = { items: DeletedTodo[] };

export const useDeletedTodosStore = create<DeletedTodosState>()(() => ({ items: [] }));

export function rememberDeletedTodo(item: DeletedTodo) {
  const { items } = useDeletedTodosStore.getState();
  useDeletedTodosStore.setState({
    items: [...items.filter((old) => old.todo.todoId !== item.todo.todoId), item],
  });
}

export function forgetDeletedTodo(todoId: number) {
  const { items } = useDeletedTodosStore.getState();
  if (items.some((item) => item.todo.todoId === todoId))
    useDeletedTodosStore.setState({ items: items.filter((item) => item.todo.todoId !== todoId) });
}

/** Drops what can no longer be restored; returns the next moment something expires (or null). */
export function pruneDeletedTodos(now: number): number | null {
  const { items } = useDeletedTodosStore.getState();
  const alive = items.filter((item) => item.restorableUntil > now);
  if (alive.length !== items.length) useDeletedTodosStore.setState({ items: alive });
  return alive.length === 0 ? null : Math.min(...alive.map((item) => item.restorableUntil));
}

/** Tests and logout. */
export function clearDeletedTodos() {
  useDeletedTodosStore.setState({ items: [] });
}

/**
 * The list with each still-restorable deleted to-do placed where it stood: after the to-do it followed (or first),
 * chained when several were deleted in a row. One whose neighbour is gone too goes where that neighbour stood.
 */
export function withDeletedPlaces<T extends { todoId: number }>(
  todos: readonly T[],
  deleted: readonly DeletedTodo[],
): ({ kind: 'todo'; todo: T } | { kind: 'deleted'; item: DeletedTodo })[] {
  const rows: ({ kind: 'todo'; todo: T } | { kind: 'deleted'; item: DeletedTodo })[] = todos.map((todo) => ({
    kind: 'todo',
    todo,
  }));
  const idOf = (row: (typeof rows)[number]) => (row.kind === 'todo' ? row.todo.todoId : row.item.todo.todoId);
  const pending = deleted.filter((item) => !todos.some((todo) => todo.todoId === item.todo.todoId));
  // Place repeatedly: an item may follow another deleted item that has to be placed first.
  let progress = true;
  while (pending.length > 0 && progress) {
    progress = false;
    for (let i = 0; i < pending.length; i++) {
      const item = pending[i] as DeletedTodo;
      const index = item.afterTodoId === null ? -1 : rows.findIndex((row) => idOf(row) === item.afterTodoId);
      if (item.afterTodoId !== null && index === -1) continue;
      rows.splice(index + 1, 0, { kind: 'deleted', item });
      pending.splice(i, 1);
      i--;
      progress = true;
    }
  }
  for (const item of pending) rows.push({ kind: 'deleted', item });
  return rows;
}
