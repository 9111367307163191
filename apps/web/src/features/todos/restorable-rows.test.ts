import type { RestorableTodo } from '@dasibom/contract';
import { describe, expect, it } from 'vitest';
import { restorableAt, withRestorablePlaces } from './restorable-rows.ts';

const item = (todoId: number, afterTodoId: number | null, restorableUntil = 1000): RestorableTodo => ({
  todoId,
  title: `t${todoId}`,
  afterTodoId,
  deletedAt: new Date(restorableUntil - 600_000).toISOString(),
  restorableUntil: new Date(restorableUntil).toISOString(),
});

const ids = (rows: ReturnType<typeof withRestorablePlaces>) =>
  rows.map((row) => (row.kind === 'todo' ? row.todo.todoId : `-${row.item.todoId}`));

describe('withRestorablePlaces', () => {
  it('puts each undo row where its to-do stood, chained after other undo rows', () => {
    const todos = [{ todoId: 1 }, { todoId: 4 }];
    // 1, 2, 3, 4: 2 deleted (after 1), then 3 (shown after the undo row of 2), and a first one (0).
    expect(ids(withRestorablePlaces(todos, [item(3, 2), item(2, 1), item(0, null)]))).toEqual([
      '-0',
      1,
      '-2',
      '-3',
      4,
    ]);
  });

  it('leaves out what is back in the list and keeps an orphan at the end', () => {
    expect(ids(withRestorablePlaces([{ todoId: 1 }, { todoId: 2 }], [item(2, 1), item(9, 8)]))).toEqual([
      1,
      2,
      '-9',
    ]);
  });
});

describe('restorableAt', () => {
  it('keeps what is still restorable and answers the next expiry', () => {
    const items = [item(1, null, 100), item(2, null, 300)];
    expect(restorableAt(items, 200)).toEqual({ alive: [items[1]], nextExpiry: 300 });
    expect(restorableAt(items, 300)).toEqual({ alive: [], nextExpiry: null });
  });
});
