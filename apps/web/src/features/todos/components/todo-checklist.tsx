import type { MyTodoGroup, RestorableTodo, TodoItem } from '@dasibom/contract';
import { PencilLine, Plus } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useId, useReducer, useRef } from 'react';
import { InlineStatus } from '../../../components/forms/inline-status.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { seoulToday } from '../../../lib/format-date.ts';
import { useCompletionSync } from '../hooks/use-completion-sync.ts';
import { useTodoDeletion } from '../hooks/use-todo-deletion.ts';
import { restorableAt, withRestorablePlaces } from '../restorable-rows.ts';
import { CheckRow, EditRow, UndoRow } from './todo-checklist-rows.tsx';
import { useTitleEditing } from './use-title-editing.ts';

type Group = MyTodoGroup & { todoGroupId: number };

/**
 * The server's restorable to-dos that are still within their window; re-renders when the next one runs out, so its
 * row leaves when the 10 minutes are over (a tap just before gets the server's TODO_RESTORE_EXPIRED).
 */
function useStillRestorable(restorable: readonly RestorableTodo[]): RestorableTodo[] {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const { alive, nextExpiry } = restorableAt(restorable, Date.now());
  useEffect(() => {
    if (nextExpiry === null) return;
    // setTimeout runs at once past 2³¹−1 ms; a far deadline just checks again then.
    const delay = Math.min(Math.max(0, nextExpiry - Date.now()) + 50, 2_147_483_647);
    const timer = setTimeout(rerender, delay);
    return () => clearTimeout(timer);
  }, [nextExpiry]);
  return alive;
}

/** Focus follows the row that replaced the one just used (an undo row, a restored to-do, the first title field). */
function useFocusByKey(focusKey: RefObject<string | null>, listRef: RefObject<HTMLUListElement | null>) {
  useEffect(() => {
    const key = focusKey.current;
    if (!key) return;
    const target = listRef.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]`);
    // A checkbox carries the key on its label: focus the control inside.
    const control = target?.matches('input, button, textarea, a')
      ? target
      : target?.querySelector<HTMLElement>('input, button, textarea, a');
    if (control) {
      focusKey.current = null;
      control.focus();
    }
  });
}

type ChecklistHeaderProps = {
  titleId: string;
  group: Group;
  isEditing: boolean;
  editButtonRef: RefObject<HTMLButtonElement | null>;
  onEdit: () => void;
};

function ChecklistHeader({ titleId, group, isEditing, editButtonRef, onEdit }: ChecklistHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {isEditing ? '할일 편집' : '할일 목록'}
      </h2>
      {!isEditing && (
        <div className="flex flex-wrap gap-2">
          <Button
            ref={editButtonRef}
            variant="secondary"
            isDisabled={group.todos.length === 0}
            icon={<PencilLine aria-hidden="true" className="size-5" />}
            onPress={onEdit}
          >
            편집
          </Button>
          <LinkButton
            href={`/mytodo/add/${group.todoGroupId}`}
            icon={<Plus aria-hidden="true" className="size-5" />}
          >
            추가하기
          </LinkButton>
        </div>
      )}
    </div>
  );
}

/** 저장 and 취소 of the edit mode, under the message of a save that did not go through. */
function EditActions({
  statusId,
  editing,
}: {
  statusId: string;
  editing: ReturnType<typeof useTitleEditing>;
}) {
  return (
    <div className="flex flex-col gap-3">
      <InlineStatus id={statusId} tone="error">
        {editing.failure}
      </InlineStatus>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" isDisabled={editing.isSaving} onPress={() => void editing.cancel()}>
          취소
        </Button>
        <Button isPending={editing.isSaving} pendingLabel="저장 중" onPress={() => void editing.save()}>
          저장
        </Button>
      </div>
    </div>
  );
}

/**
 * The checklist of one group: check toggles (one update per changed to-do), the memo indicator, 추가하기; and the
 * edit mode (spec: only on this list) where titles are changed and saved together (저장 / 취소) and to-dos are
 * deleted — at once, with 삭제 취소 in the toast and in the list.
 */
export function TodoChecklist({ group, queryKey }: { group: Group; queryKey: readonly unknown[] }) {
  const id = useId();
  const focusKey = useRef<string | null>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const editing = useTitleEditing(group.todos, { focusKey, editButtonRef });

  const setCompleted = useCompletionSync(queryKey);
  const onRestored = useCallback((todoId: number) => {
    focusKey.current = `todo-${todoId}`;
  }, []);
  const { remove, restore, restoringIds } = useTodoDeletion({ queryKey, onRestored });
  const restorable = useStillRestorable(group.restorableTodos);
  const today = seoulToday();
  const rows = withRestorablePlaces(group.todos, restorable);
  useFocusByKey(focusKey, listRef);

  const deleteRow = async (todo: TodoItem, index: number) => {
    const before = rows[index - 1];
    const afterTodoId = before ? (before.kind === 'todo' ? before.todo.todoId : before.item.todoId) : null;
    focusKey.current = `undo-${todo.todoId}`;
    editing.forget(todo.todoId);
    await remove(todo, afterTodoId);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <ChecklistHeader
        titleId={`${id}-title`}
        group={group}
        isEditing={editing.isEditing}
        editButtonRef={editButtonRef}
        onEdit={editing.start}
      />
      {editing.isEditing && (
        <p className="text-base text-ink-muted">
          제목을 고친 뒤 저장을 누르세요. 삭제는 바로 되고, 10분 안에는 삭제 취소로 되돌릴 수 있어요.
        </p>
      )}

      {rows.length === 0 ? (
        <p className="rounded-xl bg-primary-soft px-4 py-6 text-center text-base text-ink">
          아직 할일이 없어요. 추가하기를 눌러 첫 할일을 적어 보세요.
        </p>
      ) : (
        <ul ref={listRef} aria-label={`${group.jobName ?? ''} 할일`} className="flex flex-col gap-2">
          {rows.map((row, index) =>
            row.kind === 'deleted' ? (
              <UndoRow
                key={`deleted-${row.item.todoId}`}
                item={row.item}
                isRestoring={restoringIds.includes(row.item.todoId)}
                onRestore={() => void restore(row.item.todoId)}
              />
            ) : editing.isEditing ? (
              <EditRow
                key={row.todo.todoId}
                todo={row.todo}
                number={group.todos.indexOf(row.todo) + 1}
                editing={editing}
                onDelete={() => void deleteRow(row.todo, index)}
              />
            ) : (
              <CheckRow
                key={row.todo.todoId}
                todo={row.todo}
                today={today}
                onCompletedChange={(completed) =>
                  setCompleted(row.todo.todoId, completed, row.todo.completed)
                }
              />
            ),
          )}
        </ul>
      )}

      {editing.isEditing && <EditActions statusId={`${id}-status`} editing={editing} />}
    </section>
  );
}
