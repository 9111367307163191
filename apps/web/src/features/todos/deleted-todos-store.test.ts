import { afterEach, describe, expect, it } from 'vitest';
import {
  clearDeletedTodos,
  type DeletedTodo,
  pruneDeletedTodos,
  rememberDeletedTodo,
  useDeletedTodosStore,
  withDeletedPlaces,
} from './deleted-todos-store.ts';

const item = (todoId: number, afterTodoId: number | null, restorableUntil = 1000): DeletedTodo => ({
  todo: {
    todoId,
    title: `t${todoId}`,
    completed: false,
    isMemoExist: false,
    isPublic: false,
    targetDate: null,
  },
  todoGroupId: 1,
  afterTodoId,
  restorableUntil,
});

const ids = (rows: ReturnType<typeof withDeletedPlaces>) =>
  rows.map((row) => (row.kind === 'todo' ? row.todo.todoId : `-${row.item.todo.todoId}`));

afterEach(clearDeletedTodos);

describe('withDeletedPlaces', () => {
  it('puts each undo row where its to-do stood, chained after other undo rows', () => {
    const todos = [{ todoId: 1 }, { todoId: 4 }];
    // 1, 2, 3, 4: 2 deleted (after 1), then 3 (shown after the undo row of 2), and a first one (0).
    expect(ids(withDeletedPlaces(todos, [item(3, 2), item(2, 1), item(0, null)]))).toEqual([
      '-0',
      1,
      '-2',
      '-3',
      4,
    ]);
  });

  it('leaves out what is back in the list and keeps an orphan at the end', () => {
    expect(ids(withDeletedPlaces([{ todoId: 1 }, { todoId: 2 }], [item(2, 1), item(9, 8)]))).toEqual([
      1,
      2,
      '-9',
    ]);
  });
});

describe('pruneDeletedTodos', () => {
  it('drops expired rows and answers the next expiry', () => {
    rememberDeletedTodo(item(1, null, 100));
    rememberDeletedTodo(item(2, null, 300));
    expect(pruneDeletedTodos(200)).toBe(300);
    expect(useDeletedTodosStore.getState().items.map((i) => i.todo.todoId)).toEqual([2]);
    expect(pruneDeletedTodos(400)).toBeNull();
  });
});
