import { announceDataChange } from '../../lib/data-changes.ts';
import { toast } from '../../stores/toast-store.ts';
import { markHomeTodo } from './api/get-my-todo.ts';
import { setTodoCompleted } from './api/set-todo-completed.ts';

export const HOME_TODO_DONE_MESSAGE = '할일을 완료했어요.';
export const HOME_TODO_UNDO_LABEL = '되돌리기';
export const HOME_TODO_FAILED_MESSAGE = '완료 표시를 저장하지 못했어요. 다시 시도해 주세요.';
export const HOME_TODO_UNDO_FAILED_MESSAGE = '완료를 되돌리지 못했어요. 다시 시도해 주세요.';

/** Longer than the usual 2.5 s: 되돌리기 needs time to be read and reached (it also waits while hovered or focused). */
export const HOME_TODO_UNDO_MS = 6000;

export type HomeTodoCheckOptions = {
  todoId: number;
  /** After an undo put the to-do back in the list (e.g. to move focus to it). */
  onRestored?: (todoId: number) => void;
};

/** Undo: the to-do is open again, on the server and in its place in the list. */
async function undoHomeTodo({ todoId, onRestored }: HomeTodoCheckOptions) {
  markHomeTodo(todoId, false);
  onRestored?.(todoId);
  try {
    await setTodoCompleted(todoId, false);
    // Again: a read that was under way when undo was pressed may have brought the older state.
    markHomeTodo(todoId, false);
    announceDataChange('todos');
  } catch {
    markHomeTodo(todoId, true);
    toast(HOME_TODO_UNDO_FAILED_MESSAGE, { tone: 'error' });
  }
}

/**
 * Home's check-off, loaded with the first press (ADR 012): the banner has already taken the to-do out of the list
 * (`markHomeTodo`); this saves it, tells the other screens' to-do queries, and offers the undo. A failure puts it
 * back and says so.
 */
export async function completeHomeTodo(options: HomeTodoCheckOptions) {
  const { todoId } = options;
  try {
    await setTodoCompleted(todoId, true);
    // Again: a read that was under way when the box was ticked may have brought the older state.
    markHomeTodo(todoId, true);
    announceDataChange('todos');
    toast(HOME_TODO_DONE_MESSAGE, {
      tone: 'success',
      durationMs: HOME_TODO_UNDO_MS,
      action: { label: HOME_TODO_UNDO_LABEL, onAction: () => void undoHomeTodo(options) },
    });
  } catch {
    markHomeTodo(todoId, false);
    options.onRestored?.(todoId);
    toast(HOME_TODO_FAILED_MESSAGE, { tone: 'error' });
  }
}
