import type { QueryClient } from '@tanstack/react-query';
import { cacheChangesShown } from '../../lib/query-client.ts';
import { toast } from '../../stores/toast-store.ts';
import { setCachedTodoCompleted } from './api/get-todo-group.ts';
import { setTodoCompleted } from './api/set-todo-completed.ts';
import { todoKeys } from './api/todo-keys.ts';

export const TODO_DONE_MESSAGE = '할일을 완료했어요.';
export const TODO_UNDO_LABEL = '되돌리기';
export const TODO_DONE_FAILED_MESSAGE = '완료 표시를 저장하지 못했어요. 다시 시도해 주세요.';
export const TODO_UNDO_FAILED_MESSAGE = '완료를 되돌리지 못했어요. 다시 시도해 주세요.';

/** Longer than the usual 2.5 s: 되돌리기 needs time to be read and reached (it also waits while hovered or focused). */
export const TODO_UNDO_MS = 6000;

/** Home's banner shows the group worked on last. */
const BANNER_KEY = todoKeys.group('active');

export type BannerTickOptions = {
  queryClient: QueryClient;
  todoId: number;
  /** After an undo put the to-do back in the list (e.g. to move focus to it). */
  onRestored?: (todoId: number) => void;
};

async function mark(queryClient: QueryClient, todoId: number, completed: boolean) {
  // A read under way would paint the list as it was before the tick.
  await queryClient.cancelQueries({ queryKey: BANNER_KEY });
  setCachedTodoCompleted(queryClient, BANNER_KEY, todoId, completed);
}

/**
 * The other to-do reads (the list, the timeline) are read again when next shown. The banner holds what was saved
 * already: reading it now could bring back a to-do ticked a moment later, whose save is still on its way.
 */
function markStale(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: todoKeys.all, refetchType: 'none' });
}

/** Undo: the to-do is open again, on the server and in its place in the list. */
async function undo({ queryClient, todoId, onRestored }: BannerTickOptions) {
  await mark(queryClient, todoId, false);
  onRestored?.(todoId);
  try {
    await setTodoCompleted(todoId, false);
    await mark(queryClient, todoId, false);
    markStale(queryClient);
  } catch {
    await mark(queryClient, todoId, true);
    await cacheChangesShown();
    toast(TODO_UNDO_FAILED_MESSAGE, { tone: 'error' });
  }
}

/**
 * Home's check-off, loaded with the first tick (ADR 012): the banner has already taken the to-do out of the list
 * (`setCachedTodoCompleted`); this saves it, marks the other to-do reads stale and offers the undo. A failure puts it
 * back and says so.
 */
export async function completeBannerTodo(options: BannerTickOptions) {
  const { queryClient, todoId } = options;
  try {
    await setTodoCompleted(todoId, true);
    await mark(queryClient, todoId, true);
    markStale(queryClient);
    toast(TODO_DONE_MESSAGE, {
      tone: 'success',
      durationMs: TODO_UNDO_MS,
      action: { label: TODO_UNDO_LABEL, onAction: () => void undo(options) },
    });
  } catch {
    await mark(queryClient, todoId, false);
    options.onRestored?.(todoId);
    await cacheChangesShown();
    toast(TODO_DONE_FAILED_MESSAGE, { tone: 'error' });
  }
}
