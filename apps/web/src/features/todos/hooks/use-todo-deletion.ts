import {
  type MyTodoGroup,
  type RestorableTodo,
  TODO_RESTORE_WINDOW_MS,
  type TodoItem,
} from '@dasibom/contract';
import { TOAST_DURATION } from '@dasibom/contract/plain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { getErrorMessage, isApiError } from '../../../lib/api-error.ts';
import { dismissToast, toast } from '../../../stores/toast-store.ts';
import { deleteTodo } from '../api/delete-todo.ts';
import { restoreTodo } from '../api/restore-todo.ts';
import { todoKeys } from '../api/todo-keys.ts';

export const TODO_DELETED_MESSAGE = '할일 1개가 삭제되었어요';
export const UNDO_DELETE_LABEL = '삭제 취소';
export const TODO_RESTORED_MESSAGE = '삭제한 할일을 되돌렸어요.';
export const DELETE_FAILED_MESSAGE = '할일을 삭제하지 못했어요. 다시 시도해 주세요.';
export const RESTORE_FAILED_MESSAGE = '할일을 되돌리지 못했어요. 다시 시도해 주세요.';

/**
 * Delete and undo on the list (spec §4; PRODUCT.md 7). The to-do leaves the list at once and the server deletes it
 * softly; the toast (2.5 s, paused on hover/focus) offers 삭제 취소 and the list keeps an undo row in its place for
 * the 10 minutes the server allows. The undo rows are the server's `restorableTodos` (so they survive a reload and
 * show on another device); this hook only puts the row in the cached list until the server's answer arrives. Undo
 * restores on the server, which puts it back where it was, checked or not.
 */
export function useTodoDeletion({
  queryKey,
  onRestored,
}: {
  queryKey: readonly unknown[];
  /** After a restore, e.g. to move focus to the to-do that came back. */
  onRestored?: (todoId: number) => void;
}) {
  const queryClient = useQueryClient();
  const [restoringIds, setRestoringIds] = useState<readonly number[]>([]);
  // The delete toast of each to-do: an undo from the list closes it (its 삭제 취소 would have nothing left to do).
  const toastIds = useRef(new Map<number, string>());

  const setGroup = useCallback(
    (update: (group: MyTodoGroup) => MyTodoGroup) =>
      queryClient.setQueryData<MyTodoGroup>(queryKey, (group) => (group ? update(group) : group)),
    [queryClient, queryKey],
  );
  const dropRestorable = useCallback(
    (todoId: number) =>
      setGroup((group) => ({
        ...group,
        restorableTodos: group.restorableTodos.filter((item) => item.todoId !== todoId),
      })),
    [setGroup],
  );

  const restore = useCallback(
    async (todoId: number) => {
      const toastId = toastIds.current.get(todoId);
      if (toastId) dismissToast(toastId);
      toastIds.current.delete(todoId);
      setRestoringIds((ids) => [...ids, todoId]);
      try {
        await restoreTodo(todoId);
        // The refetch brings it back as a to-do and no longer restorable.
        await queryClient.invalidateQueries({ queryKey: todoKeys.all });
        toast(TODO_RESTORED_MESSAGE, { tone: 'success' });
        onRestored?.(todoId);
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          // The window closed (TODO_RESTORE_EXPIRED) or it is gone: the undo row goes, the reason is said.
          dropRestorable(todoId);
          toast(error.message, { tone: 'error' });
          void queryClient.invalidateQueries({ queryKey: todoKeys.all });
        } else {
          toast(getErrorMessage(error, RESTORE_FAILED_MESSAGE), { tone: 'error' });
        }
      } finally {
        setRestoringIds((ids) => ids.filter((id) => id !== todoId));
      }
    },
    [queryClient, onRestored, dropRestorable],
  );

  /** `afterTodoId`: the row shown just before it (a to-do or another undo row). */
  const remove = useCallback(
    async (todo: TodoItem, afterTodoId: number | null) => {
      await queryClient.cancelQueries({ queryKey });
      // The undo row takes its place at once (focus can go there); the server's answer replaces this guess.
      const now = Date.now();
      const placed: RestorableTodo = {
        todoId: todo.todoId,
        title: todo.title,
        afterTodoId,
        deletedAt: new Date(now).toISOString(),
        restorableUntil: new Date(now + TODO_RESTORE_WINDOW_MS).toISOString(),
      };
      const withRow = (item: RestorableTodo) =>
        setGroup((group) => ({
          ...group,
          todos: group.todos.filter((old) => old.todoId !== todo.todoId),
          restorableTodos: [...group.restorableTodos.filter((old) => old.todoId !== todo.todoId), item],
        }));
      withRow(placed);
      try {
        const { restorableUntil } = await deleteTodo(todo.todoId);
        withRow({ ...placed, restorableUntil });
        const toastId = toast(TODO_DELETED_MESSAGE, {
          tone: 'success',
          durationMs: TOAST_DURATION.common,
          action: { label: UNDO_DELETE_LABEL, onAction: () => void restore(todo.todoId) },
        });
        toastIds.current.set(todo.todoId, toastId);
        return true;
      } catch (error) {
        // Not deleted: the refetch below puts the to-do back.
        dropRestorable(todo.todoId);
        toast(getErrorMessage(error, DELETE_FAILED_MESSAGE), { tone: 'error' });
        return false;
      } finally {
        await queryClient.invalidateQueries({ queryKey: todoKeys.all });
      }
    },
    [queryClient, queryKey, restore, setGroup, dropRestorable],
  );

  return { remove, restore, restoringIds };
}
