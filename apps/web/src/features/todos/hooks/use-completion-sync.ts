import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { toast } from '../../../stores/toast-store.ts';
import { setCachedTodoCompleted } from '../api/get-todo-group.ts';
import { setTodoCompleted } from '../api/set-todo-completed.ts';

export const COMPLETE_FAILED_MESSAGE = '완료 표시를 저장하지 못했어요. 다시 시도해 주세요.';

type Sync = { sending: boolean; wanted: boolean; confirmed: boolean };

/**
 * Check toggles of the list (spec: one update per changed to-do). The box changes at once; each to-do's value goes
 * out by itself, one request at a time per to-do: a second tap while the first is on its way waits and then sends
 * the newest value (never an older one after a newer one), and a tap that returns to the sent value sends nothing
 * more. A failure puts the box back to what the server holds and says so.
 */
export function useCompletionSync(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const syncs = useRef(new Map<number, Sync>());
  const keyRef = useRef(queryKey);
  keyRef.current = queryKey;

  useEffect(() => () => syncs.current.clear(), []);

  const write = useCallback(
    (todoId: number, completed: boolean) =>
      setCachedTodoCompleted(queryClient, keyRef.current, todoId, completed),
    [queryClient],
  );

  const send = useCallback(
    async (todoId: number, sync: Sync) => {
      sync.sending = true;
      while (sync.wanted !== sync.confirmed) {
        const value = sync.wanted;
        try {
          await setTodoCompleted(todoId, value);
          sync.confirmed = value;
        } catch {
          sync.wanted = sync.confirmed;
          write(todoId, sync.confirmed);
          toast(COMPLETE_FAILED_MESSAGE, { tone: 'error' });
        }
      }
      sync.sending = false;
      // Settled: the next tap starts from what the list then shows.
      syncs.current.delete(todoId);
    },
    [write],
  );

  return useCallback(
    (todoId: number, completed: boolean, current: boolean) => {
      // A refetch must not paint an older answer over the box just ticked.
      void queryClient.cancelQueries({ queryKey: keyRef.current });
      write(todoId, completed);
      let sync = syncs.current.get(todoId);
      if (!sync) {
        sync = { sending: false, wanted: completed, confirmed: current };
        syncs.current.set(todoId, sync);
      }
      sync.wanted = completed;
      if (!sync.sending) void send(todoId, sync);
    },
    [queryClient, send, write],
  );
}
