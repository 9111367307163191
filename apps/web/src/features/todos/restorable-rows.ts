import type { RestorableTodo } from '@dasibom/contract';

export type ListRow<T> = { kind: 'todo'; todo: T } | { kind: 'deleted'; item: RestorableTodo };

/**
 * The list with each still-restorable deleted to-do (the server's `restorableTodos`) placed where it stood: after
 * the row shown before it (or first), chained when several were deleted in a row. One whose neighbour is not shown
 * goes last.
 */
export function withRestorablePlaces<T extends { todoId: number }>(
  todos: readonly T[],
  restorable: readonly RestorableTodo[],
): ListRow<T>[] {
  const rows: ListRow<T>[] = todos.map((todo) => ({ kind: 'todo', todo }));
  const idOf = (row: ListRow<T>) => (row.kind === 'todo' ? row.todo.todoId : row.item.todoId);
  const pending = restorable.filter((item) => !todos.some((todo) => todo.todoId === item.todoId));
  // Place repeatedly: an item may follow another deleted item that has to be placed first.
  let progress = true;
  while (pending.length > 0 && progress) {
    progress = false;
    for (let i = 0; i < pending.length; i++) {
      const item = pending[i] as RestorableTodo;
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

/** Those still restorable at `now` (epoch ms), and the next moment one of them runs out (or null). */
export function restorableAt(
  restorable: readonly RestorableTodo[],
  now: number,
): { alive: RestorableTodo[]; nextExpiry: number | null } {
  const alive = restorable.filter((item) => Date.parse(item.restorableUntil) > now);
  const nextExpiry =
    alive.length === 0 ? null : Math.min(...alive.map((item) => Date.parse(item.restorableUntil)));
  return { alive, nextExpiry };
}
